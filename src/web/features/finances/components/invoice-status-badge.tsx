import type { Invoice } from '#domain/contracts/invoices';
import { Badge } from '#web/components/ui/badge';

/**
 * The status an invoice shows (docs/product.md#invoices: paid whatever its status; overdue when unpaid past due), in
 * the colours of UI.md: paid green, overdue red, draft grey, sent blue, cancelled grey struck through.
 */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'isPaid' | 'overdue' | 'status'> }) {
  if (invoice.isPaid) return <Badge variant="green">Paid</Badge>;
  if (invoice.overdue) return <Badge variant="red">Overdue</Badge>;
  switch (invoice.status) {
    case 'sent':
      return <Badge variant="blue">Sent</Badge>;
    case 'cancelled':
      return (
        <Badge variant="grey" className="line-through">
          Cancelled
        </Badge>
      );
    default:
      return <Badge variant="grey">Draft</Badge>;
  }
}

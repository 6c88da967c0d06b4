import '#domain/messages/load/invoices';
import type { Invoice } from '#domain/contracts/invoices';
import { paymentStatusLabels } from '#domain/payment-labels';
import { Badge } from '#web/components/ui/badge';
import { t } from '#web/lib/i18n';

/**
 * The status an invoice shows (docs/product.md#invoices: paid whatever its status; overdue when unpaid past due), in
 * the colours of UI.md: paid green, overdue red, draft grey, sent blue, cancelled grey struck through.
 */
export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<Invoice, 'isPaid' | 'overdue' | 'status'> & Partial<Pick<Invoice, 'paymentStatus'>>;
}) {
  if (invoice.isPaid) return <Badge variant="green">{t('invoices:statuses.paid')}</Badge>;
  if (invoice.overdue) return <Badge variant="red">{t('invoices:statuses.overdue')}</Badge>;
  // Part of it came in (decision 0267); an overdue balance says Overdue first.
  if (invoice.paymentStatus === 'partially_paid') {
    return <Badge variant="amber">{paymentStatusLabels.partially_paid}</Badge>;
  }
  switch (invoice.status) {
    case 'sent':
      return <Badge variant="blue">{t('invoices:statuses.sent')}</Badge>;
    case 'cancelled':
      return (
        <Badge variant="grey" className="line-through">
          {t('invoices:statuses.cancelled')}
        </Badge>
      );
    default:
      return <Badge variant="grey">{t('invoices:statuses.draft')}</Badge>;
  }
}

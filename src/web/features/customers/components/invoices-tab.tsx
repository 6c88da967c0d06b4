import { useQuery } from '@tanstack/react-query';
import { Plus, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateMedium, formatMoney } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { customerInvoicesQuery } from '../api';

type InvoicesTabProps = { companyId: number; customerId: number; canCreate: boolean };

const headClass =
  'whitespace-nowrap px-4 py-3 text-left font-medium text-slate-500 text-xs uppercase tracking-wide';

/** Customer detail shows only paid or unpaid (spec part 2, point 4), whatever the status. */
function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return isPaid ? <Badge variant="green">Paid</Badge> : <Badge variant="amber">Unpaid</Badge>;
}

/** The customer's invoices: number, description, amount, Paid or Unpaid, due date. */
export function InvoicesTab({ companyId, customerId, canCreate }: InvoicesTabProps) {
  const invoices = useQuery(customerInvoicesQuery(companyId, customerId));
  const generate = canCreate ? (
    <Button asChild size="sm">
      <Link to={`/finances/invoices/new?customerId=${customerId}`}>
        <Plus aria-hidden="true" />
        Generate Invoice
      </Link>
    </Button>
  ) : null;

  if (invoices.isPending) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (invoices.isError) {
    return (
      <ErrorState
        title="Error loading invoices"
        message={errorMessage(invoices.error, 'An unexpected error occurred')}
        onRetry={() => void invoices.refetch()}
      />
    );
  }
  if (invoices.data.length === 0) {
    return (
      <EmptyState icon={Receipt} title="No invoices found" action={generate}>
        This customer has no invoices yet.
      </EmptyState>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">Invoices</h2>
        {generate}
      </div>
      <Card className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[600px] text-sm">
          <thead className="border-slate-200 border-b bg-slate-50">
            <tr>
              <th scope="col" className={headClass}>
                Invoice Number
              </th>
              <th scope="col" className={headClass}>
                Description
              </th>
              <th scope="col" className={`${headClass} text-right`}>
                Amount
              </th>
              <th scope="col" className={headClass}>
                Status
              </th>
              <th scope="col" className={headClass}>
                Due Date
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoices.data.map((invoice) => (
              <tr key={invoice.id}>
                <td className="whitespace-nowrap px-4 py-3 font-medium text-slate-900">
                  {invoice.invoiceNumber}
                </td>
                <td
                  className="max-w-xs truncate px-4 py-3 text-slate-600"
                  title={invoice.description ?? undefined}
                >
                  {invoice.description || invoice.title || '—'}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right text-slate-900 tabular-nums">
                  {formatMoney(invoice.amount)}
                </td>
                <td className="px-4 py-3">
                  {/* Customer detail shows only paid or unpaid (spec part 2, point 4). */}
                  {invoice.isPaid ? (
                    <Badge variant="green">Paid</Badge>
                  ) : (
                    <Badge variant="amber">Unpaid</Badge>
                  )}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                  {formatDateMedium(invoice.dueDate, '—')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {/* Phones: one card per invoice, so amount and status stay in view. */}
      <Card className="sm:hidden">
        <ul aria-label="Invoices" className="divide-y divide-slate-100">
          {invoices.data.map((invoice) => (
            <li key={invoice.id} className="grid gap-1 px-4 py-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{invoice.invoiceNumber}</span>
                <PaidBadge isPaid={invoice.isPaid} />
              </div>
              <p className="truncate text-slate-600">{invoice.description || invoice.title || '—'}</p>
              <div className="flex items-center justify-between gap-2">
                <span className="text-slate-500 text-xs">
                  {invoice.dueDate ? `Due ${formatDateMedium(invoice.dueDate)}` : 'No due date'}
                </span>
                <span className="font-medium text-slate-900 tabular-nums">{formatMoney(invoice.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

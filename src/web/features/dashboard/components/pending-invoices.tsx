import '#domain/messages/load/dashboard';
import type { DashboardInvoice } from '#domain/contracts/dashboard';
import { formatDate, formatMoney } from '#domain/format';
import { t } from '#web/lib/i18n';

/** The 3 unpaid invoices due first. */
export function PendingInvoices({ invoices }: { invoices: DashboardInvoice[] }) {
  return (
    <div>
      <h3 id="dashboard-pending-invoices" className="mb-2 font-medium text-slate-700 text-sm">
        {t('dashboard:pendingInvoices.title')}
      </h3>
      {invoices.length === 0 ? (
        <p className="rounded-md bg-slate-50 px-3 py-4 text-center text-slate-500 text-sm">
          {t('dashboard:pendingInvoices.empty')}
        </p>
      ) : (
        <ul aria-labelledby="dashboard-pending-invoices" className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900 text-sm">
                  {invoice.description?.trim() || invoice.invoiceNumber}
                </p>
                <p className="text-slate-500 text-xs">
                  {invoice.customerName ?? t('dashboard:pendingInvoices.noCustomer')}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-medium text-slate-900 text-sm tabular-nums">
                  {formatMoney(invoice.amount)}
                </p>
                <p className="text-slate-500 text-xs">
                  {invoice.dueDate
                    ? t('dashboard:pendingInvoices.due', { date: formatDate(invoice.dueDate) })
                    : t('dashboard:pendingInvoices.noDueDate')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

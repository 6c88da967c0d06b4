import '#domain/messages/load/invoices';
import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import type { PortalInvoice } from '#domain/contracts/portal';
import { formatDateMedium, formatMoney } from '#domain/format';
import { paymentMethodLabels } from '#domain/payment-labels';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { InvoiceStatusBadge } from '../../finances/components/invoice-status-badge';
import { portalInvoicesQuery } from '../api';

/** Invoices: what the company sent, with what is still to pay and each one's PDF. */
export function InvoicesTab({ projectId }: { projectId: number }) {
  const list = useQuery(portalInvoicesQuery(projectId));
  return (
    <QueryView
      query={list}
      loading={<Skeleton className="h-32" />}
      errorTitle={t('common:couldNotLoad', { what: t('portal:tabs.invoices') })}
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyState icon={Receipt}>{t('portal:invoices.empty')}</EmptyState>}
    >
      {(rows) => (
        <ul className="grid gap-2">
          {rows.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function InvoiceRow({ invoice }: { invoice: PortalInvoice }) {
  const pdf = usePdfDownload(invoice.pdfUrl, `invoice-${invoice.number}.pdf`);
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{invoice.number}</span>
          <InvoiceStatusBadge
            invoice={{
              isPaid: invoice.status === 'paid',
              overdue: invoice.status === 'overdue',
              status: invoice.status,
            }}
          />
        </div>
        {invoice.title ? <span className="text-slate-700 text-sm wrap-anywhere">{invoice.title}</span> : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('portal:invoices.amount')}</dt>
            <dd className="text-slate-900">{formatMoney(invoice.amount)}</dd>
          </div>
          {Number(invoice.amountPaid) > 0 ? (
            <div className="flex gap-1">
              <dt className="text-slate-500">{t('portal:invoices.amountPaid')}</dt>
              <dd className="text-slate-900">{formatMoney(invoice.amountPaid)}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('portal:invoices.balanceDue')}</dt>
            <dd className="font-semibold text-slate-900">{formatMoney(invoice.balanceDue)}</dd>
          </div>
          {invoice.dueDate ? (
            <div className="flex gap-1">
              <dt className="text-slate-500">{t('portal:invoices.dueDate')}</dt>
              <dd className="text-slate-900">{formatDateMedium(invoice.dueDate)}</dd>
            </div>
          ) : null}
        </dl>
        {invoice.payments.length > 0 ? (
          // What came in, so the client sees how the balance was reached (decision 0267).
          <ul aria-label={t('invoices:payments.heading')} className="grid gap-0.5 text-slate-600 text-xs">
            {invoice.payments.map((payment, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the portal's payments have no id; their order is fixed
              <li key={i}>
                {formatDateMedium(payment.date)} · {paymentMethodLabels[payment.method]} ·{' '}
                {formatMoney(payment.amount)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button variant="outline" size="sm" loading={pdf.isPending} onClick={() => pdf.mutate()}>
        <Download aria-hidden="true" />
        {t('portal:invoices.pdf')}
      </Button>
    </li>
  );
}

import '#domain/messages/load/invoices';
import type { MilestoneBilling } from '#domain/contracts/invoices';
import { formatMoney } from '#domain/format';
import { milestoneLabels } from '#domain/milestone-invoices';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { t } from '#web/lib/i18n';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** What the split is of, in words. */
function basisText(billing: MilestoneBilling): string {
  return t(billing.basis === 'estimate' ? 'invoices:billing.ofEstimate' : 'invoices:billing.ofBudget', {
    total: formatMoney(billing.total),
  });
}

/** The project's three milestones: share, amount and whether each is invoiced (number and status). */
export function MilestoneBillingCard({ billing }: { billing: MilestoneBilling }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('invoices:billing.title')}</CardTitle>
        <CardDescription>{basisText(billing)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label={t('invoices:billing.milestones')}>
          {billing.milestones.map((m) => (
            <li
              key={m.type}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_8rem_minmax(0,14rem)]"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{milestoneLabels[m.type]}</p>
                <p className="text-slate-500 text-sm">
                  {t('invoices:billing.percentOfTotal', { percent: m.percent })}
                </p>
              </div>
              <p className="text-right font-medium text-slate-900 tabular-nums">{formatMoney(m.amount)}</p>
              <div className="col-span-2 flex flex-wrap items-center gap-2 text-sm sm:col-span-1 sm:justify-end">
                {m.invoice ? (
                  <>
                    <span className="text-slate-700">{m.invoice.invoiceNumber}</span>
                    <InvoiceStatusBadge invoice={m.invoice} />
                  </>
                ) : (
                  <span className="text-slate-500">{t('invoices:billing.notInvoiced')}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

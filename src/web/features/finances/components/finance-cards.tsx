import '#domain/messages/load/finances';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatMoney } from '#domain/format';
import { Select } from '#web/components/ui/select';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useUrlState } from '#web/lib/url-state';
import { financeSummaryQuery } from '../api';
import { type FinancePeriod, financePeriods, financesPageState, periodRange } from '../finance-periods';

/**
 * The four cards of the Finances page, computed by the database over the whole company, or over a period chosen
 * above them (kept in the address as `period`): unpaid invoices by issue date, paid ones by payment day, expenses
 * by date.
 */
export function FinanceCards({ companyId }: { companyId: number }) {
  const [{ period }, setState] = useUrlState(financesPageState);
  const summary = useQuery({
    ...financeSummaryQuery(companyId, periodRange(period, new Date())),
    placeholderData: keepPreviousData,
  });
  // A new history entry: Back returns to the period before. Immediate: the select shows the address's period.
  const choose = (next: string) => setState({ period: next as FinancePeriod }, { immediate: true });
  const data = summary.data;
  const cards = [
    { label: t('finances:cards.totalOutstanding'), value: data?.totalOutstanding },
    { label: t('finances:cards.totalCollected'), value: data?.totalCollected },
    { label: t('finances:cards.totalExpenses'), value: data?.totalExpenses },
    { label: t('finances:cards.netProfit'), value: data?.netProfit },
  ];
  return (
    <div className="mb-6 grid gap-3">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <div className="sm:w-48 sm:shrink-0">
          <Select
            aria-label={t('finances:period')}
            aria-describedby="finance-period-scope"
            value={period}
            onChange={(event) => choose(event.target.value)}
            options={financePeriods}
          />
        </div>
        {/* The period counts each invoice by a different day (see above), which no list order could show:
            the lists keep their own search and filters, and this says so where the period is chosen. */}
        <p id="finance-period-scope" className="text-slate-500 text-sm">
          {t('finances:periodScope')}
        </p>
      </div>
      <ul aria-label={t('finances:summary')} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
            <p className="font-medium text-slate-500 text-sm">{card.label}</p>
            {card.value === undefined ? (
              <Skeleton className="mt-2 h-7 w-28" />
            ) : (
              <p
                className={cn(
                  'mt-1 font-bold text-2xl tabular-nums tracking-tight',
                  card.value.startsWith('-') ? 'text-red-700' : 'text-slate-900',
                )}
              >
                {formatMoney(card.value)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { financeSummaryQuery } from '../api';

/** The four cards of the Finances page, computed by the database over the whole company. */
export function FinanceCards({ companyId }: { companyId: number }) {
  const summary = useQuery(financeSummaryQuery(companyId));
  const data = summary.data;
  const cards = [
    { label: 'Total Outstanding', value: data?.totalOutstanding },
    { label: 'Total Collected', value: data?.totalCollected },
    { label: 'Total Expenses', value: data?.totalExpenses },
    { label: 'Net Profit', value: data?.netProfit },
  ];
  return (
    <ul aria-label="Finance summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
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
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '#domain/contracts/projects';
import { formatMoney } from '#domain/format';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { projectSummaryQuery } from '../api';

const cards: { key: keyof ProjectSummary; label: string; hint: string }[] = [
  { key: 'soldPrice', label: 'Sold Price', hint: 'Approved estimate total' },
  { key: 'budgetedCost', label: 'Budgeted Cost', hint: 'Sum of budget items' },
  { key: 'collected', label: 'Collected', hint: 'Paid invoices' },
  { key: 'balance', label: 'Balance', hint: 'Sold price less collected' },
  { key: 'costToComplete', label: 'Cost to Complete', hint: 'Budget less expenses' },
];

/** The five summary figures, computed by the server. */
export function SummaryCards({ projectId }: { projectId: number }) {
  const summary = useQuery(projectSummaryQuery(projectId));
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {cards.map((card) => (
        <Card key={card.key} className="p-4">
          <p className="text-slate-500 text-sm">{card.label}</p>
          {summary.isPending ? (
            <Skeleton className="mt-2 h-7 w-24" />
          ) : (
            <p className="mt-1 font-semibold text-slate-900 text-xl tabular-nums">
              {summary.isError ? '—' : formatMoney(summary.data[card.key])}
            </p>
          )}
          <p className="mt-1 text-slate-500 text-xs">{card.hint}</p>
        </Card>
      ))}
    </div>
  );
}

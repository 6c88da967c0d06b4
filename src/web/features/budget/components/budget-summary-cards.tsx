import type { BudgetView } from '#domain/contracts/budget';
import { formatMoney, formatPercent } from '#domain/format';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';

type Totals = BudgetView['totals'];

const cards: { label: string; value: (t: Totals) => string; hint: string }[] = [
  { label: 'Sold Price', value: (t) => formatMoney(t.soldPrice), hint: 'Approved estimate total' },
  { label: 'Budgeted Cost', value: (t) => formatMoney(t.budgetedCost), hint: 'Sum of budget items' },
  { label: 'Budget Markup', value: (t) => formatPercent(t.markup), hint: 'Price over cost' },
  { label: 'Budget Margin', value: (t) => formatPercent(t.margin), hint: 'Profit share of price' },
];

/** The budget's four cards; figures come from the server (exact decimal strings). */
export function BudgetSummaryCards({ totals }: { totals: Totals | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className="p-4">
          <p className="text-slate-500 text-sm">{card.label}</p>
          {totals ? (
            <p className="mt-1 font-semibold text-slate-900 text-xl tabular-nums">{card.value(totals)}</p>
          ) : (
            <Skeleton className="mt-2 h-7 w-24" />
          )}
          <p className="mt-1 text-slate-500 text-xs">{card.hint}</p>
        </Card>
      ))}
    </div>
  );
}

import '#domain/messages/load/budget';
import type { BudgetView } from '#domain/contracts/budget';
import { formatMoney, formatPercent } from '#domain/format';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';

type Totals = BudgetView['totals'];

const cards: { label: string; value: (totals: Totals) => string; hint: string }[] = [
  {
    label: t('budget:cards.soldPrice'),
    value: (totals) => formatMoney(totals.soldPrice),
    hint: t('budget:cards.soldPriceHint'),
  },
  {
    label: t('budget:cards.budgetedCost'),
    value: (totals) => formatMoney(totals.budgetedCost),
    hint: t('budget:cards.budgetedCostHint'),
  },
  {
    label: t('budget:cards.markup'),
    value: (totals) => formatPercent(totals.markup),
    hint: t('budget:cards.markupHint'),
  },
  {
    label: t('budget:cards.margin'),
    value: (totals) => formatPercent(totals.margin),
    hint: t('budget:cards.marginHint'),
  },
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

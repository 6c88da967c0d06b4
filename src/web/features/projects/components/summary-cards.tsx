import '#domain/messages/load/projects';
import { useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '#domain/contracts/projects';
import { formatMoney } from '#domain/format';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { projectSummaryQuery } from '../api';

const cards: { key: keyof ProjectSummary; label: string; hint: string }[] = [
  { key: 'soldPrice', label: t('projects:summary.soldPrice'), hint: t('projects:summary.soldPriceHint') },
  {
    key: 'budgetedCost',
    label: t('projects:summary.budgetedCost'),
    hint: t('projects:summary.budgetedCostHint'),
  },
  { key: 'collected', label: t('projects:summary.collected'), hint: t('projects:summary.collectedHint') },
  { key: 'balance', label: t('projects:summary.balance'), hint: t('projects:summary.balanceHint') },
  {
    key: 'costToComplete',
    label: t('projects:summary.costToComplete'),
    hint: t('projects:summary.costToCompleteHint'),
  },
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

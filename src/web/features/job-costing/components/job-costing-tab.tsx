import '#domain/messages/load/job-costing';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Calculator } from 'lucide-react';
import type { JobCostFigures } from '#domain/contracts/job-costing';
import { formatMoney, formatPercent } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { jobCostQuery } from '../api';

/** A row of either table: a budget line, a trade, the costs on no line, or the totals. */
type Row = JobCostFigures & { key: string; name: string; depth: number; strong: boolean };

/**
 * The row's name, indented by depth, with an 'Over budget' badge (words, not colour alone) when it is. The costs on
 * no budget line have nothing budgeted, so they are always "over": their name already says why, and their
 * variance stays red, but a badge would read as if a budget had been exceeded.
 */
function NameCell({ row }: { row: Row }) {
  const badge = row.overBudget && row.key !== 'unassigned';
  return (
    <span className="flex flex-wrap items-center gap-2" style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
      <span className={cn(row.strong && 'font-semibold', badge && 'text-red-700')}>{row.name}</span>
      {badge ? <Badge variant="red">{t('jobCosting:overBudget')}</Badge> : null}
    </span>
  );
}

const column = createColumnHelper<Row>();
const moneyColumn = (key: 'budgeted' | 'committed' | 'actual' | 'forecast', header: string) =>
  column.accessor(key, {
    header,
    cell: ({ getValue }) => formatMoney(getValue()),
    meta: { width: 'w-32', align: 'right' },
  });

function columns(nameHeader: string) {
  return [
    column.accessor('name', {
      header: nameHeader,
      cell: ({ row }) => <NameCell row={row.original} />,
      meta: { card: 'title' },
    }),
    moneyColumn('budgeted', t('jobCosting:columns.budgeted')),
    moneyColumn('committed', t('jobCosting:columns.committed')),
    moneyColumn('actual', t('jobCosting:columns.actual')),
    moneyColumn('forecast', t('jobCosting:columns.forecast')),
    column.accessor('variance', {
      header: t('jobCosting:columns.variance'),
      cell: ({ row, getValue }) => (
        <span className={cn(row.original.overBudget && 'font-semibold text-red-700')}>
          {formatMoney(getValue())}
        </span>
      ),
      meta: { width: 'w-32', align: 'right' },
    }),
    column.accessor('percentUsed', {
      header: t('jobCosting:columns.percentUsed'),
      cell: ({ getValue }) => {
        const value = getValue();
        return value === null ? '—' : formatPercent(value);
      },
      meta: { width: 'w-24', align: 'right' },
    }),
  ];
}

const lineColumns = columns(t('jobCosting:columns.line'));
const tradeColumns = columns(t('jobCosting:columns.trade'));

function SummaryCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Card className="p-4" data-testid={testId}>
      <p className="text-slate-500 text-sm">{label}</p>
      <p className="mt-1 font-semibold text-slate-900 text-xl tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-slate-500 text-xs">{hint}</p> : null}
    </Card>
  );
}

/**
 * A project's Job Costing tab (issue 27): budgeted, committed, actual, forecast and variance per budget line and
 * per trade, the totals, and the projected profit against the contract. Every figure is the server's.
 */
export function JobCostingTab({ projectId }: { projectId: number }) {
  const query = useQuery(jobCostQuery(projectId));
  const data = query.data;
  const totals: Row[] = data
    ? [
        ...(data.unassigned.actual !== '0.00'
          ? [
              {
                ...data.unassigned,
                key: 'unassigned',
                name: t('jobCosting:unassigned'),
                depth: 0,
                strong: false,
              },
            ]
          : []),
        { ...data.totals, key: 'total', name: t('jobCosting:total'), depth: 0, strong: true },
      ]
    : [];
  const lines: Row[] = data
    ? [
        ...data.lines.map((line) => ({
          ...line,
          key: `line-${line.id}`,
          depth: line.depth,
          strong: line.type === 'group',
        })),
        ...(data.lines.length > 0 ? totals : []),
      ]
    : [];
  const trades: Row[] = data
    ? [
        ...data.trades.map((trade) => ({
          ...trade,
          key: `trade-${trade.tradeId ?? 'none'}`,
          name: trade.name ?? t('jobCosting:noTrade'),
          depth: 0,
          strong: false,
        })),
        ...(data.trades.length > 0 ? totals : []),
      ]
    : [];
  const empty = (
    <EmptyState icon={Calculator} title={t('jobCosting:empty')}>
      {t('jobCosting:emptyText')}
    </EmptyState>
  );

  return (
    <div className="grid gap-6 pt-2">
      <p className="text-slate-600 text-sm">{t('jobCosting:intro')}</p>
      {query.isPending ? (
        <Skeleton className="h-24" />
      ) : data ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          <SummaryCard
            testId="job-cost-contract"
            label={t('jobCosting:summary.contract')}
            value={data.contract === null ? t('jobCosting:summary.noContract') : formatMoney(data.contract)}
            hint={t('jobCosting:summary.contractHint')}
          />
          <SummaryCard
            testId="job-cost-budgeted"
            label={t('jobCosting:summary.budgeted')}
            value={formatMoney(data.totals.budgeted)}
          />
          <SummaryCard
            testId="job-cost-committed"
            label={t('jobCosting:summary.committed')}
            value={formatMoney(data.totals.committed)}
          />
          <SummaryCard
            testId="job-cost-actual"
            label={t('jobCosting:summary.actual')}
            value={formatMoney(data.totals.actual)}
          />
          <SummaryCard
            testId="job-cost-forecast"
            label={t('jobCosting:summary.forecast')}
            value={formatMoney(data.totals.forecast)}
          />
          <SummaryCard
            testId="job-cost-profit"
            label={t('jobCosting:summary.projectedProfit')}
            value={data.projectedProfit === null ? '—' : formatMoney(data.projectedProfit)}
            hint={t('jobCosting:summary.projectedProfitHint')}
          />
        </div>
      ) : null}
      <section className="grid gap-3">
        <h3 className="font-semibold text-lg text-slate-900">{t('jobCosting:byLine')}</h3>
        <DataTable
          label={t('jobCosting:byLine')}
          columns={lineColumns}
          rows={lines}
          getRowId={(row) => row.key}
          query={query}
          errorTitle={t('jobCosting:loadError')}
          empty={empty}
        />
      </section>
      <section className="grid gap-3">
        <h3 className="font-semibold text-lg text-slate-900">{t('jobCosting:byTrade')}</h3>
        <DataTable
          label={t('jobCosting:byTrade')}
          columns={tradeColumns}
          rows={trades}
          getRowId={(row) => row.key}
          query={query}
          errorTitle={t('jobCosting:loadError')}
          empty={empty}
        />
      </section>
    </div>
  );
}

// biome-ignore-all lint/a11y/useSemanticElements: grid rows, not <tr>, so the table can show only the rows near the window (budget-grid.ts).
// biome-ignore-all lint/a11y/useFocusableInteractive: rows of a static table (role table, not grid) are not interactive.
import '#domain/messages/load/budget';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Plus } from 'lucide-react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BudgetView } from '#domain/contracts/budget';
import type { BudgetActuals } from '#domain/contracts/expenses';
import { formatMoney, formatPercent } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { visibleRows } from '../budget-rows';
import { budgetGridColumns, moneyCell, stickyItemCell } from './budget-grid';
import { ActualCostCell, BudgetRow, CommittedCostCell } from './budget-row';
import type { BudgetRowHandlers } from './budget-row-actions';

const columns = [
  'item',
  'quantity',
  'unitCost',
  'unitPrice',
  'totalCost',
  'actualCost',
  'committedCost',
  'totalPrice',
  'markup',
  'margin',
  'actions',
] as const;

type BudgetTableProps = {
  view: BudgetView;
  /** Spent against the lines; undefined while loading (the column stays empty). */
  actuals: BudgetActuals | undefined;
  handlers: BudgetRowHandlers;
  onAddItem: () => void;
};

/** Rows rendered beyond the window's edges: small budgets render whole, scrolling shows no gaps. */
const OVERSCAN = 20;

/**
 * The hierarchical budget table (see budget-grid.ts for why it is built from grid rows). The rows to show
 * are derived from the flat list once per change of the list. Only the rows in and near the window are in
 * the page (a window virtualizer; spacers stand for the rest), so a budget of thousands of lines loads,
 * scrolls, collapses and expands as fast as a short one. Rows are measured as they appear: names and
 * descriptions may wrap.
 */
export const BudgetTable = memo(function BudgetTable({
  view,
  actuals,
  handlers,
  onAddItem,
}: BudgetTableProps) {
  const rows = useMemo(() => visibleRows(view.items), [view.items]);
  // Lines without expenses, bills or open orders are not in the answer: they spent and owe nothing.
  const costs = useMemo(
    () => (actuals ? new Map(actuals.items.map((line) => [line.id, line])) : undefined),
    [actuals],
  );
  const { totals } = view;
  const bodyRef = useRef<HTMLDivElement>(null);
  // Where the body starts in the document: the virtualizer counts window scrolling from there.
  const [bodyTop, setBodyTop] = useState(0);
  useLayoutEffect(() => {
    const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setBodyTop((current) => (Math.abs(current - top) < 1 ? current : top));
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    // A one-line row: 44 px of content and its 1 px border.
    estimateSize: () => 45,
    overscan: OVERSCAN,
    scrollMargin: bodyTop,
    getItemKey: (index) => rows[index]!.item.id,
  });
  const shown = virtualizer.getVirtualItems();
  const before = shown.length ? shown[0]!.start - bodyTop : 0;
  const after = shown.length ? virtualizer.getTotalSize() - (shown[shown.length - 1]!.end - bodyTop) : 0;
  return (
    // Narrow screens scroll the table sideways inside its card (a size container: the empty text takes its width).
    <Card className="@container overflow-x-auto">
      <div
        role="table"
        aria-label={t('budget:tableLabel')}
        // Header, the budget's rows and the totals row, though only some rows are in the page at a time.
        aria-rowcount={rows.length + 2}
        className="min-w-[69.5rem] text-sm"
      >
        <div role="rowgroup" className="border-slate-200 border-b bg-slate-50 text-slate-600">
          <div role="row" aria-rowindex={1} className={budgetGridColumns}>
            {columns.map((column) => (
              <div
                key={column}
                role="columnheader"
                className={cn(
                  'py-2.5 font-medium',
                  // The header's Item cell sits above the body's sticky cells, which pass under it.
                  column === 'item'
                    ? cn(stickyItemCell, 'z-20 bg-slate-50 px-3 text-left')
                    : 'whitespace-nowrap px-2 text-right',
                )}
              >
                {t(`budget:columns.${column}`)}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" ref={bodyRef}>
          {rows.length === 0 ? (
            <div role="row" className="grid">
              <div
                role="cell"
                // As wide as the card, not the table, and held at its left edge: on a phone the text and its
                // button are in view, not in the middle of a table wider than the screen.
                className="sticky left-0 grid w-[100cqw] justify-items-center gap-3 px-4 py-10 text-center text-slate-500"
              >
                {/* The empty budget's sentence, word for word (docs/product.md#budget). The header's Add Budget Item is
                    disabled until a top-level item exists, so the sentence's "Add Budget Item" is this
                    button, right under it and enabled: the control it names is the one that works. */}
                <p>{t('budget:empty')}</p>
                <Button onClick={onAddItem}>
                  <Plus aria-hidden="true" />
                  {t('budget:addBudgetItem')}
                </Button>
              </div>
            </div>
          ) : (
            <>
              <div aria-hidden="true" style={{ height: before }} />
              {shown.map((virtual) => {
                const row = rows[virtual.index]!;
                return (
                  <BudgetRow
                    key={row.item.id}
                    measureRef={virtualizer.measureElement}
                    index={virtual.index}
                    item={row.item}
                    actualCost={costs ? (costs.get(row.item.id)?.actualCost ?? '0.00') : undefined}
                    committedCost={costs ? (costs.get(row.item.id)?.committedCost ?? '0.00') : undefined}
                    isFirst={row.isFirst}
                    isLast={row.isLast}
                    handlers={handlers}
                  />
                );
              })}
              <div aria-hidden="true" style={{ height: after }} />
            </>
          )}
        </div>
        <div role="rowgroup" className="border-slate-300 border-t-2 bg-slate-50 font-semibold text-slate-900">
          <div
            role="row"
            aria-rowindex={rows.length + 2}
            data-testid="budget-totals"
            className={budgetGridColumns}
          >
            <div role="rowheader" className={cn(stickyItemCell, 'bg-slate-50 px-3 py-2.5 text-left')}>
              {t('budget:projectTotals')}
            </div>
            <div role="cell" className={moneyCell} />
            <div role="cell" className={moneyCell} />
            <div role="cell" className={moneyCell} />
            <div role="cell" className={moneyCell}>
              {formatMoney(totals.budgetedCost)}
            </div>
            <ActualCostCell budgeted={totals.budgetedCost} actual={actuals?.totalActual} />
            <CommittedCostCell committed={actuals?.totalCommitted} />
            <div role="cell" className={moneyCell}>
              {formatMoney(totals.totalPrice)}
            </div>
            <div role="cell" className={moneyCell}>
              {formatPercent(totals.markup)}
            </div>
            <div role="cell" className={moneyCell}>
              {formatPercent(totals.margin)}
            </div>
            <div role="cell" />
          </div>
        </div>
      </div>
      {actuals && Number(actuals.unassigned) !== 0 ? (
        <p className="border-slate-200 border-t px-3 py-2 text-slate-600 text-xs">
          {t('budget:unassigned', { amount: formatMoney(actuals.unassigned) })}
        </p>
      ) : null}
    </Card>
  );
});

/** Placeholder rows while the budget loads. */
export function BudgetTableSkeleton() {
  return (
    <Card className="grid gap-2 p-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('budget:loading')}
      </span>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-9" />
      ))}
    </Card>
  );
}

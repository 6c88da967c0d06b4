// biome-ignore-all lint/a11y/useSemanticElements: grid rows, not <tr>, so the table can show only the rows near the window (budget-grid.ts).
// biome-ignore-all lint/a11y/useFocusableInteractive: rows of a static table (role table, not grid) are not interactive.
import '#domain/messages/load/budget';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { budgetUsage } from '#domain/budget-usage';
import type { BudgetLineItem } from '#domain/contracts/budget';
import { formatMoney, formatPercent, formatQuantity } from '#domain/format';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { budgetToneClasses } from '../budget-tone';
import { budgetGridColumns, moneyCell, stickyItemCell } from './budget-grid';
import { BudgetRowActions, type BudgetRowHandlers } from './budget-row-actions';

type BudgetRowProps = {
  /** The table's virtualizer measures each row it shows (data-index tells it which). */
  measureRef: (element: Element | null) => void;
  /** Position among the table's visible rows, from 0. */
  index: number;
  item: BudgetLineItem;
  /** Spent against the line (a group: its descendants); undefined while the figures load. */
  actualCost: string | undefined;
  /** Still owed on the line's open purchase orders; undefined while the figures load. */
  committedCost: string | undefined;
  isFirst: boolean;
  isLast: boolean;
  handlers: BudgetRowHandlers;
};

/**
 * One line of the budget table. Memoized: a toggle or an edit replaces only the changed item's object, so the
 * other rows keep their props and skip rendering.
 */
export const BudgetRow = memo(function BudgetRow({
  measureRef,
  index,
  item,
  actualCost,
  committedCost,
  isFirst,
  isLast,
  handlers,
}: BudgetRowProps) {
  const isGroup = item.type === 'group';
  return (
    <div
      ref={measureRef}
      role="row"
      data-index={index}
      // After the header row (1).
      aria-rowindex={index + 2}
      data-testid="budget-row"
      data-item-id={item.id}
      data-depth={item.depth}
      className={cn(
        budgetGridColumns,
        'border-slate-100 border-b',
        isGroup ? 'bg-slate-50 font-medium' : 'bg-white',
      )}
    >
      <div
        role="cell"
        className={cn(stickyItemCell, 'min-w-0 bg-inherit py-2 pr-3')}
        style={{ paddingLeft: `${0.5 + item.depth * 1.5}rem` }}
      >
        <div className="flex items-start gap-1">
          {isGroup && item.childCount > 0 ? (
            <button
              type="button"
              data-testid="budget-toggle"
              aria-expanded={item.isExpanded}
              aria-label={t(item.isExpanded ? 'budget:rowActions.collapse' : 'budget:rowActions.expand', {
                name: item.name,
              })}
              className="rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
              onClick={() => handlers.toggle(item)}
            >
              {item.isExpanded ? (
                <ChevronDown className="size-4" aria-hidden="true" />
              ) : (
                <ChevronRight className="size-4" aria-hidden="true" />
              )}
            </button>
          ) : (
            <span className="w-5 shrink-0" />
          )}
          <div className="min-w-0 pt-px">
            <div className={cn('text-slate-900', isGroup && 'font-semibold')}>
              {item.name}
              {item.isAllowance ? (
                <span className="ml-2 rounded border border-slate-300 px-1.5 py-0.5 font-medium text-slate-700 text-xs">
                  {t('budget:allowance')}
                </span>
              ) : null}
            </div>
            {item.description && !isGroup ? (
              <div className="truncate text-slate-500 text-xs" title={item.description}>
                {item.description}
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <div role="cell" className={moneyCell}>
        {isGroup ? '' : formatQuantity(item.quantity)}
      </div>
      <div role="cell" className={moneyCell}>
        {isGroup ? '' : formatMoney(item.unitCost)}
      </div>
      <div role="cell" className={moneyCell}>
        {isGroup ? '' : formatMoney(item.unitPrice)}
      </div>
      <div role="cell" className={moneyCell}>
        {formatMoney(item.totalCost)}
      </div>
      <ActualCostCell budgeted={item.totalCost} actual={actualCost} />
      <CommittedCostCell committed={committedCost} />
      <div role="cell" className={moneyCell}>
        {formatMoney(item.totalPrice)}
      </div>
      <div role="cell" className={moneyCell}>
        {formatPercent(item.markup)}
      </div>
      <div role="cell" className={moneyCell}>
        {formatPercent(item.margin)}
      </div>
      <div role="cell" className="px-2 py-1.5 text-right">
        <BudgetRowActions item={item} isFirst={isFirst} isLast={isLast} handlers={handlers} />
      </div>
    </div>
  );
});

/** Actual Cost next to Total Cost, coloured by how much of the line's budget is left. */
export function ActualCostCell({ budgeted, actual }: { budgeted: string; actual: string | undefined }) {
  if (actual === undefined) return <div role="cell" className={moneyCell} />;
  const usage = budgetUsage(budgeted, actual);
  const spent = Number(actual) !== 0;
  return (
    <div
      role="cell"
      data-testid="actual-cost"
      data-tone={spent ? usage.tone : undefined}
      title={
        spent
          ? t('budget:usage', { percent: usage.usedPercent, remaining: formatMoney(usage.remaining) })
          : undefined
      }
      className={cn(moneyCell, spent ? budgetToneClasses[usage.tone].text : 'text-slate-500')}
    >
      {formatMoney(actual)}
    </div>
  );
}

/** Committed next to Actual Cost: what open purchase orders still owe on the line (decision 0268). */
export function CommittedCostCell({ committed }: { committed: string | undefined }) {
  return (
    <div
      role="cell"
      data-testid="committed-cost"
      title={committed === undefined ? undefined : t('budget:committedHint')}
      className={cn(moneyCell, committed !== undefined && Number(committed) === 0 && 'text-slate-500')}
    >
      {committed === undefined ? '' : formatMoney(committed)}
    </div>
  );
}

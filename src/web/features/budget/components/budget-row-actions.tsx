import '#domain/messages/load/budget';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import type { BudgetLineItem } from '#domain/contracts/budget';
import { type RowAction, RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';

/** What a row can ask the page to do; one stable object for all rows, so rows do not re-render for it. */
export type BudgetRowHandlers = {
  toggle: (item: BudgetLineItem) => void;
  addChild: (item: BudgetLineItem) => void;
  edit: (item: BudgetLineItem) => void;
  move: (item: BudgetLineItem, direction: -1 | 1) => void;
  remove: (item: BudgetLineItem) => void;
};

type BudgetRowActionsProps = {
  item: BudgetLineItem;
  isFirst: boolean;
  isLast: boolean;
  handlers: BudgetRowHandlers;
};

/**
 * The row's menu: Add Item (groups), Edit, Move Up, Move Down (within the parent), Delete. The shared row actions
 * menu, so its Radix code loads on the first press of a '...' button, not with the budget page.
 */
export function BudgetRowActions({ item, isFirst, isLast, handlers }: BudgetRowActionsProps) {
  const actions: RowAction[] = [
    {
      label: t('budget:rowActions.addItem'),
      icon: Plus,
      hidden: item.type !== 'group',
      onSelect: () => handlers.addChild(item),
    },
    { label: t('common:edit'), icon: Pencil, onSelect: () => handlers.edit(item) },
    {
      label: t('budget:rowActions.moveUp'),
      icon: ArrowUp,
      disabled: isFirst,
      onSelect: () => handlers.move(item, -1),
    },
    {
      label: t('budget:rowActions.moveDown'),
      icon: ArrowDown,
      disabled: isLast,
      onSelect: () => handlers.move(item, 1),
    },
    { label: t('common:delete'), icon: Trash2, destructive: true, onSelect: () => handlers.remove(item) },
  ];
  return <RowActionsMenu name={item.name} actions={actions} className="size-8" />;
}

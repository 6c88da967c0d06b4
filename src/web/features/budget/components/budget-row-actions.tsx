import '#domain/messages/load/budget';
import { ArrowDown, ArrowUp, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import type { BudgetLineItem } from '#domain/contracts/budget';
import { Button } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
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

/** The row's menu: Add Item (groups), Edit, Move Up, Move Down (within the parent), Delete. */
export function BudgetRowActions({ item, isFirst, isLast, handlers }: BudgetRowActionsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('budget:rowActions.menu', { name: item.name })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-40">
        {item.type === 'group' ? (
          <DropdownMenuItem onSelect={() => handlers.addChild(item)}>
            <Plus aria-hidden="true" />
            {t('budget:rowActions.addItem')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => handlers.edit(item)}>
          <Pencil aria-hidden="true" />
          {t('common:edit')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isFirst} onSelect={() => handlers.move(item, -1)}>
          <ArrowUp aria-hidden="true" />
          {t('budget:rowActions.moveUp')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isLast} onSelect={() => handlers.move(item, 1)}>
          <ArrowDown aria-hidden="true" />
          {t('budget:rowActions.moveDown')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => handlers.remove(item)}>
          <Trash2 aria-hidden="true" />
          {t('common:delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

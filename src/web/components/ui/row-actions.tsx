import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

/** One action on a list's row: a link (`to`) or a callback; `hidden` leaves it out (a role may not do it). */
export type RowAction = {
  label: string;
  icon: LucideIcon;
  to?: string;
  onSelect?: () => void;
  /** Deleting and removing: red, and after a separator in a menu. */
  destructive?: boolean;
  hidden?: boolean;
};

type RowActionsProps = {
  /** What the row is, for screen readers: 'Actions for Linda Henderson'. */
  name: string;
  actions: RowAction[];
};

/** The row actions menu (the '...' button) of a list: its actions in order, destructive ones last. */
export function RowActionsMenu({ name, actions }: RowActionsProps) {
  const shown = actions.filter((action) => !action.hidden);
  const plain = shown.filter((action) => !action.destructive);
  const destructive = shown.filter((action) => action.destructive);
  // Nothing this user may do on the row: no empty menu.
  if (shown.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('common:actionsFor', { name })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48">
        {plain.map((action) => (
          <RowActionItem key={action.label} action={action} />
        ))}
        {destructive.length > 0 && plain.length > 0 ? <DropdownMenuSeparator /> : null}
        {destructive.map((action) => (
          <RowActionItem key={action.label} action={action} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function RowActionItem({ action }: { action: RowAction }) {
  const Icon = action.icon;
  if (action.to) {
    return (
      <DropdownMenuItem asChild destructive={action.destructive}>
        <Link to={action.to}>
          <Icon aria-hidden="true" />
          {action.label}
        </Link>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem destructive={action.destructive} onSelect={action.onSelect}>
      <Icon aria-hidden="true" />
      {action.label}
    </DropdownMenuItem>
  );
}

const tones = {
  plain: undefined,
  success: 'hover:bg-green-50 hover:text-green-700',
  destructive: 'hover:bg-destructive-soft hover:text-destructive',
} as const;

/** One icon button of a row: `label` is its whole accessible name ('Edit Demolition', 'Move Framing up'). */
export type RowButtonAction = {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  tone?: keyof typeof tones;
  disabled?: boolean;
  hidden?: boolean;
};

/** A row's few actions as small icon buttons (reorder, complete, edit, delete). */
export function RowActionButtons({ actions }: { actions: RowButtonAction[] }) {
  return (
    <div className="flex items-center justify-end gap-1">
      {actions
        .filter((action) => !action.hidden)
        .map(({ label, icon: Icon, onSelect, tone = 'plain', disabled }) => (
          <Button
            key={label}
            variant="ghost"
            size="icon"
            className={cn('size-8', tones[tone])}
            aria-label={label}
            disabled={disabled}
            onClick={onSelect}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
    </div>
  );
}

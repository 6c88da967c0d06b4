import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';
import { Button } from './button';

// The menu itself (Radix Menu and its positioning, about 15 KB) loads on the first press of a '...' button, not
// with every list.
const RowActionsDropdown = lazy(() => import('./row-actions-dropdown'));

/** One action on a list's row: a link (`to`) or a callback; `hidden` leaves it out (a role may not do it). */
export type RowAction = {
  label: string;
  icon: LucideIcon;
  to?: string;
  onSelect?: () => void;
  /** Deleting and removing: red, and after a separator in a menu. */
  destructive?: boolean;
  hidden?: boolean;
  /** Shown but not available here (the first row's Move Up). */
  disabled?: boolean;
};

type RowActionsProps = {
  /** What the row is, for screen readers: 'Actions for Linda Henderson'. */
  name: string;
  actions: RowAction[];
  /** The button's whole accessible name where it is not 'Actions for {name}'. */
  label?: string;
  /** Placement of the button in its card (the dashboard's project cards). */
  className?: string;
};

/**
 * The row actions menu (the '...' button) of a list: its actions in order, destructive ones last. Until first
 * pressed the button is a plain one; the press loads the menu, which opens at once (row-actions-dropdown.tsx).
 */
export function RowActionsMenu({ name, actions, label, className }: RowActionsProps) {
  const [wanted, setWanted] = useState<{ byKeyboard: boolean } | null>(null);
  const shown = actions.filter((action) => !action.hidden);
  // Nothing this user may do on the row: no empty menu.
  if (shown.length === 0) return null;
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label ?? t('common:actionsFor', { name })}
      aria-haspopup="menu"
      className={className}
      // detail 0: a click made by Enter or Space, after which the menu's first item takes focus, as Radix does.
      onClick={wanted ? undefined : (event) => setWanted({ byKeyboard: event.detail === 0 })}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <RowActionsDropdown trigger={trigger} actions={shown} openedByKeyboard={wanted.byKeyboard} />
    </Suspense>
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

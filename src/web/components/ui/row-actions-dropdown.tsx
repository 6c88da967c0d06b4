import type { ReactElement } from 'react';
import { Link } from '#web/lib/router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import type { RowAction } from './row-actions';

type Props = { trigger: ReactElement; actions: RowAction[]; openedByKeyboard: boolean };

/** The row actions menu once loaded (row-actions.tsx): it opens as it mounts, since a press asked for it. */
export default function RowActionsDropdown({ trigger, actions, openedByKeyboard }: Props) {
  const plain = actions.filter((action) => !action.destructive);
  const destructive = actions.filter((action) => action.destructive);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48" ref={openedByKeyboard ? focusFirstItem : undefined}>
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

/**
 * Radix puts focus on the first item when a key opened the menu. This first opening came from the plain button,
 * before the menu listened to keys, so it is done here, after Radix has focused the menu itself.
 */
function focusFirstItem(content: HTMLDivElement | null) {
  if (content) setTimeout(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus(), 0);
}

function RowActionItem({ action }: { action: RowAction }) {
  const Icon = action.icon;
  if (action.to) {
    return (
      <DropdownMenuItem asChild destructive={action.destructive} disabled={action.disabled}>
        <Link to={action.to}>
          <Icon aria-hidden="true" />
          {action.label}
        </Link>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem destructive={action.destructive} disabled={action.disabled} onSelect={action.onSelect}>
      <Icon aria-hidden="true" />
      {action.label}
    </DropdownMenuItem>
  );
}

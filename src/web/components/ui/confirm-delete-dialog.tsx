import { lazy, type ReactNode, Suspense } from 'react';
import { useDialogOpener } from '../../lib/focus-return';
import { useOpenedOnce } from '../../lib/opened-once';

export type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The thing deleted, as the sentence reads it: 'project', 'customer', ... */
  item: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Replaces the generic sentence where the product words it differently (docs/product.md) (tasks, budget groups). */
  description?: ReactNode;
  /** The confirming button's words where the action is not a delete ('Revoke'), and its pending text. */
  confirmLabel?: string;
  pendingLabel?: string;
};

// Nearly every list has a delete; its question (Radix AlertDialog, focus trap, scroll lock: about 20 KB) loads
// when one is first asked, not with the list.
const ConfirmDeleteDialogBody = lazy(() => import('./confirm-delete-dialog-body'));

/** The generic delete confirmation (docs/product.md#errors-and-messages). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  // Noted as `open` turns true, while the menu item that opened it is still on the page.
  const opened = useDialogOpener(props.open);
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteDialogBody {...props} opened={opened} />
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';

type ConfirmDeleteDialogProps = {
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

/** The generic delete confirmation (docs/product.md#errors-and-messages). */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  item,
  onConfirm,
  pending = false,
  description,
  confirmLabel = t('common:delete'),
  pendingLabel = t('common:deleting'),
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog
      open={open}
      // Keep the dialog up while the delete runs so the pending label stays visible.
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('common:confirmDelete.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {description ?? t('common:confirmDelete.description', { item })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('common:cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action would close before the call finishes. */}
          <Button variant="destructive" onClick={onConfirm} loading={pending} loadingText={pendingLabel}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

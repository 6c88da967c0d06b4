import { t } from '#web/lib/i18n';
import type { Opened } from '../../lib/focus-return';
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
import type { ConfirmDeleteDialogProps } from './confirm-delete-dialog';

/** The delete confirmation's dialog, loaded when it first opens (confirm-delete-dialog.tsx). */
export default function ConfirmDeleteDialogBody({
  open,
  onOpenChange,
  item,
  onConfirm,
  pending = false,
  description,
  confirmLabel = t('common:delete'),
  pendingLabel = t('common:deleting'),
  opened,
}: ConfirmDeleteDialogProps & { opened: Opened | undefined }) {
  return (
    <AlertDialog
      open={open}
      opened={opened}
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

import '#domain/messages/load/admin';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { t } from '#web/lib/i18n';
import { useDeleteAdminUser } from '../api';

type DeleteUserDialogProps = {
  /** The user to delete; null closes the dialog. */
  userId: number | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** The application's delete confirmation for a user (never oneself or a system administrator: not offered). */
export function DeleteUserDialog({ userId, onClose, onDeleted }: DeleteUserDialogProps) {
  const remove = useDeleteAdminUser();
  return (
    <ConfirmDeleteDialog
      open={userId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      item={t('admin:users.item')}
      pending={remove.isPending}
      onConfirm={() => {
        if (userId === null) return;
        remove.mutate(userId, { onSuccess: () => onDeleted?.(), onSettled: onClose });
      }}
    />
  );
}

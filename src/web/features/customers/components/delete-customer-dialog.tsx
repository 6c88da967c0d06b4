import '#domain/messages/load/customers';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { t } from '#web/lib/i18n';
import { useDeleteCustomer } from '../api';

type DeleteCustomerDialogProps = {
  companyId: number;
  /** The customer to delete; null closes the dialog. */
  customerId: number | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** The generic delete confirmation for a customer (admins and managers only; the caller decides). */
export function DeleteCustomerDialog({
  companyId,
  customerId,
  onClose,
  onDeleted,
}: DeleteCustomerDialogProps) {
  const remove = useDeleteCustomer(companyId);
  return (
    <ConfirmDeleteDialog
      open={customerId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      item={t('customers:item')}
      pending={remove.isPending}
      onConfirm={() => {
        if (customerId === null) return;
        remove.mutate(customerId, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
          // The toast says it failed; the dialog closes so the list is usable again.
          onError: onClose,
        });
      }}
    />
  );
}

import '#domain/messages/load/vendors';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { t } from '#web/lib/i18n';
import { useDeleteVendor } from '../api';

type DeleteVendorDialogProps = {
  /** The vendor to delete; null closes the dialog. */
  vendorId: number | null;
  onClose: () => void;
};

/** A vendor's delete confirmation dialog (docs/product.md#vendors): admins and managers only; the caller decides. */
export function DeleteVendorDialog({ vendorId, onClose }: DeleteVendorDialogProps) {
  const remove = useDeleteVendor();
  return (
    <ConfirmDeleteDialog
      open={vendorId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      item={t('vendors:item')}
      pending={remove.isPending}
      onConfirm={() => {
        if (vendorId === null) return;
        // The toast says whether it worked; either way the dialog closes so the list is usable again.
        remove.mutate(vendorId, { onSettled: onClose });
      }}
    />
  );
}

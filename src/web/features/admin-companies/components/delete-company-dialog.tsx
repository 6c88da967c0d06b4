import '#domain/messages/load/admin';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { t } from '#web/lib/i18n';
import { useDeleteCompany } from '../api';

type DeleteCompanyDialogProps = {
  /** The company to delete; null closes the dialog. */
  company: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** The application's delete confirmation for a company, which says what goes with it. */
export function DeleteCompanyDialog({ company, onClose, onDeleted }: DeleteCompanyDialogProps) {
  const remove = useDeleteCompany();
  return (
    <ConfirmDeleteDialog
      open={company !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      item={t('admin:companies.item')}
      description={company ? t('admin:companies.deleteDescription', { name: company.name }) : undefined}
      pending={remove.isPending}
      onConfirm={() => {
        if (company === null) return;
        remove.mutate(company.id, {
          onSuccess: () => onDeleted?.(),
          onSettled: onClose,
        });
      }}
    />
  );
}

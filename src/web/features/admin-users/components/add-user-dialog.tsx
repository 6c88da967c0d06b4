import '#domain/messages/load/admin';
import { adminUserForm } from '#domain/contracts/admin';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { useCreateAdminUser } from '../api';
import { AdminUserFields, createUserBodyOf, newUserDefaults } from './admin-user-fields';

type AddUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add User (docs/product.md#administration): its rules and messages, the company select with No Company (a
 * company's own Add User is a page: company-new-user-page).
 */
export function AddUserDialog({ open, onOpenChange }: AddUserDialogProps) {
  const create = useCreateAdminUser();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[600px]"
      title={t('admin:users.add')}
      description={t('admin:users.addDescription')}
      schema={adminUserForm}
      defaultValues={newUserDefaults()}
      submitLabel={t('admin:users.add')}
      pendingLabel={t('admin:adding')}
      onSubmit={(values) => create.mutateAsync(createUserBodyOf(values))}
    >
      <AdminUserFields />
    </FormDialog>
  );
}

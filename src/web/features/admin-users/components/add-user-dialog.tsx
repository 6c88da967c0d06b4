import { adminUserForm } from '../../../../domain/contracts/admin';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useCreateAdminUser } from '../api';
import { AdminUserFields, createUserBodyOf, newUserDefaults } from './admin-user-fields';

type AddUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company chosen at first (a company's users list); No Company otherwise. */
  companyId?: number | null;
};

/** Add User (spec part 2): the spec's rules and messages, the company select with No Company. */
export function AddUserDialog({ open, onOpenChange, companyId = null }: AddUserDialogProps) {
  const create = useCreateAdminUser();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[600px]"
      title="Add User"
      description="Create an account and tell its owner the password."
      schema={adminUserForm}
      defaultValues={newUserDefaults(companyId)}
      submitLabel="Add User"
      pendingLabel="Adding..."
      onSubmit={(values) => create.mutateAsync(createUserBodyOf(values))}
    >
      <AdminUserFields />
    </FormDialog>
  );
}

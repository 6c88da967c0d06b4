import '#domain/messages/load/admin';
import { useController, useFormContext } from 'react-hook-form';
import { type AdminCreateUserBody, type AdminUserForm, adminUserForm } from '#domain/contracts/admin';
import { emptyFormValues } from '#domain/contracts/form-values';
import { userRoles } from '#domain/enums';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { CompanySelect } from '../../admin-companies/components/company-select';
import { adminRoleLabels } from './admin-role-badge';

export const roleOptions = userRoles.map((role) => ({ value: role, label: adminRoleLabels[role] }));

/** The Add User form's starting values: role employee, not a system administrator (docs/product.md#administration). */
export function newUserDefaults(companyId: number | null = null): AdminUserForm {
  return {
    ...emptyFormValues(adminUserForm),
    companyId: companyId === null ? '' : String(companyId),
    role: 'employee',
  };
}

/** The form's values as the request: the select's '' is No Company (null). */
export function createUserBodyOf(values: {
  username: string;
  email?: string | undefined;
  password: string;
  companyId: string;
  role: AdminCreateUserBody['role'];
  isAdmin: boolean;
}): AdminCreateUserBody {
  return {
    ...values,
    email: values.email ?? '',
    companyId: values.companyId ? Number(values.companyId) : null,
  };
}

/** The company: No Company, or any company found by its name or e-mail. */
export function CompanySelectField({ name = 'companyId' }: { name?: string }) {
  // Not a Controller element: FormField hands its id and aria attributes to its direct child.
  const { field, fieldState } = useController({ name });
  return (
    <FormField label={t('admin:users.fields.company')} error={fieldState.error?.message}>
      <CompanySelect
        value={field.value ?? ''}
        noneLabel={t('admin:users.noCompany')}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

/** 'System administrator': every company and the administration area. */
export function SystemAdminField() {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 text-slate-800 text-sm">
      <input type="checkbox" className="size-4 accent-primary" {...register('isAdmin')} />
      {t('admin:users.fields.systemAdmin')}
    </label>
  );
}

/** The Add User fields (dialog and page): username, email, password, company, role, system administrator. */
export function AdminUserFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="username" label={t('admin:users.fields.username')}>
          <Input autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="email" label={t('admin:users.fields.email')}>
          <Input type="email" autoComplete="off" />
        </FormDialogField>
      </div>
      <FormDialogField
        name="password"
        label={t('admin:users.fields.password')}
        hint={t('admin:users.fields.passwordHint')}
      >
        <Input type="password" autoComplete="new-password" />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanySelectField />
        <FormDialogField name="role" label={t('admin:users.fields.role')}>
          <Select options={roleOptions} />
        </FormDialogField>
      </div>
      <SystemAdminField />
    </>
  );
}

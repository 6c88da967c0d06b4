import '#domain/messages/load/admin';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminUpdateUserBody, type AdminUserDetail, adminEditUserForm } from '#domain/contracts/admin';
import { formValuesOf } from '#domain/contracts/form-values';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useContractForm } from '#web/lib/contract-form';
import { useEditedVersion } from '#web/lib/edited-version';
import { t } from '#web/lib/i18n';
import { CompanySelectField, roleOptions, SystemAdminField } from './admin-user-fields';

type Values = z.output<typeof adminEditUserForm>;

/** Only what changed goes in the PATCH; the select's '' is No Company (null). */
function changesOf(user: AdminUserDetail, values: Values): AdminUpdateUserBody {
  const next: AdminUpdateUserBody = {
    ...values,
    email: values.email ?? '',
    companyId: values.companyId ? Number(values.companyId) : null,
  };
  const before: Record<string, unknown> = {
    ...user,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== before[key]),
  ) as AdminUpdateUserBody;
}

type EditUserFormProps = {
  user: AdminUserDetail;
  /** Editing oneself: no Active switch and no giving up one's own system administration. */
  isSelf: boolean;
  /** Saves the changes as an edit of `version`, the version of the user the form's values came from. */
  onSave: (changes: AdminUpdateUserBody, version: string | undefined) => Promise<AdminUserDetail>;
  onCancel: () => void;
};

/** The user page's form (/admin/users/{id}): profile, company, role, system administration and Active. */
export function EditUserForm({ user, isSelf, onSave, onCancel }: EditUserFormProps) {
  const [version, setVersion] = useEditedVersion(user.version);
  const { form, onSubmit, pending } = useContractForm({
    schema: adminEditUserForm,
    // The company is the select's text: its id, or '' for No Company.
    defaultValues: formValuesOf(adminEditUserForm, user),
    save: async (values) => {
      const changes = changesOf(user, values);
      if (Object.keys(changes).length > 0) setVersion((await onSave(changes, version)).version);
    },
    // What was saved is the form's new starting point: leaving now loses nothing.
    afterSave: 'saved',
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('admin:users.edit.profile')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormDialogField name="firstName" label={t('admin:users.fields.firstName')}>
              <Input autoComplete="off" />
            </FormDialogField>
            <FormDialogField name="lastName" label={t('admin:users.fields.lastName')}>
              <Input autoComplete="off" />
            </FormDialogField>
            <FormDialogField name="username" label={t('admin:users.fields.username')}>
              <Input autoComplete="off" />
            </FormDialogField>
            <FormDialogField name="email" label={t('admin:users.fields.email')}>
              <Input type="email" autoComplete="off" />
            </FormDialogField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('admin:users.edit.access')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <CompanySelectField />
            <FormDialogField name="role" label={t('admin:users.fields.role')}>
              <Select options={roleOptions} />
            </FormDialogField>
            <div className="grid gap-3 sm:col-span-2">
              {isSelf ? null : <SystemAdminField />}
              {isSelf ? null : (
                <label className="flex items-center gap-2 text-slate-800 text-sm">
                  <input type="checkbox" className="size-4 accent-primary" {...form.register('isActive')} />
                  {t('admin:users.fields.active')}
                </label>
              )}
            </div>
          </CardContent>
        </Card>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={pending} loadingText={t('common:saving')}>
            {t('common:saveChanges')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

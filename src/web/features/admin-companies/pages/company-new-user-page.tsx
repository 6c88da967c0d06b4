import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { type AdminUserForm, adminUserForm } from '#domain/contracts/admin';
import type { Company } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card, CardContent } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { applyServerFieldErrors } from '#web/lib/form-errors';
import { useUnsavedChangesPrompt } from '#web/lib/unsaved-changes';
import { useCreateAdminUser } from '../../admin-users/api';
import {
  AdminUserFields,
  createUserBodyOf,
  newUserDefaults,
} from '../../admin-users/components/admin-user-fields';
import { CompanyPageFrame } from '../components/company-page-frame';

const FIELDS = ['username', 'email', 'password', 'companyId', 'role'] as const;

function NewCompanyUser({ company }: { company: Company }) {
  const navigate = useNavigate();
  const create = useCreateAdminUser();
  const form = useForm<AdminUserForm, unknown, z.output<typeof adminUserForm>>({
    resolver: zodResolver(adminUserForm),
    mode: 'onTouched',
    defaultValues: newUserDefaults(company.id),
  });
  // Not while saving: the company's page opens once the user is added.
  useUnsavedChangesPrompt(form.formState.isDirty && !form.formState.isSubmitting);
  const back = href('/admin/companies/:id', { id: company.id });
  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await create.mutateAsync(createUserBodyOf(values));
      // Back to where the new user is listed: their company, or the users list when moved elsewhere.
      navigate(
        user.companyId === null ? href('/admin/users') : href('/admin/companies/:id', { id: user.companyId }),
      );
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <>
      <PageHeader title="Add User" description={`A new account in ${company.name}`} />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="grid max-w-3xl gap-6">
          <Card>
            <CardContent className="grid gap-4 pt-5">
              <AdminUserFields />
            </CardContent>
          </Card>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => navigate(back)}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} loadingText="Adding...">
              Add User
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );
}

/** /admin/companies/{id}/users/new: the Add User form with the company chosen. */
export default function CompanyNewUserPage() {
  return (
    <CompanyPageFrame backToCompany>{(company) => <NewCompanyUser company={company} />}</CompanyPageFrame>
  );
}

import '#domain/messages/load/admin';
import { FormProvider } from 'react-hook-form';
import { adminUserForm } from '#domain/contracts/admin';
import type { Company } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card, CardContent } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { useContractForm } from '#web/lib/contract-form';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
import { useCreateAdminUser } from '../../admin-users/api';
import {
  AdminUserFields,
  createUserBodyOf,
  newUserDefaults,
} from '../../admin-users/components/admin-user-fields';
import { CompanyPageFrame } from '../components/company-page-frame';

function NewCompanyUser({ company }: { company: Company }) {
  const navigate = useNavigate();
  const create = useCreateAdminUser();
  const back = href('/admin/companies/:id', { id: company.id });
  // The company's page opens once the user is added (while the save runs, so nothing is left unsaved).
  const { form, onSubmit, pending } = useContractForm({
    schema: adminUserForm,
    defaultValues: newUserDefaults(company.id),
    save: async (values) => {
      const user = await create.mutateAsync(createUserBodyOf(values));
      // Back to where the new user is listed: their company, or the users list when moved elsewhere.
      navigate(
        user.companyId === null ? href('/admin/users') : href('/admin/companies/:id', { id: user.companyId }),
      );
    },
  });
  return (
    <>
      <PageHeader
        title={t('admin:users.add')}
        description={t('admin:companies.newUser.description', { name: company.name })}
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
          <Card>
            <CardContent className="grid gap-4 pt-5">
              <AdminUserFields />
            </CardContent>
          </Card>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => navigate(back)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={pending} loadingText={t('admin:adding')}>
              {t('admin:users.add')}
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

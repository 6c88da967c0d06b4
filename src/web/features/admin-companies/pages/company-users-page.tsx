import '#domain/messages/load/admin';
import { Card } from '#web/components/ui/card';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { adminUsersQuery } from '../../admin-users/api';
import { AdminUsersTable } from '../../admin-users/components/admin-users-table';
import { adminUsersListState } from '../../admin-users/list-state';
import { CompanyPageFrame } from '../components/company-page-frame';
import { AddCompanyUserLink } from '../components/company-users-tab';

function CompanyUsers({ companyId, name }: { companyId: number; name: string }) {
  const list = usePagedList(adminUsersListState, (state) => adminUsersQuery(state, companyId));
  return (
    <>
      <PageHeader
        title={t('admin:companies.users.title', { name })}
        description={t('admin:companies.users.description')}
        actions={<AddCompanyUserLink companyId={companyId} />}
      />
      <Card>
        <AdminUsersTable
          rows={list.rows}
          query={list.query}
          showCompany={false}
          search={list.state.search}
          emptyAction={<AddCompanyUserLink companyId={companyId} />}
          toolbar={
            <ListSearch
              label={t('admin:users.search')}
              placeholder={t('admin:users.searchPlaceholder')}
              {...list.search}
            />
          }
          footer={<ListPager inCard noun={t('admin:users.noun')} {...list.pager} />}
        />
      </Card>
    </>
  );
}

/** /admin/companies/{id}/users: the users of one company. */
export default function CompanyUsersPage() {
  return (
    <CompanyPageFrame backToCompany>
      {(company) => <CompanyUsers companyId={company.id} name={company.name} />}
    </CompanyPageFrame>
  );
}

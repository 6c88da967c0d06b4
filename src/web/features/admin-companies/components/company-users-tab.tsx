import '#domain/messages/load/admin';
import { useQuery } from '@tanstack/react-query';
import { List, UserPlus } from 'lucide-react';
import * as v from 'valibot';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ListPager } from '#web/components/ui/list-controls';
import { t } from '#web/lib/i18n';
import { pageParam } from '#web/lib/list-state';
import { Link } from '#web/lib/router';
import { useUrlState } from '#web/lib/url-state';
import { adminUsersQuery } from '../../admin-users/api';
import { AdminUsersTable } from '../../admin-users/components/admin-users-table';

export function AddCompanyUserLink({ companyId }: { companyId: number }) {
  return (
    <Button asChild size="sm">
      <Link to={href('/admin/companies/:id/users/new', { id: companyId })}>
        <UserPlus aria-hidden="true" />
        {t('admin:users.add')}
      </Link>
    </Button>
  );
}

/** The tab's page, in the address as `page` (the company page drops it when another tab opens). */
const tabPageState = v.object({ page: pageParam });

/** The company detail's Users tab: the company's users with the users list's menu. */
export function CompanyUsersTab({ companyId }: { companyId: number }) {
  const [{ page }, setState] = useUrlState(tabPageState);
  const users = useQuery(adminUsersQuery({ search: '', page }, companyId));
  const rows = users.data?.data ?? [];
  return (
    <Card>
      <AdminUsersTable
        rows={rows}
        query={users}
        showCompany={false}
        emptyAction={<AddCompanyUserLink companyId={companyId} />}
        toolbar={
          <div className="flex flex-wrap justify-end gap-2 border-slate-200 border-b p-3">
            <Button asChild size="sm" variant="outline">
              <Link to={href('/admin/companies/:id/users', { id: companyId })}>
                <List aria-hidden="true" />
                {t('admin:companies.allUsers')}
              </Link>
            </Button>
            <AddCompanyUserLink companyId={companyId} />
          </div>
        }
        footer={
          <ListPager
            inCard
            noun={t('admin:users.noun')}
            page={page}
            shown={rows.length}
            total={users.data?.total ?? 0}
            onPageChange={(next) => setState({ page: next })}
          />
        }
      />
    </Card>
  );
}

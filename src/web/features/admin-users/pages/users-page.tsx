import '#domain/messages/load/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { adminUsersQuery } from '../api';
import { AddUserDialog } from '../components/add-user-dialog';
import { AdminUsersTable } from '../components/admin-users-table';
import { adminUsersListState } from '../list-state';

/** /admin/users: every user of every company, searched and paged on the server. */
export default function UsersPage() {
  const list = usePagedList(adminUsersListState, (state) => adminUsersQuery(state));
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t('admin:users.add')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('admin:users.title')}
        description={t('admin:users.description')}
        actions={addButton}
      />
      <Card>
        <AdminUsersTable
          rows={list.rows}
          query={list.query}
          showCompany
          search={list.state.search}
          emptyAction={addButton}
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
      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

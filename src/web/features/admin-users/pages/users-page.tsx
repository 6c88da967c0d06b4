import '#domain/messages/load/admin';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { usePagedList } from '#web/lib/paged-list';
import { adminUsersQuery } from '../api';
import { AdminUsersTable } from '../components/admin-users-table';
import { adminUsersListState } from '../list-state';

// The Add User form's code (form library, its rules, the company select) loads when Add User is first pressed.
const AddUserDialog = lazy(() =>
  import('../components/add-user-dialog').then((m) => ({ default: m.AddUserDialog })),
);

/** /admin/users: every user of every company, searched and paged on the server. */
export default function UsersPage() {
  const list = usePagedList(adminUsersListState, (state) => adminUsersQuery(state));
  const [adding, setAdding] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const addMounted = useOpenedOnce(adding);
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
      {addMounted ? (
        <Suspense fallback={null}>
          <AddUserDialog open={adding} onOpenChange={setAdding} />
        </Suspense>
      ) : null}
    </>
  );
}

import '#domain/messages/load/admin';
import { Building2, Eye, LogIn, Pencil, Plus, SearchX, Trash2, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Company } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { usePagedList } from '#web/lib/paged-list';
import { useNavigate } from '#web/lib/router';
import { useOpenCompany } from '../../acting-company/api';
import { companiesListQuery } from '../api';
import { companyColumns } from '../components/companies-table';
import { DeleteCompanyDialog } from '../components/delete-company-dialog';
import { companiesListState } from '../list-state';

// The company form's code (form library and its rules) loads when Add Company or Edit is first chosen.
const CompanyFormDialog = lazy(() =>
  import('../components/company-form-dialog').then((m) => ({ default: m.CompanyFormDialog })),
);

/** /admin/companies: every company, searched and paged on the server, with add, edit, open and delete. */
export default function CompaniesPage() {
  const list = usePagedList(companiesListState, companiesListQuery);
  const navigate = useNavigate();
  const openCompany = useOpenCompany();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  // Each stays mounted after its first opening so closing can animate and hand focus back.
  const addMounted = useOpenedOnce(adding);
  const editMounted = useOpenedOnce(editing !== null);

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t('admin:companies.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('admin:companies.title')}
        description={t('admin:companies.description')}
        actions={addButton}
      />
      <Card>
        <DataTable
          label={t('admin:companies.title')}
          columns={companyColumns}
          rows={list.rows}
          getRowId={(company) => company.id}
          query={list.query}
          tableFrom="lg"
          errorTitle={t('admin:companies.loadError')}
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title={t('admin:companies.noResultsTitle')}>
              {t('admin:companies.noResults', { search: list.state.search })}
            </EmptyState>
          }
          empty={
            <EmptyState icon={Building2} title={t('admin:companies.emptyTitle')} action={addButton}>
              {t('admin:companies.empty')}
            </EmptyState>
          }
          rowActions={(company) => (
            <RowActionsMenu
              name={company.name}
              actions={[
                {
                  label: t('admin:companies.actions.view'),
                  icon: Eye,
                  to: href('/admin/companies/:id', { id: company.id }),
                },
                { label: t('common:edit'), icon: Pencil, onSelect: () => setEditing(company) },
                {
                  label: t('admin:companies.actions.users'),
                  icon: Users,
                  to: href('/admin/companies/:id/users', { id: company.id }),
                },
                {
                  label: t('admin:companies.actions.open'),
                  icon: LogIn,
                  onSelect: () =>
                    openCompany.mutate(company.id, { onSuccess: () => navigate(href('/dashboard')) }),
                },
                {
                  label: t('common:delete'),
                  icon: Trash2,
                  destructive: true,
                  onSelect: () => setDeleting(company),
                },
              ]}
            />
          )}
          toolbar={
            <ListSearch
              label={t('admin:companies.search')}
              placeholder={t('admin:companies.searchPlaceholder')}
              {...list.search}
            />
          }
          footer={<ListPager inCard noun={t('admin:companies.noun')} {...list.pager} />}
        />
      </Card>

      <Suspense fallback={null}>
        {addMounted ? <CompanyFormDialog open={adding} onOpenChange={setAdding} /> : null}
        {editMounted ? (
          <CompanyFormDialog
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            company={editing}
          />
        ) : null}
      </Suspense>
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

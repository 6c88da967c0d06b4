import { Building2, Eye, LogIn, Pencil, Plus, SearchX, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Company } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { usePagedList } from '#web/lib/paged-list';
import { useOpenCompany } from '../../acting-company/api';
import { companiesListQuery, companiesListState } from '../api';
import { companyColumns } from '../components/companies-table';
import { CompanyFormDialog } from '../components/company-form-dialog';
import { DeleteCompanyDialog } from '../components/delete-company-dialog';

/** /admin/companies: every company, searched and paged on the server, with add, edit, open and delete. */
export default function CompaniesPage() {
  const list = usePagedList(companiesListState, companiesListQuery);
  const navigate = useNavigate();
  const openCompany = useOpenCompany();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      Add Company
    </Button>
  );

  return (
    <>
      <PageHeader title="Companies" description="Every company using the application" actions={addButton} />
      <Card>
        <DataTable
          label="Companies"
          columns={companyColumns}
          rows={list.rows}
          getRowId={(company) => company.id}
          query={list.query}
          tableFrom="lg"
          errorTitle="Error loading companies"
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title="No companies found">
              No companies match your search for "{list.state.search}".
            </EmptyState>
          }
          empty={
            <EmptyState icon={Building2} title="No companies yet" action={addButton}>
              Companies appear here when people register or when you add one.
            </EmptyState>
          }
          rowActions={(company) => (
            <RowActionsMenu
              name={company.name}
              actions={[
                { label: 'View', icon: Eye, to: href('/admin/companies/:id', { id: company.id }) },
                { label: 'Edit', icon: Pencil, onSelect: () => setEditing(company) },
                { label: 'Users', icon: Users, to: href('/admin/companies/:id/users', { id: company.id }) },
                {
                  label: 'Open company',
                  icon: LogIn,
                  onSelect: () =>
                    openCompany.mutate(company.id, { onSuccess: () => navigate(href('/dashboard')) }),
                },
                { label: 'Delete', icon: Trash2, destructive: true, onSelect: () => setDeleting(company) },
              ]}
            />
          )}
          toolbar={<ListSearch label="Search companies" placeholder="Search companies..." {...list.search} />}
          footer={<ListPager inCard noun="companies" {...list.pager} />}
        />
      </Card>

      <CompanyFormDialog open={adding} onOpenChange={setAdding} />
      <CompanyFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        company={editing}
      />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

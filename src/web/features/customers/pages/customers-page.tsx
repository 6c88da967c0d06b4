import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Plus, SearchX, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CustomerListItem } from '../../../../domain/contracts/customers';
import { can } from '../../../../domain/permissions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSearch, LoadMore } from '../../../components/ui/list-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUser } from '../../auth/api';
import { customersListQuery, useLinkCustomerToProject } from '../api';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { CustomersTable, CustomersTableSkeleton } from '../components/customers-table';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog';
import { LinkToProjectBanner } from '../components/link-to-project-banner';

/** A positive integer from the query string, else null. */
function idParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export default function CustomersPage() {
  const { user } = useUser();
  const companyId = user?.companyId ?? null;
  if (companyId === null) {
    return (
      <>
        <PageHeader title="Customers" description="Manage your customers and their projects" />
        <EmptyState icon={Users} title="No company">
          Customers belong to a company, and your account is not part of one.
        </EmptyState>
      </>
    );
  }
  return <CustomersList companyId={companyId} />;
}

function CustomersList({ companyId }: { companyId: number }) {
  const { user } = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToProject = idParam(params.get('linkToProject'));

  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerListItem | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const list = useInfiniteQuery({
    ...customersListQuery(companyId, debounced),
    // Keep showing the previous rows while the next search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  const link = useLinkCustomerToProject(companyId, linkToProject ?? 0);

  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const onLink = linkToProject
    ? (customer: CustomerListItem) =>
        link.mutate(customer, { onSuccess: () => navigate(`/projects/${linkToProject}`) })
    : undefined;

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      Add Customer
    </Button>
  );

  let body: ReactNode;
  if (list.isPending) {
    body = <CustomersTableSkeleton />;
  } else if (list.isError && rows.length === 0) {
    body = (
      <div className="p-4">
        <ErrorState
          title="Error loading customers"
          message={errorMessage(list.error, 'An unexpected error occurred')}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  } else if (rows.length === 0 && debounced) {
    body = (
      <EmptyState icon={SearchX} title="No customers found" className="m-4">
        No customers match your search for "{debounced}".
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState icon={Users} title="No customers yet" action={addButton} className="m-4">
        Add your first customer to keep their contact details, projects, invoices and notes in one place.
      </EmptyState>
    );
  } else {
    body = (
      <CustomersTable
        rows={rows}
        canDelete={can(user, 'deleteCustomer')}
        canInvoice={can(user, 'createInvoice')}
        onEdit={setEditing}
        onDelete={(customer) => setDeletingId(customer.id)}
        onLink={onLink}
        linkingId={link.isPending ? (link.variables?.id ?? null) : null}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Customers"
        description="Manage your customers and their projects"
        actions={addButton}
      />
      {linkToProject ? <LinkToProjectBanner projectId={linkToProject} /> : null}
      <Card>
        <ListSearch
          label="Search customers"
          placeholder="Search customers..."
          value={search}
          onChange={setSearch}
          query={list}
        />
        {body}
        <LoadMore inCard shown={rows.length} total={total} noun="customers" query={list} />
      </Card>

      <CustomerFormDialog open={adding} onOpenChange={setAdding} companyId={companyId} />
      <CustomerFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        companyId={companyId}
        customer={editing}
      />
      <DeleteCustomerDialog
        companyId={companyId}
        customerId={deletingId}
        onClose={() => setDeletingId(null)}
      />
    </>
  );
}

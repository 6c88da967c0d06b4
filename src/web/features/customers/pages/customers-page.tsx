import '#domain/messages/load/customers';
import { Plus, SearchX, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { CustomerListItem, CustomerSort } from '#domain/contracts/customers';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { useNavigate, useSearchParams } from '#web/lib/router';
import { useCompanyId, useUser } from '../../auth/api';
import { customersListQuery, useLinkCustomerToProject } from '../api';
import { CustomerRowActions } from '../components/customer-row-actions';
import { customerColumns, LinkToProjectButton } from '../components/customers-table';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog';
import { customerName } from '../customer-name';
import { customersListState } from '../list-state';

// Shown only while a project is choosing its customer (?linkTo=), so it loads then.
const LinkToProjectBanner = lazy(() =>
  import('../components/link-to-project-banner').then((m) => ({ default: m.LinkToProjectBanner })),
);

// The form (and the customer's schema, with zod) loads when it is opened, not with the list.
const CustomerFormDialog = lazy(() =>
  import('../components/customer-form-dialog').then((m) => ({ default: m.CustomerFormDialog })),
);

/** A positive integer from the query string, else null. */
function idParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export default function CustomersPage() {
  const companyId = useCompanyId();
  const { user } = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToProject = idParam(params.get('linkToProject'));

  const list = usePagedList(customersListState, (state) => customersListQuery(companyId, state));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerListItem | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const link = useLinkCustomerToProject(companyId, linkToProject ?? 0);
  const linkingId = link.isPending ? (link.variables?.id ?? null) : null;

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t('customers:add')}
    </Button>
  );

  const rowActions = (customer: CustomerListItem) => (
    <>
      {linkToProject ? (
        <LinkToProjectButton
          customer={customer}
          linkingId={linkingId}
          onLink={(chosen) =>
            link.mutate(chosen, { onSuccess: () => navigate(href('/projects/:id', { id: linkToProject })) })
          }
        />
      ) : null}
      <CustomerRowActions
        customerId={customer.id}
        name={customerName(customer)}
        canDelete={can(user, 'deleteCustomer')}
        canInvoice={can(user, 'manageInvoices')}
        onEdit={() => setEditing(customer)}
        onDelete={() => setDeletingId(customer.id)}
      />
    </>
  );

  return (
    <>
      <PageHeader title={t('customers:title')} description={t('customers:description')} actions={addButton} />
      {linkToProject ? (
        <Suspense fallback={null}>
          <LinkToProjectBanner projectId={linkToProject} />
        </Suspense>
      ) : null}
      <Card>
        <DataTable
          label={t('customers:title')}
          columns={customerColumns}
          rows={list.rows}
          getRowId={(customer) => customer.id}
          query={list.query}
          rowActions={rowActions}
          actionsWidth={linkToProject ? 'w-60' : undefined}
          sort={list.state.sort}
          onSortChange={(sort) => list.setState({ sort: sort as CustomerSort })}
          errorTitle={t('customers:loadError')}
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title={t('customers:noResultsTitle')}>
              {t('customers:noResults', { search: list.state.search })}
            </EmptyState>
          }
          empty={
            <EmptyState icon={Users} title={t('customers:emptyTitle')} action={addButton}>
              {t('customers:empty')}
            </EmptyState>
          }
          toolbar={
            <ListSearch
              label={t('customers:search')}
              placeholder={t('customers:searchPlaceholder')}
              {...list.search}
            />
          }
          footer={<ListPager inCard noun={t('customers:noun')} {...list.pager} />}
        />
      </Card>

      {adding ? (
        <Suspense fallback={null}>
          <CustomerFormDialog open={adding} onOpenChange={setAdding} companyId={companyId} />
        </Suspense>
      ) : null}
      {editing !== null ? (
        <Suspense fallback={null}>
          <CustomerFormDialog
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            companyId={companyId}
            customer={editing}
          />
        </Suspense>
      ) : null}
      <DeleteCustomerDialog
        companyId={companyId}
        customerId={deletingId}
        onClose={() => setDeletingId(null)}
      />
    </>
  );
}

import '#domain/messages/load/vendors';
import { Pencil, Plus, SearchX, Trash2, Truck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Vendor, VendorSort } from '#domain/contracts/vendors';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { useUser } from '../../auth/api';
import { vendorsListQuery } from '../api';
import { DeleteVendorDialog } from '../components/delete-vendor-dialog';
import { vendorColumns } from '../components/vendors-table';
import { vendorsListState } from '../list-state';

// The form (and the vendor's schema, with zod) loads when it is opened, not with the list.
const VendorFormDialog = lazy(() =>
  import('../components/vendor-form-dialog').then((m) => ({ default: m.VendorFormDialog })),
);

/** /vendors: the company's suppliers, searched and paged on the server, with add, edit and delete. */
export default function VendorsPage() {
  const { user } = useUser();
  const list = usePagedList(vendorsListState, vendorsListQuery);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const canDelete = can(user, 'deleteVendor');

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t('vendors:add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('vendors:title')} description={t('vendors:description')} actions={addButton} />
      <Card>
        <DataTable
          label={t('vendors:title')}
          columns={vendorColumns}
          rows={list.rows}
          getRowId={(vendor) => vendor.id}
          query={list.query}
          sort={list.state.sort}
          onSortChange={(sort) => list.setState({ sort: sort as VendorSort })}
          errorTitle={t('vendors:loadError')}
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title={t('vendors:noResultsTitle')}>
              {t('vendors:noResults', { search: list.state.search })}
            </EmptyState>
          }
          empty={
            <EmptyState icon={Truck} title={t('vendors:emptyTitle')} action={addButton}>
              {t('vendors:empty')}
            </EmptyState>
          }
          rowActions={(vendor) => (
            <RowActionsMenu
              name={vendor.name}
              actions={[
                { label: t('vendors:edit'), icon: Pencil, onSelect: () => setEditing(vendor) },
                {
                  label: t('common:delete'),
                  icon: Trash2,
                  onSelect: () => setDeletingId(vendor.id),
                  destructive: true,
                  hidden: !canDelete,
                },
              ]}
            />
          )}
          toolbar={
            <ListSearch
              label={t('vendors:search')}
              placeholder={t('vendors:searchPlaceholder')}
              {...list.search}
            />
          }
          footer={<ListPager inCard noun={t('vendors:noun')} {...list.pager} />}
        />
      </Card>

      {adding ? (
        <Suspense fallback={null}>
          <VendorFormDialog open={adding} onOpenChange={setAdding} />
        </Suspense>
      ) : null}
      {editing !== null ? (
        <Suspense fallback={null}>
          <VendorFormDialog
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            vendor={editing}
          />
        </Suspense>
      ) : null}
      <DeleteVendorDialog vendorId={deletingId} onClose={() => setDeletingId(null)} />
    </>
  );
}

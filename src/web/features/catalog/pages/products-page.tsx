import '#domain/messages/load/catalog';
import { Briefcase, Package, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ProductKind, ProductSort } from '#domain/contracts/catalog-products';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { useNavigate } from '#web/lib/router';
import { useUser } from '../../auth/api';
import { categoryOptions } from '../category-options';
import { CatalogFrame } from '../components/catalog-frame';
import { productColumns } from '../components/products-table';
import { productsListQuery, useDeleteProduct } from '../products-api';
import { productsListState } from '../products-list-state';

// The add form (and its schema) loads when it is opened, not with the list.
const AddProductDialog = lazy(() =>
  import('../components/add-product-dialog').then((m) => ({ default: m.AddProductDialog })),
);

/** The list's texts: catalog.products or catalog.services. */
const icons = { products: Package, services: Briefcase } as const;

// The products list filters every category but service; service has its own list.
const productCategoryOptions = [
  { value: 'all', label: t('catalog:products.allCategories') },
  ...categoryOptions.filter((o) => o.value !== 'service'),
];

const columnsOf = { products: productColumns(true), services: productColumns(false) };

function ProductsList({ companyId, kind }: { companyId: number; kind: ProductKind }) {
  const icon = icons[kind];
  const navigate = useNavigate();
  const { user } = useUser();
  // Employees read the catalog; admins and managers change it (permissions.manageCatalog).
  const editable = can(user, 'manageCatalog') && user?.companyId === companyId;
  const list = usePagedList(productsListState, (state) => productsListQuery(companyId, kind, state));
  const remove = useDeleteProduct(companyId);
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const addButton = editable ? (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t(`catalog:${kind}.add`)}
    </Button>
  ) : undefined;
  const filtered = list.state.search !== '' || list.state.category !== 'all';

  return (
    <>
      <PageHeader
        title={t(`catalog:${kind}.title`)}
        description={t(`catalog:${kind}.description`)}
        actions={addButton}
      />
      <Card>
        <DataTable
          label={t(`catalog:${kind}.title`)}
          columns={columnsOf[kind]}
          rows={list.rows}
          getRowId={(product) => product.id}
          query={list.query}
          sort={list.state.sort}
          onSortChange={(sort) => list.setState({ sort: sort as ProductSort })}
          errorTitle={t(`catalog:${kind}.loadError`)}
          filtered={filtered}
          noResults={
            <EmptyState icon={SearchX} title={t(`catalog:${kind}.noResultsTitle`)}>
              {t(`catalog:${kind}.noResults`)}
            </EmptyState>
          }
          empty={
            <EmptyState icon={icon} title={t(`catalog:${kind}.emptyTitle`)} action={addButton}>
              {t(`catalog:${kind}.empty`)}
            </EmptyState>
          }
          rowActions={
            editable
              ? (product) => (
                  <RowActionsMenu
                    name={product.name}
                    actions={[
                      {
                        label: t(`catalog:${kind}.edit`),
                        icon: Pencil,
                        onSelect: () => navigate(href('/catalog/:id', { id: product.id })),
                      },
                      {
                        label: t('common:delete'),
                        icon: Trash2,
                        onSelect: () => setDeletingId(product.id),
                        destructive: true,
                      },
                    ]}
                  />
                )
              : undefined
          }
          toolbar={
            <ListSearch
              label={t(`catalog:${kind}.search`)}
              placeholder={t(`catalog:${kind}.searchPlaceholder`)}
              {...list.search}
            >
              {kind === 'products' ? (
                <Select
                  aria-label={t('catalog:product.columns.category')}
                  className="sm:w-44"
                  value={list.state.category}
                  onChange={(e) => list.setState({ category: e.target.value as typeof list.state.category })}
                  options={productCategoryOptions}
                />
              ) : null}
            </ListSearch>
          }
          footer={<ListPager inCard noun={t(`catalog:${kind}.noun`)} {...list.pager} />}
        />
      </Card>

      {adding ? (
        <Suspense fallback={null}>
          <AddProductDialog open={adding} onOpenChange={setAdding} companyId={companyId} kind={kind} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={deletingId !== null}
        onOpenChange={(open) => (open ? undefined : setDeletingId(null))}
        item={t(`catalog:${kind}.item`)}
        pending={remove.isPending}
        onConfirm={() => {
          if (deletingId === null) return;
          remove.mutate(deletingId, { onSettled: () => setDeletingId(null) });
        }}
      />
    </>
  );
}

/** /catalog/products: every catalog item but services. */
export function ProductsPage() {
  return (
    <CatalogFrame section="products">
      {({ companyId }) => <ProductsList companyId={companyId} kind="products" />}
    </CatalogFrame>
  );
}

/** /catalog/services: the catalog items of category service. */
export function ServicesPage() {
  return (
    <CatalogFrame section="services">
      {({ companyId }) => <ProductsList companyId={companyId} kind="services" />}
    </CatalogFrame>
  );
}

import { Briefcase, Package, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { usePagedList } from '#web/lib/paged-list';
import { useUser } from '../../auth/api';
import { AddProductDialog, categoryOptions } from '../components/add-product-dialog';
import { CatalogFrame } from '../components/catalog-frame';
import { productColumns } from '../components/products-table';
import { productsListQuery, productsListState, useDeleteProduct } from '../products-api';

const WORDS = {
  products: {
    title: 'Products',
    description: 'Materials, labor and equipment you price into budgets and estimates',
    noun: 'product',
    plural: 'products',
    icon: Package,
  },
  services: {
    title: 'Services',
    description: 'Services you sell, such as design, permits and cleaning',
    noun: 'service',
    plural: 'services',
    icon: Briefcase,
  },
} as const;

// The products list filters every category but service; service has its own list.
const productCategoryOptions = [
  { value: 'all', label: 'All categories' },
  ...categoryOptions.filter((o) => o.value !== 'service'),
];

const columnsOf = { products: productColumns(true), services: productColumns(false) };

function ProductsList({ companyId, kind }: { companyId: number; kind: ProductKind }) {
  const words = WORDS[kind];
  const navigate = useNavigate();
  const { user } = useUser();
  // Employees read the catalog; admins and managers change it (permissions.manageCatalog).
  const editable = can(user, 'manageCatalog') && user?.companyId === companyId;
  const list = usePagedList(productsListState, (state) => productsListQuery(companyId, kind, state));
  const remove = useDeleteProduct(companyId);
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const Noun = `${words.noun.charAt(0).toUpperCase()}${words.noun.slice(1)}`;

  const addButton = editable ? (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      Add {Noun}
    </Button>
  ) : undefined;
  const filtered = list.state.search !== '' || list.state.category !== 'all';

  return (
    <>
      <PageHeader title={words.title} description={words.description} actions={addButton} />
      <Card>
        <DataTable
          label={words.title}
          columns={columnsOf[kind]}
          rows={list.rows}
          getRowId={(product) => product.id}
          query={list.query}
          sort={list.state.sort}
          onSortChange={(sort) => list.setState({ sort: sort as ProductSort })}
          errorTitle={`Error loading ${words.plural}`}
          filtered={filtered}
          noResults={
            <EmptyState icon={SearchX} title={`No ${words.plural} found`}>
              No {words.plural} match your search or filter.
            </EmptyState>
          }
          empty={
            <EmptyState icon={words.icon} title={`No ${words.plural} yet`} action={addButton}>
              Add the {words.plural} you sell, with their cost and markup, to price budgets quickly.
            </EmptyState>
          }
          rowActions={
            editable
              ? (product) => (
                  <RowActionsMenu
                    name={product.name}
                    actions={[
                      {
                        label: `Edit ${Noun}`,
                        icon: Pencil,
                        onSelect: () => navigate(href('/catalog/:id', { id: product.id })),
                      },
                      {
                        label: 'Delete',
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
              label={`Search ${words.plural}`}
              placeholder={`Search ${words.plural}...`}
              {...list.search}
            >
              {kind === 'products' ? (
                <Select
                  aria-label="Category"
                  className="sm:w-44"
                  value={list.state.category}
                  onChange={(e) => list.setState({ category: e.target.value as typeof list.state.category })}
                  options={productCategoryOptions}
                />
              ) : null}
            </ListSearch>
          }
          footer={<ListPager inCard noun={words.plural} {...list.pager} />}
        />
      </Card>

      <AddProductDialog open={adding} onOpenChange={setAdding} companyId={companyId} kind={kind} />
      <ConfirmDeleteDialog
        open={deletingId !== null}
        onOpenChange={(open) => (open ? undefined : setDeletingId(null))}
        item={words.noun}
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

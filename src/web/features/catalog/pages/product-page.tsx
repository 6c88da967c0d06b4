import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '#domain/contracts/catalog-products';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useNavigate, useParams } from '#web/lib/router';
import { useUser } from '../../auth/api';
import { CatalogFrame } from '../components/catalog-frame';
import { ProductForm } from '../components/product-form';
import { priceLine } from '../price-line';
import { productQuery, useDeleteProduct } from '../products-api';

/** The list an item belongs to: services for category service, products for the rest. */
const listOf = (product: Pick<Product, 'category'> | undefined) =>
  product?.category === 'service' ? '/catalog/services' : '/catalog/products';

function BackToList({ product }: { product: Product | undefined }) {
  const to = listOf(product);
  return (
    <BackLink to={href(to)}>
      {to === '/catalog/services' ? t('catalog:services.back') : t('catalog:products.back')}
    </BackLink>
  );
}

function ProductDetail({ id, companyId }: { id: number; companyId: number }) {
  const { user } = useUser();
  const navigate = useNavigate();
  const product = useQuery({ ...productQuery(id), enabled: id > 0 });
  const remove = useDeleteProduct(companyId);
  const [deleting, setDeleting] = useState(false);
  const editable = can(user, 'manageCatalog') && user?.companyId === companyId;

  if (id <= 0 || product.isError) {
    // The page's error state (docs/product.md#catalog): 'Error Loading Product' with the message, or
    // 'Product not found'.
    const missing = id <= 0 || (product.error instanceof ApiError && product.error.status === 404);
    return (
      <>
        <BackToList product={undefined} />
        <PageHeader title={t('catalog:productPage.title')} />
        <ErrorState
          title={t('catalog:productPage.loadError')}
          message={
            missing ? t('errors:notFound.product') : errorMessage(product.error, t('errors:notFound.product'))
          }
          onRetry={missing ? undefined : () => void product.refetch()}
        />
      </>
    );
  }
  if (product.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  const item = product.data;
  return (
    <>
      <BackToList product={item} />
      <PageHeader
        title={item.name}
        description={t('catalog:productPage.description', {
          price: priceLine(item),
          trade: item.tradeName ?? t('catalog:productPage.noTrade'),
        })}
      />
      <ProductForm
        key={item.id}
        product={item}
        companyId={companyId}
        editable={editable}
        actions={
          editable ? (
            <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              {t('common:delete')}
            </Button>
          ) : null
        }
      />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        item={t('catalog:product.item')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => navigate(href(listOf(item))),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </>
  );
}

/** /catalog/{id}: a catalog item's page with the pricing calculator (products and services alike). */
export default function ProductPage() {
  const param = useParams().id ?? '';
  // A path that is not an id names no product: the same state as a missing one, without a call.
  const id = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  // The same cached query as the page's: a service highlights Services in the side menu.
  const category = useQuery({ ...productQuery(id), enabled: id > 0 }).data?.category;
  return (
    <CatalogFrame section={category === 'service' ? 'services' : 'products'}>
      {({ companyId }) => <ProductDetail id={id} companyId={companyId} />}
    </CatalogFrame>
  );
}

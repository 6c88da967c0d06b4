import '#domain/messages/load/catalog';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogCalls } from '#calls/catalog';
import { catalogProductCalls } from '#calls/catalog-products';
import type { CreateProductBody, ProductKind, UpdateProductBody } from '#domain/contracts/catalog-products';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, pagedCallQuery } from '../../lib/calls';
import { t } from '../../lib/i18n';
import type { ProductsListState } from './products-list-state';

// The catalog items' calls: the list (GET /api/companies/{companyId}/catalog), read and PUT /api/catalog/{id}; create
// (POST on the list's path) and DELETE /api/catalog/{id} are ours (docs/decisions/0084-catalog-item-calls.md).

/** Prefix of every key of the company's catalog list (the list is cached under this path, docs/product.md#catalog). */
export const productsKey = (companyId: number) => callPrefix(catalogProductCalls.list, { companyId });

export const productQuery = (id: number) => callQuery(catalogProductCalls.read, { params: { id } });

/** One page of products (every category but service) or services, searched and sorted on the server. */
export function productsListQuery(companyId: number, kind: ProductKind, state: ProductsListState) {
  return pagedCallQuery(
    catalogProductCalls.list,
    {
      params: { companyId },
      query: {
        kind,
        search: state.search,
        category: kind === 'products' && state.category !== 'all' ? state.category : undefined,
        sort: state.sort === 'name' ? undefined : state.sort,
      },
    },
    state.page,
  );
}

function refresh(client: QueryClient, companyId: number) {
  void client.invalidateQueries({ queryKey: productsKey(companyId) });
  void client.invalidateQueries({ queryKey: callPrefix(catalogCalls.counts, { companyId }) });
  // The budget item dialog reads the signed-in user's catalog under this key.
  void client.invalidateQueries({ queryKey: callPrefix(catalogCalls.myCatalog) });
}

const failed = (description: string) =>
  toast({ title: t('common:error'), description, variant: 'destructive' });

export function useCreateProduct(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) =>
      call(catalogProductCalls.create, { params: { companyId }, body: { ...body, companyId } }),
    onSuccess: (product) => {
      refresh(client, companyId);
      toast({
        title: t('common:success'),
        description: t('catalog:product.toasts.created', { name: product.name }),
      });
    },
    onError: (error) =>
      failed(
        t('catalog:product.toasts.createFailed', {
          message: errorMessage(error, t('common:unexpectedError')),
        }),
      ),
  });
}

/** PUT /api/catalog/{id} with the form's body; 'Failed to update product: {message}' when it fails. */
export function useUpdateProduct(companyId: number, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateProductBody; version: string | undefined }) =>
      call(
        catalogProductCalls.update,
        { params: { id }, body: { ...body, companyId } },
        { ifMatch: version },
      ),
    onSuccess: (product) => {
      client.setQueryData(productQuery(id).queryKey, product);
      refresh(client, companyId);
      toast({ title: t('common:success'), description: t('catalog:product.toasts.updated') });
    },
    onError: (error) =>
      failed(
        t('catalog:product.toasts.updateFailed', {
          message: errorMessage(error, t('common:unexpectedError')),
        }),
      ),
  });
}

export function useDeleteProduct(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(catalogProductCalls.remove, { params: { id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: productQuery(id).queryKey });
      refresh(client, companyId);
      toastDeleted(t('catalog:product.item'));
    },
    onError: () => toastDeleteFailed(t('catalog:product.item')),
  });
}

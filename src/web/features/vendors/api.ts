import '#domain/messages/load/vendors';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { vendorCalls } from '#calls/vendors';
import type { VendorBody } from '#domain/contracts/vendors';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, pagedCallQuery } from '../../lib/calls';
import type { vendorsListState } from './list-state';

/** Prefix of every vendors-list key (the page's searches and pages, the selector's searches), for invalidation. */
export const vendorsKey = callPrefix(vendorCalls.list);

/** GET /api/mycompany/vendors: one page, searched and sorted on the server. */
export function vendorsListQuery(state: v.InferOutput<typeof vendorsListState>) {
  return pagedCallQuery(
    vendorCalls.list,
    { query: { search: state.search, sort: state.sort === 'name' ? undefined : state.sort } },
    state.page,
  );
}

/** How many vendors the selector offers for one search (by name; typing narrows it). */
export const SELECTOR_LIMIT = 20;

/** The selector's options: the first vendors by name matching the search. */
export const vendorOptionsQuery = (search: string) =>
  callQuery(vendorCalls.list, { query: { search: search || undefined, limit: SELECTOR_LIMIT } });

function invalidateVendorLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: vendorsKey });
}

function failed(error: unknown, fallback: string) {
  toast({ title: t('common:error'), description: errorMessage(error, fallback), variant: 'destructive' });
}

/** The check before creating (docs/product.md#vendors): no company id, no call. */
class NoCompany extends Error {}

/** POST /api/companies/{companyId}/vendors with the form's body; toasts 'Vendor created successfully'. */
export function useCreateVendor(companyId: number | null | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorBody) => {
      if (companyId == null) return Promise.reject(new NoCompany());
      return call(vendorCalls.create, { params: { companyId }, body: { ...body, companyId } });
    },
    onSuccess: () => {
      invalidateVendorLists(client);
      toast({ title: t('vendors:toasts.created') });
    },
    onError: (error) =>
      failed(
        error,
        error instanceof NoCompany ? t('vendors:toasts.noCompany') : t('vendors:toasts.createFailed'),
      ),
  });
}

export function useUpdateVendor(id: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorBody) =>
      call(vendorCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: () => {
      invalidateVendorLists(client);
      toast({ title: t('vendors:toasts.updated') });
    },
    onError: (error) => failed(error, t('vendors:toasts.updateFailed')),
  });
}

export function useDeleteVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(vendorCalls.remove, { params: { id } }),
    onSuccess: () => {
      invalidateVendorLists(client);
      toastDeleted(t('vendors:item'));
    },
    onError: (error) => failed(error, t('vendors:toasts.deleteFailed')),
  });
}

import '#domain/messages/load/catalog';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogCalls } from '#calls/catalog';
import { estimateDefaultsCalls } from '#calls/estimate-defaults';
import type { TaskTypeBody, TradeBody, UnitBody, UpdateUnitBody } from '#domain/contracts/catalog';
import type { UpdateEstimateDefaultsBody } from '#domain/contracts/estimate-defaults';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery } from '../../lib/calls';
import { t } from '../../lib/i18n';

// The catalog pages' calls (docs/product.md#catalog). Every change refreshes its list and the overview counts.

export const tradesQuery = (companyId: number) => callQuery(catalogCalls.trades, { params: { companyId } });

export const unitsQuery = (companyId: number) => callQuery(catalogCalls.units, { params: { companyId } });

export const taskTypesQuery = (companyId: number) =>
  callQuery(catalogCalls.taskTypes, { params: { companyId } });

// Products change on other pages (and other browsers): the overview counts again on every visit.
export const catalogCountsQuery = (companyId: number) => ({
  ...callQuery(catalogCalls.counts, { params: { companyId } }),
  staleTime: 0,
});

/** The list each kind of change refreshes. */
const lists = {
  trades: catalogCalls.trades,
  units: catalogCalls.units,
  'task-types': catalogCalls.taskTypes,
};

function refresh(client: QueryClient, companyId: number, list: keyof typeof lists) {
  void client.invalidateQueries({ queryKey: callPrefix(lists[list], { companyId }) });
  void client.invalidateQueries({ queryKey: callPrefix(catalogCalls.counts, { companyId }) });
  // The task and budget forms read the trades of the signed-in user's company under this key too.
  if (list === 'trades') void client.invalidateQueries({ queryKey: callPrefix(catalogCalls.myTrades) });
}

const failed = (description: string) =>
  toast({ title: t('common:error'), description, variant: 'destructive' });

export function useCreateTrade(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TradeBody) =>
      call(catalogCalls.createTrade, { params: { companyId }, body: { ...body, companyId } }),
    onSuccess: () => refresh(client, companyId, 'trades'),
    onError: () => failed(t('catalog:trades.toasts.createFailed')),
  });
}

export function useUpdateTrade(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: TradeBody; version?: string }) =>
      call(
        catalogCalls.updateTrade,
        { params: { id }, body: { name: body.name, description: body.description } },
        { ifMatch: version },
      ),
    onSuccess: () => refresh(client, companyId, 'trades'),
    onError: () => failed(t('catalog:trades.toasts.updateFailed')),
  });
}

export function useDeleteTrade(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(catalogCalls.removeTrade, { params: { id } }),
    onSuccess: () => {
      refresh(client, companyId, 'trades');
      toastDeleted(t('catalog:trades.item'));
    },
    onError: () => failed(t('catalog:trades.toasts.deleteFailed')),
  });
}

export function useCreateUnit(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitBody) =>
      call(catalogCalls.createUnit, { params: { companyId }, body: { ...body, companyId } }),
    onSuccess: () => refresh(client, companyId, 'units'),
    onError: (error) =>
      failed(
        t('catalog:units.toasts.addFailed', { message: errorMessage(error, t('common:unexpectedError')) }),
      ),
  });
}

export function useUpdateUnit(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdateUnitBody; version?: string }) =>
      call(catalogCalls.updateUnit, { params: { companyId, id }, body }, { ifMatch: version }),
    onSuccess: () => refresh(client, companyId, 'units'),
    onError: () => failed(t('catalog:units.toasts.updateFailed')),
  });
}

export function useDeleteUnit(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(catalogCalls.removeUnit, { params: { companyId, id } }),
    onSuccess: () => {
      refresh(client, companyId, 'units');
      toastDeleted(t('catalog:units.item'));
    },
    onError: () => failed(t('catalog:units.toasts.deleteFailed')),
  });
}

export function useCreateTaskType(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskTypeBody) => call(catalogCalls.createTaskType, { params: { companyId }, body }),
    onSuccess: () => refresh(client, companyId, 'task-types'),
    onError: (error) => failed(errorMessage(error, t('catalog:taskTypes.toasts.createFailed'))),
  });
}

export function useUpdateTaskType(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: TaskTypeBody; version?: string }) =>
      call(catalogCalls.updateTaskType, { params: { companyId, id }, body }, { ifMatch: version }),
    onSuccess: () => refresh(client, companyId, 'task-types'),
    onError: (error) => failed(errorMessage(error, t('catalog:taskTypes.toasts.updateFailed'))),
  });
}

export function useDeleteTaskType(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(catalogCalls.removeTaskType, { params: { companyId, id } }),
    onSuccess: () => {
      refresh(client, companyId, 'task-types');
      toastDeleted(t('catalog:taskTypes.item'));
    },
    onError: (error) => failed(errorMessage(error, t('catalog:taskTypes.toasts.deleteFailed'))),
  });
}

// The company's default estimate notes and terms (/catalog/templates, /catalog/terms), which new estimates copy.
export const estimateDefaultsQuery = (companyId: number) =>
  callQuery(estimateDefaultsCalls.read, { params: { companyId } });

export function useUpdateEstimateDefaults(companyId: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEstimateDefaultsBody) =>
      call(estimateDefaultsCalls.update, { params: { companyId }, body }, { ifMatch: version }),
    onSuccess: (saved) => client.setQueryData(estimateDefaultsQuery(companyId).queryKey, saved),
    onError: (error) => failed(errorMessage(error, t('catalog:estimateTexts.toasts.saveFailed'))),
  });
}

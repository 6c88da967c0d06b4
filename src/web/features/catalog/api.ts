import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogCounts,
  CustomTaskType,
  TaskTypeBody,
  Trade,
  TradeBody,
  Unit,
  UnitBody,
  UpdateUnitBody,
} from '#domain/contracts/catalog';
import type { EstimateDefaults, UpdateEstimateDefaultsBody } from '#domain/contracts/estimate-defaults';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';

// The catalog pages' calls (docs/product.md#catalog). Every change refreshes its list and the overview counts.

export const tradesQuery = (companyId: number) =>
  queryOptions<Trade[]>({ queryKey: ['/api/companies', companyId, 'trades'] });

export const unitsQuery = (companyId: number) =>
  queryOptions<Unit[]>({ queryKey: ['/api/companies', companyId, 'units'] });

export const taskTypesQuery = (companyId: number) =>
  queryOptions<CustomTaskType[]>({ queryKey: ['/api/companies', companyId, 'task-types'] });

// Products change on other pages (and other browsers): the overview counts again on every visit.
export const catalogCountsQuery = (companyId: number) =>
  queryOptions<CatalogCounts>({ queryKey: ['/api/companies', companyId, 'catalog-counts'], staleTime: 0 });

function refresh(client: QueryClient, companyId: number, list: 'trades' | 'units' | 'task-types') {
  void client.invalidateQueries({ queryKey: ['/api/companies', companyId, list] });
  void client.invalidateQueries({ queryKey: catalogCountsQuery(companyId).queryKey });
  // The task and budget forms read the trades of the signed-in user's company under this key too.
  if (list === 'trades') void client.invalidateQueries({ queryKey: ['/api/mycompany/trades'] });
}

const failed = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

export function useCreateTrade(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TradeBody) =>
      apiRequest<Trade>('POST', `/api/companies/${companyId}/trades`, { ...body, companyId }),
    onSuccess: () => refresh(client, companyId, 'trades'),
    onError: () => failed('Failed to create trade'),
  });
}

export function useUpdateTrade(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: TradeBody; version?: string }) =>
      apiRequest<Trade>(
        'PUT',
        `/api/trades/${id}`,
        { name: body.name, description: body.description },
        { ifMatch: version },
      ),
    onSuccess: () => refresh(client, companyId, 'trades'),
    onError: () => failed('Failed to update trade'),
  });
}

export function useDeleteTrade(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/trades/${id}`),
    onSuccess: () => {
      refresh(client, companyId, 'trades');
      toastDeleted('trade');
    },
    onError: () => failed('Failed to delete trade'),
  });
}

export function useCreateUnit(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitBody) =>
      apiRequest<Unit>('POST', `/api/companies/${companyId}/units`, { ...body, companyId }),
    onSuccess: () => refresh(client, companyId, 'units'),
    onError: (error) => failed(`Failed to add unit: ${errorMessage(error, 'An unexpected error occurred')}`),
  });
}

export function useUpdateUnit(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdateUnitBody; version?: string }) =>
      apiRequest<Unit>('PATCH', `/api/companies/${companyId}/units/${id}`, body, { ifMatch: version }),
    onSuccess: () => refresh(client, companyId, 'units'),
    onError: () => failed('Failed to update unit'),
  });
}

export function useDeleteUnit(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/companies/${companyId}/units/${id}`),
    onSuccess: () => {
      refresh(client, companyId, 'units');
      toastDeleted('unit');
    },
    onError: () => failed('Failed to delete unit'),
  });
}

export function useCreateTaskType(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskTypeBody) =>
      apiRequest<CustomTaskType>('POST', `/api/companies/${companyId}/task-types`, body),
    onSuccess: () => refresh(client, companyId, 'task-types'),
    onError: (error) => failed(errorMessage(error, 'Failed to create task type')),
  });
}

export function useUpdateTaskType(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: TaskTypeBody; version?: string }) =>
      apiRequest<CustomTaskType>('PUT', `/api/companies/${companyId}/task-types/${id}`, body, {
        ifMatch: version,
      }),
    onSuccess: () => refresh(client, companyId, 'task-types'),
    onError: (error) => failed(errorMessage(error, 'Failed to update task type')),
  });
}

export function useDeleteTaskType(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/companies/${companyId}/task-types/${id}`),
    onSuccess: () => {
      refresh(client, companyId, 'task-types');
      toastDeleted('task type');
    },
    onError: (error) => failed(errorMessage(error, 'Failed to delete task type')),
  });
}

// The company's default estimate notes and terms (/catalog/templates, /catalog/terms), which new estimates copy.
export const estimateDefaultsQuery = (companyId: number) =>
  queryOptions<EstimateDefaults>({ queryKey: ['/api/companies', companyId, 'estimate-defaults'] });

export function useUpdateEstimateDefaults(companyId: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEstimateDefaultsBody) =>
      apiRequest<EstimateDefaults>('PATCH', `/api/companies/${companyId}/estimate-defaults`, body, {
        ifMatch: version,
      }),
    onSuccess: (saved) => client.setQueryData(estimateDefaultsQuery(companyId).queryKey, saved),
    onError: (error) => failed(errorMessage(error, 'Failed to save the default estimate texts')),
  });
}

import '#domain/messages/load/budget';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '#calls/budget';
import { estimateCalls } from '#calls/estimates';
import type {
  BudgetView,
  CreateBudgetItemBody,
  MilestoneScheme,
  UpdateBudgetItemBody,
} from '#domain/contracts/budget';
import { milestoneSchemeNames } from '#domain/milestones';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery } from '../../lib/calls';
import { projectQuery, projectSummaryQuery } from '../projects/api';

// Budget is cached 30 s (docs/product.md#budget); the catalog's queries are in catalog-queries.ts.
export function budgetQuery(projectId: number) {
  return queryOptions({ ...callQuery(budgetCalls.view, { params: { id: projectId } }), staleTime: 30_000 });
}

/** What was spent against each budget line (the Actual Cost column); under the budget's key, so refreshed with it. */
export function budgetActualsQuery(projectId: number) {
  return callQuery(budgetCalls.actuals, { params: { projectId } });
}

/**
 * After a change: the budget (and the task form's budget item list under the same key), the project's
 * summary cards (Budgeted Cost), the project itself (its budget figure follows the budget's total) and the draft
 * estimate, which shows the live budget.
 */
export function refreshBudget(client: QueryClient, projectId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callPrefix(budgetCalls.view, { id: projectId }) }),
    client.invalidateQueries({ queryKey: projectQuery(projectId).queryKey, exact: true }),
    client.invalidateQueries({ queryKey: projectSummaryQuery(projectId).queryKey }),
    client.invalidateQueries({ queryKey: callPrefix(estimateCalls.get, { id: projectId }) }),
  ]);
}

/** The budget error toast (docs/product.md#budget): 'Error', 'Failed to create budget item: {message}'. */
const notifyFailure = (what: 'createFailed' | 'updateFailed' | 'milestonesFailed', error: unknown) =>
  toast({
    title: t('common:error'),
    description: t(`budget:toasts.${what}`, {
      message: errorMessage(error, error instanceof Error ? error.message : t('budget:unknownError')),
    }),
    variant: 'destructive',
  });

export function useCreateBudgetItem(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBudgetItemBody) => call(budgetCalls.create, { params: { id: projectId }, body }),
    onSuccess: () => {
      void refreshBudget(client, projectId);
      toast({ title: t('budget:toasts.created') });
    },
    onError: (error) => notifyFailure('createFailed', error),
  });
}

export function useUpdateBudgetItem(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdateBudgetItemBody; version?: string }) =>
      call(budgetCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: () => {
      void refreshBudget(client, projectId);
      toast({ title: t('budget:toasts.updated') });
    },
    onError: (error) => notifyFailure('updateFailed', error),
  });
}

/** Replaces some of one item's fields in the cached budget, keeping every other item object as it was. */
function patchItemInCache(
  client: QueryClient,
  projectId: number,
  id: number,
  patch: Partial<Pick<BudgetView['items'][number], 'isExpanded' | 'version'>>,
): void {
  client.setQueryData<BudgetView>(budgetQuery(projectId).queryKey, (view) => {
    if (!view) return view;
    const index = view.items.findIndex((item) => item.id === id);
    const item = view.items[index];
    if (
      !item ||
      Object.entries(patch).every(([field, value]) => item[field as keyof typeof item] === value)
    ) {
      return view;
    }
    const items = view.items.slice();
    items[index] = { ...item, ...patch };
    return { ...view, items };
  });
}

/**
 * A group's chevron: the cached budget changes at once (only that row and the rows under it re-render) and
 * PATCH {isExpanded} saves it; nothing is refetched. A refusal puts the old state back. The saved row has a new
 * version, which goes into the cache: an edit of the group opened next is not refused as changed by someone else.
 */
export function useToggleBudgetGroup(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isExpanded }: { id: number; isExpanded: boolean }) =>
      call(budgetCalls.update, { params: { id }, body: { isExpanded } }),
    onMutate: ({ id, isExpanded }) => patchItemInCache(client, projectId, id, { isExpanded }),
    onSuccess: (saved) => patchItemInCache(client, projectId, saved.id, { version: saved.version }),
    onError: (error, { id, isExpanded }) => {
      patchItemInCache(client, projectId, id, { isExpanded: !isExpanded });
      notifyFailure('updateFailed', error);
    },
  });
}

export function useDeleteBudgetItem(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: number; type: 'group' | 'product' }) =>
      call(budgetCalls.remove, { params: { id: item.id } }),
    onSuccess: (_data, item) => {
      void refreshBudget(client, projectId);
      toastDeleted(t(`budget:items.${item.type}`));
    },
    onError: (_error, item) => toastDeleteFailed(t(`budget:items.${item.type}`)),
  });
}

/** Move Up / Move Down: the server answers the whole budget view, which replaces the cached one. */
export function useReorderBudget(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { parentId: number | null; ids: number[] }) =>
      call(budgetCalls.reorder, { params: { id: projectId }, body }),
    onSuccess: (view) => {
      client.setQueryData(budgetQuery(projectId).queryKey, view);
      // The estimate lists the lines in budget order.
      void client.invalidateQueries({ queryKey: callPrefix(estimateCalls.get, { id: projectId }) });
      void client.invalidateQueries({ queryKey: callPrefix(budgetCalls.items, { projectId }) });
    },
    onError: (error) => notifyFailure('updateFailed', error),
  });
}

export function useCreateMilestones(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scheme: MilestoneScheme) =>
      call(budgetCalls.milestones, { params: { id: projectId }, body: { scheme } }),
    onSuccess: (_items, scheme) => {
      void refreshBudget(client, projectId);
      toast({ title: t('budget:toasts.milestonesAdded', { count: milestoneSchemeNames[scheme].length }) });
    },
    onError: (error) => notifyFailure('milestonesFailed', error),
  });
}

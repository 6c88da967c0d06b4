import '#domain/messages/load/tasks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '#calls/budget';
import { taskCalls } from '#calls/tasks';
import type { CreateTaskBody, UpdateTaskBody } from '#domain/contracts/tasks';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery } from '../../lib/calls';
import { taskTypesQuery as catalogTaskTypesQuery, tradesQuery as catalogTradesQuery } from '../catalog/api';

export function tasksQuery(projectId: number) {
  return callQuery(taskCalls.list, { params: { id: projectId } });
}

// Catalog and trade lists are cached 60 s, budget 30 s (docs/product.md#phases-and-tasks).
export function tradesQuery(companyId: number) {
  return queryOptions({ ...catalogTradesQuery(companyId), staleTime: 60_000 });
}

export function taskTypesQuery(companyId: number) {
  return queryOptions({ ...catalogTaskTypesQuery(companyId), staleTime: 60_000 });
}

export function budgetItemOptionsQuery(projectId: number) {
  return queryOptions({ ...callQuery(budgetCalls.items, { params: { projectId } }), staleTime: 30_000 });
}

function useRefreshTasks(projectId: number) {
  const client = useQueryClient();
  const [projects, id, tasks] = callPrefix(taskCalls.list, { id: projectId });
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey }) =>
        (queryKey[0] === projects && queryKey[1] === id && queryKey[2] === tasks) ||
        // Tasks appear on the calendars on their due date.
        queryKey.some((part) => typeof part === 'string' && part.includes('calendar')),
    });
}

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

export function useCreateTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: (body: CreateTaskBody) => call(taskCalls.create, { params: { id: projectId }, body }),
    onSuccess: () => {
      void refresh();
      toast({ title: t('tasks:toasts.created') });
    },
    onError: failure(t('tasks:toasts.createError'), t('tasks:toasts.createFailed')),
  });
}

export function useUpdateTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdateTaskBody; version?: string }) =>
      call(taskCalls.update, { params: { id: projectId, taskId: id }, body }, { ifMatch: version }),
    onSuccess: () => {
      void refresh();
      toast({ title: t('tasks:toasts.updated') });
    },
    onError: failure(t('tasks:toasts.updateError'), t('tasks:toasts.updateFailed')),
  });
}

/** The row's check button: status completed only. */
export function useCompleteTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: (id: number) =>
      call(taskCalls.update, { params: { id: projectId, taskId: id }, body: { status: 'completed' } }),
    onSuccess: () => {
      void refresh();
      toast({ title: t('tasks:toasts.completed') });
    },
    onError: failure(t('tasks:toasts.completeError'), t('tasks:toasts.completeFailed')),
  });
}

export function useDeleteTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: (id: number) => call(taskCalls.remove, { params: { id: projectId, taskId: id } }),
    onSuccess: () => {
      void refresh();
      toast({ title: t('tasks:toasts.deleted') });
    },
    onError: failure(t('tasks:toasts.deleteError'), t('tasks:toasts.deleteFailed')),
  });
}

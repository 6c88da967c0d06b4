import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BudgetItemOption } from '#domain/contracts/budget';
import type { CustomTaskType, Trade } from '#domain/contracts/catalog';
import type { CreateTaskBody, Task, UpdateTaskBody } from '#domain/contracts/tasks';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';

export function tasksQuery(projectId: number) {
  return queryOptions<Task[]>({ queryKey: ['/api/projects', projectId, 'tasks'] });
}

// Catalog and trade lists are cached 60 s, budget 30 s (docs/product.md#phases-and-tasks).
export function tradesQuery(companyId: number) {
  return queryOptions<Trade[]>({ queryKey: ['/api/companies', companyId, 'trades'], staleTime: 60_000 });
}

export function taskTypesQuery(companyId: number) {
  return queryOptions<CustomTaskType[]>({
    queryKey: ['/api/companies', companyId, 'task-types'],
    staleTime: 60_000,
  });
}

export function budgetItemOptionsQuery(projectId: number) {
  return queryOptions<BudgetItemOption[]>({
    queryKey: ['/api/projects', projectId, 'budget', 'items'],
    staleTime: 30_000,
  });
}

function useRefreshTasks(projectId: number) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey }) =>
        (queryKey[0] === '/api/projects' && queryKey[1] === projectId && queryKey[2] === 'tasks') ||
        // Tasks appear on the calendars on their due date.
        queryKey.some((part) => typeof part === 'string' && part.includes('calendar')),
    });
}

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

export function useCreateTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: (body: CreateTaskBody) => apiRequest<Task>('POST', `/api/projects/${projectId}/tasks`, body),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Task created' });
    },
    onError: failure('Error creating task', 'Failed to create task'),
  });
}

export function useUpdateTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdateTaskBody; version?: string }) =>
      apiRequest<Task>('PATCH', `/api/projects/${projectId}/tasks/${id}`, body, { ifMatch: version }),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Task updated' });
    },
    onError: failure('Error updating task', 'Failed to update task'),
  });
}

/** The row's check button: status completed only. */
export function useCompleteTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Task>('PATCH', `/api/projects/${projectId}/tasks/${id}`, { status: 'completed' }),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Task completed' });
    },
    onError: failure('Error completing task', 'Failed to complete task'),
  });
}

export function useDeleteTask(projectId: number) {
  const refresh = useRefreshTasks(projectId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/projects/${projectId}/tasks/${id}`),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Task deleted' });
    },
    onError: failure('Error deleting task', 'Failed to delete task'),
  });
}

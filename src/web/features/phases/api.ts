import '#domain/messages/load/phases';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { phaseCalls, phaseTemplateCalls } from '#calls/phases';
import { taskCalls } from '#calls/tasks';
import type {
  CreatePhaseBody,
  PhaseTemplateBody,
  UpdatePhaseBody,
  UpdatePhaseTemplateBody,
} from '#domain/contracts/phases';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery } from '../../lib/calls';
import { invalidateProject } from '../projects/api';

export function phasesQuery(projectId: number) {
  return callQuery(phaseCalls.list, { params: { id: projectId } });
}

export function phaseTemplatesQuery(companyId: number) {
  return callQuery(phaseTemplateCalls.list, { params: { companyId } });
}

/**
 * Phases move the project's progress (docs/product.md#phases-and-tasks), so the project, its summary and the lists
 * refresh too.
 */
function refreshPhases(client: QueryClient, projectId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: phasesQuery(projectId).queryKey }),
    // Tasks show their phase's name.
    client.invalidateQueries({ queryKey: callPrefix(taskCalls.list, { id: projectId }) }),
    invalidateProject(client, projectId),
  ]);
}

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

/** The row's completion toggle: PATCH {isCompleted}. */
export function useTogglePhase(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isCompleted }: { id: number; isCompleted: boolean }) =>
      call(phaseCalls.update, { params: { id }, body: { isCompleted } }),
    onSuccess: () => {
      void refreshPhases(client, projectId);
      toast({ title: t('phases:toasts.updated') });
    },
    onError: failure(t('phases:toasts.updateFailed'), t('phases:toasts.updateFailed')),
  });
}

export function useCreatePhase(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePhaseBody) => call(phaseCalls.create, { params: { id: projectId }, body }),
    onSuccess: () => {
      void refreshPhases(client, projectId);
      toast({ title: t('phases:toasts.created') });
    },
    onError: failure(t('phases:toasts.createFailed'), t('phases:toasts.createFailed')),
  });
}

export function useUpdatePhase(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdatePhaseBody; version?: string }) =>
      call(phaseCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: () => {
      void refreshPhases(client, projectId);
      toast({ title: t('phases:toasts.updated') });
    },
    onError: failure(t('phases:toasts.updateFailed'), t('phases:toasts.updateFailed')),
  });
}

export function useDeletePhase(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(phaseCalls.remove, { params: { id } }),
    onSuccess: () => {
      void refreshPhases(client, projectId);
      toastDeleted(t('phases:item'));
    },
    onError: () => toastDeleteFailed(t('phases:item')),
  });
}

/**
 * Moves rows at once in the cache, then asks the server; a refusal puts the server's order back. The server's
 * answer (the rows with their new versions) replaces the moved copy as soon as it comes: an edit opened next sends
 * the version the reorder left, not one the reorder made stale.
 */
function useReorder<T extends { id: number }>(
  key: QueryKey,
  reorder: (ids: number[]) => Promise<T[]>,
  onSettled: () => unknown,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<T[]>(key, (rows) =>
        rows ? ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is T => !!row) : rows,
      );
    },
    onSuccess: (rows) => client.setQueryData<T[]>(key, rows),
    onError: failure(t('phases:toasts.reorderFailed'), t('phases:toasts.reorderFailed')),
    // Not awaited: the rows are already the server's, so the move is done (and the buttons free) once answered.
    onSettled: () => {
      void onSettled();
    },
  });
}

export function useReorderPhases(projectId: number) {
  const client = useQueryClient();
  const key = phasesQuery(projectId).queryKey;
  return useReorder(
    key,
    (ids) => call(phaseCalls.reorder, { params: { id: projectId }, body: { ids } }),
    () => client.invalidateQueries({ queryKey: key }),
  );
}

// Phase templates (/catalog/phases): new projects copy them; existing projects are not touched.

export function useCreatePhaseTemplate(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PhaseTemplateBody) => call(phaseTemplateCalls.create, { params: { companyId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: phaseTemplatesQuery(companyId).queryKey });
      toast({ title: t('phases:toasts.created') });
    },
    onError: failure(t('phases:toasts.createFailed'), t('phases:toasts.createFailed')),
  });
}

export function useUpdatePhaseTemplate(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdatePhaseTemplateBody; version?: string }) =>
      call(phaseTemplateCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: phaseTemplatesQuery(companyId).queryKey });
      toast({ title: t('phases:toasts.updated') });
    },
    onError: failure(t('phases:toasts.updateFailed'), t('phases:toasts.updateFailed')),
  });
}

export function useDeletePhaseTemplate(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(phaseTemplateCalls.remove, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: phaseTemplatesQuery(companyId).queryKey });
      toastDeleted(t('phases:item'));
    },
    onError: () => toastDeleteFailed(t('phases:item')),
  });
}

export function useReorderPhaseTemplates(companyId: number) {
  const client = useQueryClient();
  const key = phaseTemplatesQuery(companyId).queryKey;
  return useReorder(
    key,
    (ids) => call(phaseTemplateCalls.reorder, { params: { companyId }, body: { ids } }),
    () => client.invalidateQueries({ queryKey: key }),
  );
}

/** The ids with the row at `index` swapped with its neighbour (-1 up, +1 down); null at either end. */
export function movedIds(ids: readonly number[], index: number, direction: -1 | 1): number[] | null {
  const target = index + direction;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

import '#domain/messages/load/selections';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '#calls/budget';
import { changeOrderCalls } from '#calls/change-orders';
import { selectionCalls } from '#calls/selections';
import type { CreateSelectionBody, Selection, UpdateSelectionBody } from '#domain/contracts/selections';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, callUrl } from '../../lib/calls';
import { uploadWithProgress } from '../../lib/upload';

/** GET /api/projects/{id}/selections: by due date, then as made. */
export const selectionsQuery = (projectId: number) =>
  callQuery(selectionCalls.list, { params: { id: projectId } });

/** The project's budget lines for the allowance choice. */
export const allowanceLinesQuery = (projectId: number) =>
  callQuery(budgetCalls.items, { params: { projectId } });

/** After a change: the selections, and the change orders a choice adds to. */
function refresh(client: QueryClient, projectId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: selectionsQuery(projectId).queryKey }),
    client.invalidateQueries({ queryKey: callPrefix(changeOrderCalls.list, { id: projectId }) }),
  ]);
}

const failed = (error: unknown) =>
  toast({
    title: t('common:somethingWentWrong'),
    description: errorMessage(error, t('common:somethingWentWrong')),
    variant: 'destructive',
  });

export function useCreateSelection(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSelectionBody) =>
      call(selectionCalls.create, { params: { id: projectId }, body }),
    onSuccess: () => {
      void refresh(client, projectId);
      toast({ title: t('selections:screen.created') });
    },
    onError: failed,
  });
}

/** Edits the selection a form was opened on, with its version (a stale one answers 409). */
export function useUpdateSelection(projectId: number, selection: Selection | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelectionBody) =>
      call(
        selectionCalls.update,
        { params: { id: selection?.id ?? 0 }, body },
        { ifMatch: selection?.version },
      ),
    onSuccess: () => {
      void refresh(client, projectId);
      toast({ title: t('selections:screen.updated') });
    },
    onError: failed,
  });
}

export function useDeleteSelection(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(selectionCalls.remove, { params: { id } }),
    onSuccess: () => {
      void refresh(client, projectId);
      toast({ title: t('selections:screen.deleted') });
    },
    onError: failed,
  });
}

/** Staff choose for the client: final, and a price other than the allowance makes a pending change order. */
export function useChooseOption(selection: Selection) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) =>
      call(selectionCalls.choose, { params: { id: selection.id }, body: { optionId } }),
    onSuccess: ({ selection: chosen, changeOrder }) => {
      void refresh(client, selection.projectId);
      const option = chosen.chosenOptionName ?? '';
      toast({
        title: changeOrder
          ? t('selections:screen.chosenWithChangeOrder', { option, number: changeOrder.number })
          : t('selections:screen.chosenToast', { option }),
      });
    },
    onError: (error) => {
      void refresh(client, selection.projectId);
      failed(error);
    },
  });
}

export function useMarkOrdered(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(selectionCalls.markOrdered, { params: { id } }),
    onSuccess: () => {
      void refresh(client, projectId);
      toast({ title: t('selections:screen.orderedToast') });
    },
    onError: failed,
  });
}

/** Uploads an option's photo (multipart), replacing any earlier one. */
export function useUploadOptionPhoto(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ optionId, file }: { optionId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<Selection>(
        callUrl(selectionCalls.attachPhoto, { params: { id: optionId } }),
        form,
        () => undefined,
      );
    },
    onSuccess: () => {
      void refresh(client, projectId);
      toast({ title: t('selections:screen.photoUploaded') });
    },
    onError: failed,
  });
}

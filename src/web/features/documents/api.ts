import '#domain/messages/load/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import { documentCalls } from '#calls/documents';
import type { DocumentItem } from '#domain/contracts/documents';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callUrl, pagedCallQuery } from '../../lib/calls';
import { uploadWithProgress } from '../../lib/upload';
import { everyCustomerKey } from '../customers/api';
import type { documentsListState } from './list-state';

/** Which documents a list shows: the company's, or one project's and/or customer's. */
export type DocumentFilter = { projectId?: number | undefined; customerId?: number | undefined };

const documentsKey = (companyId: number) => callPrefix(documentCalls.list, { companyId });

/** One page of the company's documents (of a project and/or customer), searched on the server. */
export const documentsPageQuery = (
  companyId: number,
  filter: DocumentFilter,
  state: v.InferOutput<typeof documentsListState>,
) =>
  pagedCallQuery(
    documentCalls.list,
    {
      params: { companyId },
      query: { projectId: filter.projectId, customerId: filter.customerId, search: state.search },
    },
    state.page,
  );

/** Every list of documents shows a change: /documents, the project's and the customer's tabs. */
function refreshDocuments(client: ReturnType<typeof useQueryClient>, companyId: number) {
  void client.invalidateQueries({ queryKey: documentsKey(companyId) });
  void client.invalidateQueries({ queryKey: everyCustomerKey });
}

export type UploadInput = { file: File; name?: string | undefined } & DocumentFilter;

/** POST /api/companies/{companyId}/documents (multipart), with the share sent for the progress bar. */
export function useUploadDocument(companyId: number) {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, name, projectId, customerId }: UploadInput) => {
      setProgress(0);
      // Fields before the file: the server checks them before it stores a byte.
      const form = new FormData();
      if (projectId !== undefined) form.append('projectId', String(projectId));
      if (customerId !== undefined) form.append('customerId', String(customerId));
      if (name?.trim()) form.append('name', name.trim());
      form.append('file', file);
      return uploadWithProgress<DocumentItem>(
        callUrl(documentCalls.upload, { params: { companyId } }),
        form,
        setProgress,
      );
    },
    onSuccess: (doc) => {
      refreshDocuments(client, companyId);
      toast({ title: t('documents:toasts.uploaded'), description: doc.name });
    },
    onError: (error) =>
      toast({
        title: t('documents:toasts.uploadFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
  return { ...mutation, progress };
}

/** DELETE /api/documents/{id}. */
export function useDeleteDocument(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(documentCalls.remove, { params: { id } }),
    onSuccess: () => {
      refreshDocuments(client, companyId);
      toastDeleted(t('documents:item'));
    },
    onError: (error) =>
      toast({
        title: t('documents:toasts.deleteFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}

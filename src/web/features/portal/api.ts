import '#domain/messages/load/portal';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { portalCalls } from '#calls/portal';
import type { ApproveEstimateBody, DeclineEstimateBody } from '#domain/contracts/estimates';
import type {
  PortalChangeOrder,
  PortalDocument,
  PortalEstimate,
  PortalMe,
  PortalMessage,
} from '#domain/contracts/portal';
import type { SignatureBody } from '#domain/contracts/signatures';
import { toast } from '../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../lib/api';
import { call, callQuery, callUrl } from '../../lib/calls';
import { t } from '../../lib/i18n';
import type { LiveStream } from '../../lib/live-updates';
import { uploadWithProgress } from '../../lib/upload';

/**
 * The client portal's calls (issue 26). Its session is its own cookie: a 401 here means "not signed in to the
 * portal" and shows the sign-in form, never the staff sign-in page.
 */
export const portalMeQuery = () =>
  queryOptions<PortalMe | null>({
    queryKey: callQuery(portalCalls.me, {}).queryKey,
    // Signed out of the portal is an answer, not an error to show.
    queryFn: () =>
      call(portalCalls.me, {}).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }),
  });

export const portalProjectsQuery = () => callQuery(portalCalls.projects, {});
export const portalProjectQuery = (projectId: number) =>
  callQuery(portalCalls.project, { params: { projectId } });
export const portalEstimateQuery = (projectId: number) =>
  callQuery(portalCalls.estimate, { params: { projectId } });
export const portalChangeOrdersQuery = (projectId: number) =>
  callQuery(portalCalls.changeOrders, { params: { projectId } });
export const portalChangeOrderQuery = (id: number) => callQuery(portalCalls.changeOrder, { params: { id } });
export const portalInvoicesQuery = (projectId: number) =>
  callQuery(portalCalls.invoices, { params: { projectId } });
export const portalDocumentsQuery = (projectId: number) =>
  callQuery(portalCalls.documents, { params: { projectId } });
/** The conversation; staff's answers arrive on the portal's event stream (portalLiveStream). */
export const portalMessagesQuery = (projectId: number) =>
  callQuery(portalCalls.messages, { params: { projectId } });

/**
 * The portal's event stream: the notices of the client's own conversation. When it ends for good, the client is
 * read again, and a session that is gone shows the sign-in form.
 */
export const portalLiveStream: LiveStream = {
  call: portalCalls.events,
  name: 'buildline-portal-live',
  onClosed: (client) => void client.invalidateQueries({ queryKey: portalMeQuery().queryKey }),
};

export function usePortalSignIn() {
  return useMutation({ mutationFn: (email: string) => call(portalCalls.signIn, { body: { email } }) });
}

export function usePortalOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(portalCalls.open, { body: { token } }),
    onSuccess: (me) => client.setQueryData(portalMeQuery().queryKey, me),
  });
}

export function usePortalSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(portalCalls.signOut, {}),
    onSuccess: () => {
      client.clear();
      client.setQueryData(portalMeQuery().queryKey, null);
    },
  });
}

export function useSendPortalMessage(projectId: number) {
  const client = useQueryClient();
  const key = portalMessagesQuery(projectId).queryKey;
  return useMutation({
    mutationFn: (content: string) =>
      call(portalCalls.sendMessage, { params: { projectId }, body: { content } }),
    onSuccess: (message: PortalMessage) =>
      client.setQueryData<PortalMessage[]>(key, (old) => [...(old ?? []), message]),
    onError: (error) =>
      toast({
        title: t('portal:messages.sendFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      }),
  });
}

export const portalSelectionsQuery = (projectId: number) =>
  callQuery(portalCalls.selections, { params: { projectId } });

/** The client's choice: final; the selections and change orders are read again to show what it made. */
export function usePortalChoose(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ selectionId, optionId }: { selectionId: number; optionId: number }) =>
      call(portalCalls.choose, { params: { id: selectionId }, body: { optionId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: portalSelectionsQuery(projectId).queryKey });
      void client.invalidateQueries({ queryKey: portalChangeOrdersQuery(projectId).queryKey });
    },
    onError: (error) => {
      toast({
        title: t('portal:selections.chooseFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      });
      void client.invalidateQueries({ queryKey: portalSelectionsQuery(projectId).queryKey });
    },
  });
}

/** The client's decision on a change order in the portal; the page shows the answer, and the list is read again. */
function useChangeOrderDecision<TBody>(id: number, send: (body: TBody) => Promise<PortalChangeOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (co) => {
      client.setQueryData(portalChangeOrderQuery(id).queryKey, co);
      void client.invalidateQueries({ queryKey: portalChangeOrdersQuery(co.projectId).queryKey });
      void client.invalidateQueries({ queryKey: portalProjectQuery(co.projectId).queryKey });
    },
    onError: (error) => {
      toast({
        title: t('portal:changeOrders.decisionFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      });
      void client.invalidateQueries({ queryKey: portalChangeOrderQuery(id).queryKey });
    },
  });
}

export const usePortalApprove = (id: number) =>
  useChangeOrderDecision(id, (body: SignatureBody) =>
    call(portalCalls.approveChangeOrder, { params: { id }, body }),
  );

export const usePortalDecline = (id: number) =>
  useChangeOrderDecision(id, (body: { reason?: string | null | undefined }) =>
    call(portalCalls.declineChangeOrder, { params: { id }, body }),
  );

/** The client's decision on the sent estimate in the portal; the tab shows the answer. */
function useEstimateDecision<TBody>(projectId: number, send: (body: TBody) => Promise<PortalEstimate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(portalEstimateQuery(projectId).queryKey, answer);
      // The contract total on the Overview follows.
      void client.invalidateQueries({ queryKey: portalProjectQuery(projectId).queryKey });
    },
    onError: (error) => {
      toast({
        title: t('portal:estimates.decisionFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      });
      void client.invalidateQueries({ queryKey: portalEstimateQuery(projectId).queryKey });
    },
  });
}

export const usePortalApproveEstimate = (projectId: number) =>
  useEstimateDecision(projectId, (body: ApproveEstimateBody) =>
    call(portalCalls.approveEstimate, { params: { projectId }, body }),
  );

export const usePortalDeclineEstimate = (projectId: number) =>
  useEstimateDecision(projectId, (body: DeclineEstimateBody) =>
    call(portalCalls.declineEstimate, { params: { projectId }, body }),
  );

/** The client's own upload to the project's documents. */
export function usePortalUpload(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<PortalDocument>(
        callUrl(portalCalls.upload, { params: { projectId } }),
        form,
        () => {},
      );
    },
    onSuccess: (doc) => {
      toast({ title: t('portal:documents.uploaded', { name: doc.name }) });
      void client.invalidateQueries({ queryKey: portalDocumentsQuery(projectId).queryKey });
    },
    onError: (error) =>
      toast({
        title: t('portal:documents.uploadFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      }),
  });
}

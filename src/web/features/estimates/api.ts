import '#domain/messages/load/estimates';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '#calls/budget';
import { estimateCalls } from '#calls/estimates';
import type {
  AddRecipientBody,
  EstimateRecipient,
  EstimateView,
  SendEstimateResult,
  UpdateEstimateBody,
} from '#domain/contracts/estimates';
import type { EstimateStatus } from '#domain/enums';
import { STATUS_CHANGE_REFUSED_TITLE } from '#domain/estimate-status';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery } from '../../lib/calls';
import { projectQuery, projectSummaryQuery } from '../projects/api';
import { estimateStatusLabels } from './status';

/** GET /api/projects/{id}/estimate: the project's estimate (the server creates the draft on first ask). */
export function estimateQuery(projectId: number) {
  return callQuery(estimateCalls.get, { params: { id: projectId } });
}

export function recipientsQuery(estimateId: number) {
  return callQuery(estimateCalls.recipients, { params: { id: estimateId } });
}

/** Newest first. */
export function historyQuery(estimateId: number) {
  return callQuery(estimateCalls.history, { params: { id: estimateId } });
}

/** Every cached answer under the estimate's own path (its recipients and history): ['/api/estimates', id]. */
const estimateKey = (estimateId: number) => callPrefix(estimateCalls.update, { id: estimateId });

/**
 * After any estimate change: the estimate, its recipients and history, and the project's figures (Sold Price
 * on the summary cards and the budget page, and the project's budget figure, follow the approved estimate).
 */
export function refreshEstimate(
  client: QueryClient,
  projectId: number,
  estimateId: number,
): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: estimateQuery(projectId).queryKey }),
    client.invalidateQueries({ queryKey: estimateKey(estimateId) }),
    client.invalidateQueries({ queryKey: projectSummaryQuery(projectId).queryKey }),
    client.invalidateQueries({ queryKey: callPrefix(budgetCalls.view, { id: projectId }) }),
    client.invalidateQueries({ queryKey: projectQuery(projectId).queryKey, exact: true }),
  ]);
}

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

type Ids = { projectId: number; estimateId: number };

function useEstimateMutation<TVars, TResult>(
  { projectId, estimateId }: Ids,
  mutationFn: (vars: TVars) => Promise<TResult>,
  options: { success: (result: TResult, vars: TVars) => void; onError: (error: unknown) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, vars) => {
      // The answer is the new estimate for PATCH and send: show it at once, then refresh the rest.
      const estimate = estimateOf(result);
      if (estimate) client.setQueryData(estimateQuery(projectId).queryKey, estimate);
      void refreshEstimate(client, projectId, estimateId);
      options.success(result, vars);
    },
    onError: (error) => {
      // A refused change often means someone else changed the estimate: show what it is now.
      void refreshEstimate(client, projectId, estimateId);
      options.onError(error);
    },
  });
}

function estimateOf(result: unknown): EstimateView | undefined {
  if (!result || typeof result !== 'object') return undefined;
  if ('canChangeStatus' in result) return result as EstimateView;
  if ('estimate' in result) return (result as SendEstimateResult).estimate;
  return undefined;
}

/** PATCH {status}: 'Status Updated', or 'Cannot Update Status' with the server's reason when refused (409). */
export function useChangeEstimateStatus(ids: Ids) {
  return useEstimateMutation(
    ids,
    (status: EstimateStatus) =>
      call(estimateCalls.update, { params: { id: ids.estimateId }, body: { status } }),
    {
      success: (estimate) =>
        toast({
          title: t('estimates:toasts.statusUpdated'),
          description: t('estimates:toasts.statusNow', {
            status: estimateStatusLabels[estimate.status].toLowerCase(),
          }),
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast({
            title: STATUS_CHANGE_REFUSED_TITLE(),
            description: errorMessage(error, t('estimates:toasts.updateFailed')),
            variant: 'destructive',
          });
        } else failure(t('estimates:toasts.updateFailed'), t('estimates:toasts.updateFailed'))(error);
      },
    },
  );
}

/** PATCH {terms} or the printed texts (only while draft). */
export function useUpdateEstimate(ids: Ids, successTitle: string, version: string | undefined) {
  return useEstimateMutation(
    ids,
    (body: Omit<UpdateEstimateBody, 'status'>) =>
      call(estimateCalls.update, { params: { id: ids.estimateId }, body }, { ifMatch: version }),
    {
      success: () => toast({ title: successTitle }),
      onError: failure(t('estimates:toasts.updateFailed'), t('estimates:toasts.updateFailed')),
    },
  );
}

export function useAddRecipient(ids: Ids) {
  return useEstimateMutation(
    ids,
    (body: AddRecipientBody) => call(estimateCalls.addRecipient, { params: { id: ids.estimateId }, body }),
    {
      success: (recipient) =>
        toast({ title: t('estimates:toasts.recipientAdded'), description: recipient.email }),
      onError: failure(t('estimates:toasts.addRecipientFailed'), t('estimates:toasts.addRecipientFailed')),
    },
  );
}

export function useRemoveRecipient(ids: Ids) {
  return useEstimateMutation(
    ids,
    (recipient: EstimateRecipient) => call(estimateCalls.removeRecipient, { params: { id: recipient.id } }),
    {
      success: (_r, recipient) =>
        toast({ title: t('estimates:toasts.recipientRemoved'), description: recipient.email }),
      onError: failure(
        t('estimates:toasts.removeRecipientFailed'),
        t('estimates:toasts.removeRecipientFailed'),
      ),
    },
  );
}

export function useSendEstimate(ids: Ids) {
  return useEstimateMutation(
    ids,
    (recipient: EstimateRecipient) => call(estimateCalls.send, { params: { id: recipient.id } }),
    {
      success: ({ recipient }) =>
        toast({
          title: t('estimates:toasts.sent'),
          description: t('estimates:toasts.sentDescription', { email: recipient.email }),
        }),
      onError: failure(t('estimates:toasts.sendFailed'), t('estimates:toasts.sendFailed')),
    },
  );
}

import '#domain/messages/load/change-orders';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '#calls/budget';
import { changeOrderSendingCalls } from '#calls/change-order-sending';
import { changeOrderCalls } from '#calls/change-orders';
import type { SendChangeOrderBody } from '#domain/contracts/change-order-sending';
import type {
  ApproveChangeOrderBody,
  ChangeOrderView,
  CreateChangeOrderBody,
  DeclineChangeOrderBody,
  UpdateChangeOrderBody,
} from '#domain/contracts/change-orders';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, callUrl } from '../../lib/calls';
import { projectQuery, projectSummaryQuery } from '../projects/api';

/** GET /api/projects/{id}/change-orders: newest number first. */
export const changeOrdersQuery = (projectId: number) =>
  callQuery(changeOrderCalls.list, { params: { id: projectId } });

export const changeOrderQuery = (id: number) => callQuery(changeOrderCalls.get, { params: { id } });

/** Newest first. */
export const changeOrderHistoryQuery = (id: number) =>
  callQuery(changeOrderCalls.history, { params: { id } });

/**
 * After a change: the change order and its history, the project's list of them, and what approval changes (the
 * budget, the Sold Price on the cards, the project's budget figure and completion date).
 */
function refresh(client: QueryClient, projectId: number, id?: number): Promise<unknown> {
  return Promise.all([
    id === undefined
      ? null
      : client.invalidateQueries({ queryKey: callPrefix(changeOrderCalls.get, { id }) }),
    client.invalidateQueries({ queryKey: changeOrdersQuery(projectId).queryKey }),
    client.invalidateQueries({ queryKey: projectSummaryQuery(projectId).queryKey }),
    client.invalidateQueries({ queryKey: callPrefix(budgetCalls.view, { id: projectId }) }),
    client.invalidateQueries({ queryKey: projectQuery(projectId).queryKey, exact: true }),
  ]);
}

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, title), variant: 'destructive' });

export function useCreateChangeOrder(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChangeOrderBody) =>
      call(changeOrderCalls.create, { params: { id: projectId }, body }),
    onSuccess: (created) => {
      void refresh(client, projectId);
      toast({ title: t('changeOrders:toasts.created', { number: created.number }) });
    },
    onError: failed(t('changeOrders:toasts.createFailed')),
  });
}

/** One change of a change order: its answer replaces the cached one at once, then the rest is refreshed. */
function useChange<TVars>(
  co: Pick<ChangeOrderView, 'id' | 'projectId'>,
  send: (vars: TVars) => Promise<ChangeOrderView>,
  texts: { done: string; failed: string },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(changeOrderQuery(co.id).queryKey, answer);
      void refresh(client, co.projectId, co.id);
      toast({ title: texts.done });
    },
    onError: (error) => {
      void refresh(client, co.projectId, co.id);
      failed(texts.failed)(error);
    },
  });
}

export const useUpdateChangeOrder = (co: ChangeOrderView) =>
  useChange(
    co,
    (body: UpdateChangeOrderBody) =>
      call(changeOrderCalls.update, { params: { id: co.id }, body }, { ifMatch: co.version }),
    { done: t('changeOrders:toasts.saved'), failed: t('changeOrders:toasts.saveFailed') },
  );

export const useApproveChangeOrder = (co: ChangeOrderView) =>
  useChange(
    co,
    (body: ApproveChangeOrderBody) => call(changeOrderCalls.approve, { params: { id: co.id }, body }),
    {
      done: t('changeOrders:toasts.approved', { number: co.number }),
      failed: t('changeOrders:toasts.approveFailed'),
    },
  );

export const useDeclineChangeOrder = (co: ChangeOrderView) =>
  useChange(
    co,
    (body: DeclineChangeOrderBody) => call(changeOrderCalls.decline, { params: { id: co.id }, body }),
    {
      done: t('changeOrders:toasts.declined', { number: co.number }),
      failed: t('changeOrders:toasts.declineFailed'),
    },
  );

export const useVoidChangeOrder = (co: ChangeOrderView) =>
  useChange(co, () => call(changeOrderCalls.void, { params: { id: co.id } }), {
    done: t('changeOrders:toasts.voided', { number: co.number }),
    failed: t('changeOrders:toasts.voidFailed'),
  });

export function useDeleteChangeOrder(co: ChangeOrderView) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(changeOrderCalls.remove, { params: { id: co.id } }),
    onSuccess: () => {
      void refresh(client, co.projectId);
      toast({ title: t('changeOrders:toasts.deleted', { number: co.number }) });
    },
    onError: failed(t('changeOrders:toasts.deleteFailed')),
  });
}

export const useSendChangeOrder = (co: ChangeOrderView) =>
  useChange(
    co,
    (body: SendChangeOrderBody) => call(changeOrderSendingCalls.send, { params: { id: co.id }, body }),
    {
      done: t('changeOrders:toasts.sent', { number: co.number }),
      failed: t('changeOrders:toasts.sendFailed'),
    },
  );

/** The change order's PDF, for staff (the public page has its own under the link's token). */
export const changeOrderPdfUrl = (id: number) => callUrl(changeOrderSendingCalls.pdf, { params: { id } });

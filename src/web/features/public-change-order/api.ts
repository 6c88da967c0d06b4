import '#domain/messages/load/change-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicChangeOrderCalls } from '#calls/change-order-sending';
import type { PublicChangeOrderView } from '#domain/contracts/change-order-sending';
import type { DeclineChangeOrderBody } from '#domain/contracts/change-orders';
import type { SignatureBody } from '#domain/contracts/signatures';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callQuery, callUrl } from '../../lib/calls';
import { t } from '../../lib/i18n';

/** GET /api/public/change-orders/{token}: no sign-in, the token is the key. */
export const publicChangeOrderQuery = (token: string) =>
  callQuery(publicChangeOrderCalls.view, { params: { token } });

export const publicChangeOrderPdfUrl = (token: string) =>
  callUrl(publicChangeOrderCalls.pdf, { params: { token } });

/** A decision's answer is the page's new state; a refusal (decided meanwhile) reloads it as it now is. */
function useDecision<TBody>(
  token: string,
  send: (body: TBody) => Promise<PublicChangeOrderView>,
  failureTitle: string,
) {
  const client = useQueryClient();
  const key = publicChangeOrderQuery(token).queryKey;
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => client.setQueryData(key, view),
    onError: (error) => {
      toast({
        title: failureTitle,
        description: errorMessage(error, t('changeOrders:public.tryAgain')),
        variant: 'destructive',
      });
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

export const useApproveChangeOrder = (token: string) =>
  useDecision(
    token,
    (body: SignatureBody) => call(publicChangeOrderCalls.approve, { params: { token }, body }),
    t('changeOrders:public.approveFailed'),
  );

export const useDeclineChangeOrder = (token: string) =>
  useDecision(
    token,
    (body: DeclineChangeOrderBody) => call(publicChangeOrderCalls.decline, { params: { token }, body }),
    t('changeOrders:public.declineFailed'),
  );

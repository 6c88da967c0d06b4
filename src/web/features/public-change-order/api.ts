import '#domain/messages/load/change-orders';
import { publicChangeOrderCalls } from '#calls/change-order-sending';
import type { DeclineChangeOrderBody } from '#domain/contracts/change-orders';
import type { SignatureBody } from '#domain/contracts/signatures';
import { call, callQuery, callUrl } from '../../lib/calls';
import { useDecision } from '../client-decision/public-page';

/** GET /api/public/change-orders/{token}: no sign-in, the token is the key. */
export const publicChangeOrderQuery = (token: string) =>
  callQuery(publicChangeOrderCalls.view, { params: { token } });

export const publicChangeOrderPdfUrl = (token: string) =>
  callUrl(publicChangeOrderCalls.pdf, { params: { token } });

export const useApproveChangeOrder = (token: string) =>
  useDecision('changeOrders', 'approve', publicChangeOrderQuery(token).queryKey, (body: SignatureBody) =>
    call(publicChangeOrderCalls.approve, { params: { token }, body }),
  );

export const useDeclineChangeOrder = (token: string) =>
  useDecision(
    'changeOrders',
    'decline',
    publicChangeOrderQuery(token).queryKey,
    (body: DeclineChangeOrderBody) => call(publicChangeOrderCalls.decline, { params: { token }, body }),
  );

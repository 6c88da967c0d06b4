import { declineChangeOrderBody } from '#domain/contracts/change-orders';
import { signatureBody } from '#domain/contracts/signatures';
import type { DecisionDocument } from '../client-decision/decision-document';

/** The client's decision on a change order, on its public page and in the portal. */
export const changeOrderDecision: DecisionDocument = {
  texts: 'changeOrders',
  approveSchema: signatureBody,
  declineSchema: declineChangeOrderBody,
};

import '#domain/messages/load/change-orders';
import { z } from 'zod';
import { changeOrderReasons, changeOrderStatuses } from '../enums';
import { say } from '../messages/i18n';
import { type Answer, decimal, fileAnswer, instant, streamAnswer } from './answers';
import { changeOrderAnswer, declineChangeOrderBody } from './change-orders';
import { logoQuery } from './companies';
import { declareCall } from './declare';
import { addRecipientBody, estimateCompanyAnswer, estimatePartyAnswer } from './estimates';
import { signatureBody } from './signatures';

/**
 * POST /api/change-orders/{id}/send (issue 26): each recipient, named and addressed as an estimate's, gets a
 * personal link to the public change order page.
 */
export const sendChangeOrderBody = z.object({
  recipients: z
    .array(addRecipientBody.pick({ name: true, email: true }))
    .min(1, say('changeOrders:messages.recipientsRequired'))
    .max(10, say('changeOrders:messages.recipientsMax')),
});
export type SendChangeOrderBody = z.input<typeof sendChangeOrderBody>;

/** A line as the client reads it: never its cost, markup or margin. */
export const changeOrderClientLineAnswer = z.object({
  name: z.string(),
  description: z.string().nullable(),
  quantity: decimal,
  unit: z.string().nullable(),
  unitPrice: decimal,
  total: decimal,
});

/** What the public page and the PDF show of a change order, and what a client's signature covers. */
export const changeOrderDocumentAnswer = z.object({
  id: z.number(),
  /** 'CO-1'. */
  number: z.string(),
  title: z.string(),
  reason: z.enum(changeOrderReasons),
  description: z.string().nullable(),
  scheduleDays: z.number(),
  status: z.enum(changeOrderStatuses),
  company: estimateCompanyAnswer,
  client: estimatePartyAnswer,
  project: z.object({ name: z.string() }),
  lines: z.array(changeOrderClientLineAnswer),
  total: decimal,
  /** The Sold Price before this change order; null while the project's estimate is not approved. */
  previousContractTotal: decimal.nullable(),
  /** The Sold Price with this change order. */
  newContractTotal: decimal.nullable(),
  sentAt: instant.nullable(),
  decidedAt: instant.nullable(),
  /** The client's signature once they approved: who and when (the image is printed on the PDF). */
  signature: z.object({ name: z.string(), signedAt: instant }).nullable(),
  /** The reason the client gave when declining. */
  declineReason: z.string().nullable(),
});
export type ChangeOrderDocument = Answer<typeof changeOrderDocumentAnswer>;

/** GET /api/public/change-orders/{token} and the approve and decline calls. */
export const publicChangeOrderViewAnswer = z.object({
  recipientName: z.string(),
  changeOrder: changeOrderDocumentAnswer,
});
export type PublicChangeOrderView = Answer<typeof publicChangeOrderViewAnswer>;

/** Sending and printing a change order, for the signed-in company: admins and managers send, everyone prints. */
export const changeOrderSendingCalls = {
  send: declareCall({
    method: 'POST',
    path: '/api/change-orders/:id/send',
    body: sendChangeOrderBody,
    permission: 'manageChangeOrders',
    answers: { 200: changeOrderAnswer },
  }),
  pdf: declareCall({
    method: 'GET',
    path: '/api/change-orders/:id/pdf',
    answers: { 200: fileAnswer },
  }),
};

/** The link's token: the only key to a public change order (never a record id). */
const publicChangeOrderParams = z.object({ token: z.string().max(200) });

/**
 * The public change order page's calls: no sign-in; the token in the link is the only key and reaches only its
 * own change order. Approving takes a typed name and a drawn signature.
 */
export const publicChangeOrderCalls = {
  view: declareCall({
    method: 'GET',
    path: '/api/public/change-orders/:token',
    params: publicChangeOrderParams,
    answers: { 200: publicChangeOrderViewAnswer },
  }),
  pdf: declareCall({
    method: 'GET',
    path: '/api/public/change-orders/:token/pdf',
    params: publicChangeOrderParams,
    answers: { 200: fileAnswer },
  }),
  /** The company's logo, a stored file sent as a stream (as the public estimate's). */
  logo: declareCall({
    method: 'GET',
    path: '/api/public/change-orders/:token/logo',
    params: publicChangeOrderParams,
    query: logoQuery,
    answers: { 200: streamAnswer },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/api/public/change-orders/:token/approve',
    params: publicChangeOrderParams,
    body: signatureBody,
    answers: { 200: publicChangeOrderViewAnswer },
  }),
  decline: declareCall({
    method: 'POST',
    path: '/api/public/change-orders/:token/decline',
    params: publicChangeOrderParams,
    body: declineChangeOrderBody,
    answers: { 200: publicChangeOrderViewAnswer },
  }),
};

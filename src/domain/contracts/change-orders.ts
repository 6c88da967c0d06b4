import '#domain/messages/load/change-orders';
import { z } from 'zod';
import { changeOrderActions, changeOrderReasons, changeOrderStatuses } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, decimal, instant, noContent } from './answers';
import { amount, budgetItemFields, budgetMessages, decimalField, fitsAmount } from './budget';
import { optionalRef, optionalText, requiredText, wholeNumber } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** The change orders' texts (issue 26), each looked up when read. */
export const changeOrderMessages = {
  title: lazyText('changeOrders:messages.title'),
  titleRequired: lazyText('changeOrders:messages.titleRequired'),
  reason: lazyText('changeOrders:messages.reason'),
  lineName: lazyText('changeOrders:messages.lineName'),
  lineNameRequired: lazyText('changeOrders:messages.lineNameRequired'),
  quantity: lazyText('changeOrders:messages.quantity'),
  catalogItemId: lazyText('changeOrders:messages.catalogItemId'),
  budgetParentId: lazyText('changeOrders:messages.budgetParentId'),
  billNow: lazyText('changeOrders:messages.billNow'),
} as const;

/**
 * One line, priced like a budget product (the same fields, rules and messages, contracts/budget.ts): the server
 * derives the price, markup and margin that were not sent (domain/pricing.ts resolvePricing). A negative
 * quantity makes the line a credit; 0 is refused.
 */
export const changeOrderLineBody = z.object({
  name: requiredText(changeOrderMessages.lineName, 300, changeOrderMessages.lineNameRequired),
  description: optionalText(5000),
  quantity: decimalField(
    changeOrderMessages.quantity,
    (q) => q !== 0n,
    (q) => fitsAmount(q < 0n ? -q : q),
    budgetMessages.amountTooLarge,
  ),
  unit: z.string().trim().max(50, say('changeOrders:messages.unit')).nullish(),
  unitCost: amount(budgetMessages.unitCost),
  unitPrice: budgetItemFields.unitPrice,
  markup: budgetItemFields.markup,
  margin: budgetItemFields.margin,
  /** A catalog item of the company it was taken from. */
  catalogItemId: optionalRef(changeOrderMessages.catalogItemId),
  tradeId: budgetItemFields.tradeId,
  /** The budget group of the project the line goes into on approval; without one, the change order's own group. */
  budgetParentId: optionalRef(changeOrderMessages.budgetParentId),
});
export type ChangeOrderLineBody = z.input<typeof changeOrderLineBody>;
export type ChangeOrderLineValues = z.output<typeof changeOrderLineBody>;

const changeOrderFields = {
  title: requiredText(changeOrderMessages.title, 200, changeOrderMessages.titleRequired),
  description: optionalText(5000),
  reason: z.enum(changeOrderReasons, { error: changeOrderMessages.reason }),
  /** Days the completion date moves: negative when the change saves time. */
  scheduleDays: wholeNumber(-3650, 3650).optional(),
  lines: z.array(changeOrderLineBody).max(200, say('changeOrders:messages.lines')),
};

/** POST /api/projects/{id}/change-orders: a draft, numbered CO-{n} in its project. */
export const createChangeOrderBody = z.object({
  ...changeOrderFields,
  lines: changeOrderFields.lines.default([]),
});
export type CreateChangeOrderBody = z.input<typeof createChangeOrderBody>;

/** PATCH /api/change-orders/{id}: any field; `lines`, when sent, replace all the lines. Only a draft. */
export const updateChangeOrderBody = z.object(changeOrderFields).partial();
export type UpdateChangeOrderBody = z.input<typeof updateChangeOrderBody>;

/** POST /api/change-orders/{id}/approve by staff (signed on paper): a note, and whether to invoice it now. */
export const approveChangeOrderBody = z.object({
  note: optionalText(2000),
  /** 'Bill now': an invoice for the change order's total is made with the approval. */
  billNow: z.boolean({ error: changeOrderMessages.billNow }).optional(),
});
export type ApproveChangeOrderBody = z.input<typeof approveChangeOrderBody>;

/** POST /api/change-orders/{id}/decline by staff: an optional reason. */
export const declineChangeOrderBody = z.object({ reason: optionalText(2000) });
export type DeclineChangeOrderBody = z.input<typeof declineChangeOrderBody>;

// Answers. Money is a decimal string; totals are computed by the database.

export const changeOrderSummaryAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  /** 'CO-1'. */
  number: z.string(),
  title: z.string(),
  reason: z.enum(changeOrderReasons),
  status: z.enum(changeOrderStatuses),
  scheduleDays: z.number(),
  totalCost: decimal,
  total: decimal,
  createdAt: instant,
  sentAt: instant.nullable(),
  decidedAt: instant.nullable(),
});
export type ChangeOrderSummary = Answer<typeof changeOrderSummaryAnswer>;

export const changeOrderLineAnswer = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: decimal,
  unit: z.string().nullable(),
  unitCost: decimal,
  unitPrice: decimal,
  markup: decimal,
  margin: decimal,
  /** quantity × unit cost and quantity × unit price, each rounded to the cent. */
  totalCost: decimal,
  total: decimal,
  catalogItemId: z.number().nullable(),
  tradeId: z.number().nullable(),
  budgetParentId: z.number().nullable(),
  /** The budget product the line became on approval. */
  budgetItemId: z.number().nullable(),
});
export type ChangeOrderLine = Answer<typeof changeOrderLineAnswer>;

export const changeOrderAnswer = changeOrderSummaryAnswer.extend({
  description: z.string().nullable(),
  lines: z.array(changeOrderLineAnswer),
  /** The client's typed name, or the staff member's note when marked approved or declined. */
  decisionNote: z.string().nullable(),
  /** The staff member who marked it approved or declined; null when the client decided. */
  decidedByName: z.string().nullable(),
  invoiceId: z.number().nullable(),
  /**
   * The client's signature once they approved it (the public page or the portal): who, when, and the drawing as
   * a PNG data URL (a few kilobytes), so the page shows what the PDF prints.
   */
  signature: z.object({ name: z.string(), signedAt: instant, image: z.string() }).nullable(),
  /** What the signed-in user may do (employees read). */
  canManage: z.boolean(),
  version: recordVersion,
});
export type ChangeOrderView = Answer<typeof changeOrderAnswer>;

export const changeOrderHistoryEntryAnswer = z.object({
  id: z.number(),
  action: z.enum(changeOrderActions),
  details: z.string().nullable(),
  timestamp: instant,
  /** The user's display name, or the client's name for what they did. */
  actorName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ChangeOrderHistoryEntry = Answer<typeof changeOrderHistoryEntryAnswer>;

/** A project's change orders (issue 26). Everyone in the company reads; admins and managers change them. */
export const changeOrderCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/projects/:id/change-orders',
    answers: { 200: z.array(changeOrderSummaryAnswer) },
    live: ['change-order'],
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/projects/:id/change-orders',
    body: createChangeOrderBody,
    permission: 'manageChangeOrders',
    answers: { 201: changeOrderAnswer },
  }),
  get: declareCall({
    method: 'GET',
    path: '/api/change-orders/:id',
    answers: { 200: changeOrderAnswer },
    live: ['change-order'],
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/change-orders/:id',
    body: updateChangeOrderBody,
    permission: 'manageChangeOrders',
    answers: { 200: changeOrderAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/change-orders/:id',
    permission: 'manageChangeOrders',
    answers: { 204: noContent },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/api/change-orders/:id/approve',
    body: approveChangeOrderBody,
    permission: 'manageChangeOrders',
    answers: { 200: changeOrderAnswer },
  }),
  decline: declareCall({
    method: 'POST',
    path: '/api/change-orders/:id/decline',
    body: declineChangeOrderBody,
    permission: 'manageChangeOrders',
    answers: { 200: changeOrderAnswer },
  }),
  void: declareCall({
    method: 'POST',
    path: '/api/change-orders/:id/void',
    permission: 'manageChangeOrders',
    answers: { 200: changeOrderAnswer },
  }),
  history: declareCall({
    method: 'GET',
    path: '/api/change-orders/:id/history',
    answers: { 200: z.array(changeOrderHistoryEntryAnswer) },
  }),
};

import '#domain/messages/load/purchasing';
import { z } from 'zod';
import { purchaseOrderStatuses } from '../enums';
import { lazyText, say, t } from '../messages/i18n';
import { type Answer, decimal, fileAnswer, instant } from './answers';
import { amount, budgetMessages, decimalField, fitsAmount } from './budget';
import { dateOnly, optionalDate, optionalText, recordId, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** The purchasing texts the contracts name, each looked up when read. */
export const purchasingMessages = {
  vendorId: lazyText('purchasing:messages.vendorId'),
  lines: lazyText('purchasing:messages.lines'),
  description: lazyText('purchasing:messages.description'),
  descriptionRequired: lazyText('purchasing:messages.descriptionRequired'),
  quantity: lazyText('purchasing:messages.quantity'),
  unitCost: lazyText('purchasing:messages.unitCost'),
  budgetItemId: lazyText('purchasing:messages.budgetItemId'),
} as const;

/** A decimal the field must have: absent, null or blank answers the field's own sentence. */
export function requiredDecimal<S extends z.ZodType<string | undefined>>(schema: S, message: () => string) {
  return schema.transform((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: message() });
      return z.NEVER;
    }
    return value;
  });
}

/** One line: what is bought, how many at what unit cost, on which budget line (a product of the order's project). */
export const purchaseOrderLineBody = z.object({
  description: requiredText(purchasingMessages.description, 500, purchasingMessages.descriptionRequired),
  quantity: requiredDecimal(
    decimalField(purchasingMessages.quantity, (q) => q > 0n, fitsAmount, budgetMessages.amountTooLarge),
    () => t('purchasing:messages.quantity'),
  ),
  unitCost: requiredDecimal(amount(purchasingMessages.unitCost), () => t('purchasing:messages.unitCost')),
  budgetItemId: recordId(purchasingMessages.budgetItemId),
});
export type PurchaseOrderLineBody = z.input<typeof purchaseOrderLineBody>;

const purchaseOrderFields = {
  vendorId: recordId(purchasingMessages.vendorId),
  /** The order's date; without one, today. */
  issueDate: dateOnly.optional(),
  deliveryDate: optionalDate,
  notes: optionalText(5000),
  lines: z
    .array(purchaseOrderLineBody, { error: purchasingMessages.lines })
    .min(1, say('purchasing:messages.lines'))
    .max(200, say('purchasing:messages.linesMax')),
};

/** POST /api/projects/{id}/purchase-orders: a draft, numbered PO-{n} in its company. */
export const createPurchaseOrderBody = z.object(purchaseOrderFields);
export type CreatePurchaseOrderBody = z.input<typeof createPurchaseOrderBody>;

/** PATCH /api/purchase-orders/{id}: any field; `lines`, when sent, replace all the lines. Only a draft. */
export const updatePurchaseOrderBody = z.object(purchaseOrderFields).partial();
export type UpdatePurchaseOrderBody = z.input<typeof updatePurchaseOrderBody>;

// Answers. Money is a decimal string; every sum is the database's.

export const purchaseOrderSummaryAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  vendorId: z.number().nullable(),
  vendorName: z.string(),
  /** 'PO-7'. */
  number: z.string(),
  status: z.enum(purchaseOrderStatuses),
  issueDate: z.string(),
  deliveryDate: z.string().nullable(),
  total: decimal,
  /** What bills against the order add up to. */
  billed: decimal,
  /** What is still to be billed: total less billed, never below 0. */
  unbilled: decimal,
  sentAt: instant.nullable(),
});
export type PurchaseOrderSummary = Answer<typeof purchaseOrderSummaryAnswer>;

export const purchaseOrderLineAnswer = z.object({
  id: z.number(),
  position: z.number(),
  description: z.string(),
  quantity: decimal,
  unitCost: decimal,
  /** quantity × unit cost, rounded to the cent. */
  amount: decimal,
  budgetItemId: z.number().nullable(),
  budgetItemName: z.string().nullable(),
});
export type PurchaseOrderLine = Answer<typeof purchaseOrderLineAnswer>;

export const purchaseOrderAnswer = purchaseOrderSummaryAnswer.extend({
  notes: z.string().nullable(),
  sentTo: z.string().nullable(),
  lines: z.array(purchaseOrderLineAnswer),
  /** What the signed-in user may do (employees read). */
  canManage: z.boolean(),
  version: recordVersion,
});
export type PurchaseOrderView = Answer<typeof purchaseOrderAnswer>;

/** A project's purchase orders (issue 27). Everyone in the company reads; admins and managers change them. */
export const purchaseOrderCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/projects/:id/purchase-orders',
    answers: { 200: z.array(purchaseOrderSummaryAnswer) },
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/projects/:id/purchase-orders',
    body: createPurchaseOrderBody,
    permission: 'managePurchasing',
    answers: { 201: purchaseOrderAnswer },
  }),
  get: declareCall({
    method: 'GET',
    path: '/api/purchase-orders/:id',
    answers: { 200: purchaseOrderAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/purchase-orders/:id',
    body: updatePurchaseOrderBody,
    permission: 'managePurchasing',
    answers: { 200: purchaseOrderAnswer },
  }),
  /** E-mails the order to its vendor as a PDF; a draft becomes sent, and its cost committed. */
  send: declareCall({
    method: 'POST',
    path: '/api/purchase-orders/:id/send',
    permission: 'managePurchasing',
    answers: { 200: purchaseOrderAnswer },
  }),
  void: declareCall({
    method: 'POST',
    path: '/api/purchase-orders/:id/void',
    permission: 'managePurchasing',
    answers: { 200: purchaseOrderAnswer },
  }),
  pdf: declareCall({
    method: 'GET',
    path: '/api/purchase-orders/:id/pdf',
    answers: { 200: fileAnswer },
  }),
};

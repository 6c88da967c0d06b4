import '#domain/messages/load/purchasing';
import { z } from 'zod';
import { vendorBillStatuses } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, decimal, instant, streamAnswer } from './answers';
import {
  dateOnly,
  idSchema,
  money,
  optionalDate,
  optionalRef,
  optionalText,
  pageQuery,
  recordId,
  requiredText,
} from './common';
import { declareCall } from './declare';
import { downloadQuery } from './documents';
import { purchasingMessages } from './purchase-orders';
import { recordVersion } from './record-version';

/** An amount above 0 with at most 2 decimals; blank or 0 answers 'Amount must be greater than 0'. */
const positiveAmount = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? '0' : value),
  money(lazyText('purchasing:messages.amount')).refine(
    (a) => /[1-9]/.test(a),
    say('purchasing:messages.amountPositive'),
  ),
);

/** One line of a bill: an amount on a budget line (a product of the bill's project). */
export const vendorBillLineBody = z.object({
  budgetItemId: recordId(purchasingMessages.budgetItemId),
  amount: positiveAmount,
  description: optionalText(500),
});
export type VendorBillLineBody = z.input<typeof vendorBillLineBody>;

/**
 * POST /api/companies/{companyId}/bills. A bill above what is still open on its purchase order answers 409 with
 * the amounts, unless `confirmOverOrder` is true (the form asks first).
 */
export const createVendorBillBody = z.object({
  vendorId: recordId(purchasingMessages.vendorId),
  number: requiredText(
    lazyText('purchasing:messages.billNumber'),
    100,
    lazyText('purchasing:messages.billNumberRequired'),
  ),
  date: dateOnly,
  dueDate: optionalDate,
  purchaseOrderId: optionalRef(lazyText('purchasing:messages.purchaseOrderId')),
  lines: z
    .array(vendorBillLineBody, { error: purchasingMessages.lines })
    .min(1, say('purchasing:messages.lines'))
    .max(200, say('purchasing:messages.linesMax')),
  confirmOverOrder: z.boolean({ error: lazyText('purchasing:messages.confirmOverOrder') }).optional(),
});
export type CreateVendorBillBody = z.input<typeof createVendorBillBody>;

/** POST /api/bills/{id}/payments: a payment made to the vendor against the bill, at most its balance. */
export const vendorBillPaymentBody = z.object({
  amount: positiveAmount,
  date: dateOnly,
  method: optionalText(50),
  reference: optionalText(200),
});
export type VendorBillPaymentBody = z.input<typeof vendorBillPaymentBody>;

/**
 * What the bills list shows: every bill, those still to pay (unpaid or partly), or one status of
 * vendorBillStatuses. A literal, so that the browser's `#calls/` module carries it.
 */
export const vendorBillFilters = ['all', 'open', 'unpaid', 'partially_paid', 'paid'] as const;
export type VendorBillFilter = (typeof vendorBillFilters)[number];

/**
 * GET /api/companies/{companyId}/bills: newest bill date first; projectId narrows to one project's bills, search
 * to a vendor or bill number, status to a payment state. Paged on request like the other growing lists.
 */
export const listVendorBillsQuery = pageQuery.extend({
  projectId: idSchema.optional(),
  status: z.enum(vendorBillFilters).optional(),
});
export type ListVendorBillsQuery = z.output<typeof listVendorBillsQuery>;

export const vendorBillSummaryAnswer = z.object({
  id: z.number(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  vendorId: z.number().nullable(),
  vendorName: z.string(),
  number: z.string(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  purchaseOrderId: z.number().nullable(),
  /** 'PO-7'. */
  purchaseOrderNumber: z.string().nullable(),
  total: decimal,
  amountPaid: decimal,
  balance: decimal,
  status: z.enum(vendorBillStatuses),
  fileName: z.string().nullable(),
});
export type VendorBillSummary = Answer<typeof vendorBillSummaryAnswer>;

export const vendorBillAnswer = vendorBillSummaryAnswer.extend({
  lines: z.array(
    z.object({
      id: z.number(),
      position: z.number(),
      budgetItemId: z.number().nullable(),
      budgetItemName: z.string().nullable(),
      amount: decimal,
      description: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      amount: decimal,
      date: z.string(),
      method: z.string().nullable(),
      reference: z.string().nullable(),
      createdAt: instant,
    }),
  ),
  canManage: z.boolean(),
  version: recordVersion,
});
export type VendorBillView = Answer<typeof vendorBillAnswer>;

/** Vendor bills (issue 27): everyone in the company reads; admins and managers enter and pay them. */
export const vendorBillCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/bills',
    query: listVendorBillsQuery,
    answers: { 200: z.array(vendorBillSummaryAnswer) },
    paged: true,
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/bills',
    body: createVendorBillBody,
    permission: 'managePurchasing',
    answers: { 201: vendorBillAnswer },
  }),
  get: declareCall({
    method: 'GET',
    path: '/api/bills/:id',
    answers: { 200: vendorBillAnswer },
  }),
  pay: declareCall({
    method: 'POST',
    path: '/api/bills/:id/payments',
    body: vendorBillPaymentBody,
    permission: 'managePurchasing',
    answers: { 201: vendorBillAnswer },
  }),
  /** The vendor's document, uploaded as multipart (images and PDF, as receipts). */
  attachDocument: declareCall({
    method: 'POST',
    path: '/api/bills/:id/document',
    permission: 'managePurchasing',
    answers: { 200: vendorBillAnswer },
  }),
  document: declareCall({
    method: 'GET',
    path: '/api/bills/:id/document',
    query: downloadQuery,
    answers: { 200: streamAnswer },
  }),
};

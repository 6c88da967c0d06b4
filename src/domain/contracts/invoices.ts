import '#domain/messages/load/invoices';
import { z } from 'zod';
import { invoiceStatuses, milestoneTypes, paymentStatuses } from '../enums';
import { lazyText, say, textsReadWhenUsed } from '../messages/i18n';
import { type Answer, decimal, instant, noContent } from './answers';
import {
  dateOnly,
  idSchema,
  money,
  optionalDate,
  optionalRef,
  optionalText,
  pageQuery,
  requiredText,
} from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/**
 * GET /api/companies/{companyId}/invoices. projectId and customerId filter within the company (another
 * company's id finds nothing); search matches number, title and description; limit/offset page the list and
 * the answer carries the total in x-total-count. Without parameters every invoice, newest first.
 */
/**
 * The invoice list's orders: newest first by default; by amount, due date, number, customer or project name
 * (invoices without a date or name last).
 */
export const invoiceSorts = [
  'newest',
  'oldest',
  'amount',
  'amount-desc',
  'due',
  'due-desc',
  'number',
  'number-desc',
  'customer',
  'customer-desc',
  'project',
  'project-desc',
] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];

export const listInvoicesQuery = pageQuery.extend({
  projectId: idSchema.optional(),
  customerId: idSchema.optional(),
  /** The status the list shows: paid, overdue (unpaid and past due), draft, sent or cancelled. */
  status: z.enum(invoiceStatuses).optional(),
  sort: z.enum(invoiceSorts).optional(),
});
export type ListInvoicesQuery = z.input<typeof listInvoicesQuery>;

/** The invoices' validation and refusal messages (docs/product.md#invoices). */
export const invoiceMessages = textsReadWhenUsed('invoices:messages', [
  'amount',
  'quantity',
  'dueDate',
  'overdue',
  'numberTaken',
  'milestoneProject',
  'milestoneLines',
  'milestoneTaken',
  'depositNeedsApproval',
  'nothingToBill',
  'milestoneFixed',
] as const);

/** A line of an invoice: what was done or supplied, how many, at what price. */
const invoiceLineBody = z.object({
  description: requiredText(lazyText('invoices:messages.lineDescription'), 500),
  quantity: money(lazyText('invoices:messages.quantityLabel')).refine(
    (q) => Number(q) > 0,
    say('invoices:messages.quantity'),
  ),
  unitPrice: money(lazyText('invoices:messages.unitPriceLabel')),
});

const invoiceFields = {
  invoiceNumber: requiredText(lazyText('invoices:messages.invoiceNumber'), 50),
  title: optionalText(200),
  description: optionalText(5000),
  /** Required without lines; with lines the server sets it to their sum. */
  amount: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    // Below 0 gets the sentence for 0 too (docs/product.md#invoices): both fail the one rule, greater than 0.
    money(lazyText('invoices:messages.amountLabel'), {
      negative: lazyText('invoices:messages.amount'),
    }).optional(),
  ),
  status: z
    .enum(invoiceStatuses)
    .refine((s) => s !== 'overdue', say('invoices:messages.overdue'))
    .optional(),
  issueDate: optionalDate,
  dueDate: optionalDate,
  isPaid: z.boolean().optional(),
  projectId: optionalRef(lazyText('invoices:messages.chooseProject')),
  customerId: optionalRef(lazyText('invoices:messages.chooseCustomer')),
  /** Sent by the invoice form; checked against the route's company, never trusted. */
  companyId: idSchema.optional(),
  lines: z.array(invoiceLineBody).max(200, say('invoices:messages.tooManyLines')).optional(),
};

/**
 * What the invoice form edits (docs/product.md#invoices): every field of an invoice but those its actions set
 * (the status, the paid state) and the company, which the route names. The form's empty values and an invoice's
 * form come from it (form-values.ts).
 */
export const invoiceFormFields = z
  .object(invoiceFields)
  .omit({ status: true, isPaid: true, companyId: true });

type InvoiceFieldsOut = {
  milestoneType?: string;
  projectId?: number | null;
  amount?: string;
  lines?: unknown[];
  issueDate?: string | null;
  dueDate?: string | null;
};

/** The rules across fields: an amount above 0 unless lines make it, and no due date before the issue date. */
function checkInvoice(value: InvoiceFieldsOut, ctx: z.RefinementCtx, creating: boolean) {
  const hasLines = (value.lines?.length ?? 0) > 0;
  if (value.milestoneType !== undefined) {
    // The server computes a milestone's amount from the project's split.
    if (value.projectId == null) {
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: invoiceMessages.milestoneProject });
    }
    if (hasLines) ctx.addIssue({ code: 'custom', path: ['lines'], message: invoiceMessages.milestoneLines });
  } else if (!hasLines && (creating || value.amount !== undefined) && !(Number(value.amount ?? 0) > 0)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: invoiceMessages.amount });
  }
  if (value.issueDate && value.dueDate && value.dueDate < value.issueDate) {
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: invoiceMessages.dueDate });
  }
}

/**
 * POST /api/companies/{companyId}/invoices (docs/product.md#invoices): the form's body, plus optional lines, or a
 * milestone of a project (`milestoneType` with `projectId`), whose amount the server computes; an amount sent with it
 * must be that one.
 */
export const createInvoiceBody = z
  .object({ ...invoiceFields, milestoneType: z.enum(milestoneTypes).optional() })
  .superRefine((value, ctx) => checkInvoice(value, ctx, true));
export type CreateInvoiceBody = z.input<typeof createInvoiceBody>;

/** PATCH /api/invoices/{id}: any field; lines, when sent, replace the invoice's lines ([] removes them). */
export const updateInvoiceBody = z
  .object(invoiceFields)
  .partial()
  .superRefine((value, ctx) => checkInvoice(value, ctx, false));
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBody>;

/** POST /api/invoices/{id}/mark-paid: the day the payment came in. */
export const markPaidBody = z.object({ paidDate: dateOnly });

// Answers: what each route sends, and nothing else (http/serialization.ts).

/** An invoice as the lists return it. Money is a decimal string; issueDate and dueDate are YYYY-MM-DD. */
export const invoiceAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number().nullable(),
  customerId: z.number().nullable(),
  /** The customer's 'First Last', null without a customer. */
  customerName: z.string().nullable(),
  projectName: z.string().nullable(),
  invoiceNumber: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  amount: decimal,
  /** The sum of its payments (decision 0267). */
  amountPaid: decimal,
  /** amount - amountPaid; 0 for a cancelled invoice, which asks nothing. */
  balanceDue: decimal,
  /** Paid when the balance due is 0, partially paid before that once a payment came in. */
  paymentStatus: z.enum(paymentStatuses),
  status: z.enum(invoiceStatuses),
  isPaid: z.boolean(),
  milestoneType: z.enum(milestoneTypes).nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  sentAt: instant.nullable(),
  /** When the customer first opened the link of the latest send (the public invoice page). */
  viewedAt: instant.nullable(),
  paidAt: instant.nullable(),
  createdAt: instant,
  /** Unpaid, sent (not a draft, not cancelled) and past its due date: the list shows Overdue. */
  overdue: z.boolean(),
  version: recordVersion,
});
export type Invoice = Answer<typeof invoiceAnswer>;

/** A line as the invoice answers it; amount is quantity x unit price rounded to the cent. */
export const invoiceLineAnswer = z.object({
  id: z.number(),
  description: z.string(),
  quantity: decimal,
  unitPrice: decimal,
  amount: decimal,
});

/** One invoice with its lines (GET, POST, PATCH and the status changes). */
export const invoiceDetailAnswer = invoiceAnswer.extend({
  paidDate: z.string().nullable(),
  lines: z.array(invoiceLineAnswer),
});
export type InvoiceDetail = Answer<typeof invoiceDetailAnswer>;

/** One milestone of GET /api/projects/{projectId}/milestone-invoices, with its live invoice if it has one. */
export const milestoneBillingAnswer = z.object({
  /** What the split is of: the approved estimate's total, else the budget's total price. */
  basis: z.enum(['estimate', 'budget']),
  total: decimal,
  estimateApproved: z.boolean(),
  milestones: z.array(
    z.object({
      type: z.enum(milestoneTypes),
      percent: z.number(),
      amount: decimal,
      /** The milestone's invoice that is not cancelled, or null while it can be billed. */
      invoice: z
        .object({
          id: z.number(),
          invoiceNumber: z.string(),
          status: z.enum(invoiceStatuses),
          isPaid: z.boolean(),
          overdue: z.boolean(),
        })
        .nullable(),
    }),
  ),
});
export type MilestoneBilling = Answer<typeof milestoneBillingAnswer>;

/** The invoices' calls (docs/product.md#invoices): every member reads them; changing one is manageInvoices. */
export const invoiceCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/invoices',
    query: listInvoicesQuery,
    answers: { 200: z.array(invoiceAnswer) },
    paged: true,
  }),
  projectList: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/invoices',
    answers: { 200: z.array(invoiceAnswer) },
  }),
  /** The project's three milestones, what each bills and its invoice; every member reads it. */
  milestones: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/milestone-invoices',
    answers: { 200: milestoneBillingAnswer },
    live: ['change-order'],
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/invoices',
    permission: 'manageInvoices',
    body: createInvoiceBody,
    answers: { 201: invoiceDetailAnswer },
  }),
  get: declareCall({ method: 'GET', path: '/api/invoices/:id', answers: { 200: invoiceDetailAnswer } }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/invoices/:id',
    permission: 'manageInvoices',
    body: updateInvoiceBody,
    answers: { 200: invoiceDetailAnswer },
  }),
  markPaid: declareCall({
    method: 'POST',
    path: '/api/invoices/:id/mark-paid',
    permission: 'manageInvoices',
    body: markPaidBody,
    answers: { 200: invoiceDetailAnswer },
  }),
  cancel: declareCall({
    method: 'POST',
    path: '/api/invoices/:id/cancel',
    permission: 'manageInvoices',
    answers: { 200: invoiceDetailAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/invoices/:id',
    permission: 'manageInvoices',
    answers: { 204: noContent },
  }),
};

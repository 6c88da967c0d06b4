import '#domain/messages/load/invoices';
import { z } from 'zod';
import { invoiceStatuses, paymentMethods } from '../enums';
import { textsReadWhenUsed } from '../messages/i18n';
import { type Answer, decimal, fileAnswer, streamAnswer } from './answers';
import { declareCall } from './declare';
import { invoiceDetailAnswer } from './invoices';

/** The token of a public invoice link: its only key. */
const publicTokenParams = z.object({ token: z.string().max(200) });

/** Sentences of sending invoices and of the public invoice page. */
export const invoiceSendingMessages = textsReadWhenUsed('invoices:sending', [
  'noCustomer',
  'noCustomerEmail',
  'cancelled',
  'paid',
  'linkInvalid',
] as const);

/** POST /api/invoices/{id}/send: the invoice, and the address its link was e-mailed to. */
export const sentInvoiceAnswer = invoiceDetailAnswer.extend({ sentTo: z.string() });
export type SentInvoice = Answer<typeof sentInvoiceAnswer>;

const contactFields = {
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
};

/**
 * An invoice as it prints: the company's header, Bill To, the project, the lines (a one-amount invoice shows one
 * line of its title or description), totals and what is still due (0 when paid or cancelled). `status` is the
 * one the invoice shows: paid whatever its stored status, overdue when unpaid and past due.
 */
export const invoiceDocumentAnswer = z.object({
  number: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  lines: z.array(
    z.object({ description: z.string(), quantity: decimal, unitPrice: decimal, amount: decimal }),
  ),
  subtotal: decimal,
  total: decimal,
  /** The payments received, oldest first, and their sum (decision 0267); a payment's note stays with the staff. */
  amountPaid: decimal,
  payments: z.array(
    z.object({
      date: z.string(),
      method: z.enum(paymentMethods),
      reference: z.string().nullable(),
      amount: decimal,
    }),
  ),
  /** The balance due: the total less the payments, 0 once paid or cancelled. */
  amountDue: decimal,
  company: z.object({
    name: z.string(),
    ...contactFields,
    website: z.string().nullable(),
    paymentTerms: z.string().nullable(),
    invoiceFooter: z.string().nullable(),
    /** The logo's address under the link (`/api/public/invoices/{token}/logo`), or null without a logo. */
    logoUrl: z.string().nullable(),
  }),
  customer: z.object({ name: z.string(), ...contactFields }).nullable(),
  /** The project billed; its address is its customer's (the job site), as projects keep no address of their own. */
  project: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
});
export type InvoiceDocument = Answer<typeof invoiceDocumentAnswer>;

/**
 * Sending an invoice and its PDF (docs/product.md#invoices), and the public invoice page's calls
 * (docs/product.md#public-invoice-page): no sign-in there, the token in the link reaches only its own invoice.
 */
export const invoiceSendingCalls = {
  /** Employees may not change invoices, sending included. */
  send: declareCall({
    method: 'POST',
    path: '/api/invoices/:id/send',
    permission: 'manageInvoices',
    answers: { 200: sentInvoiceAnswer },
  }),
  pdf: declareCall({ method: 'GET', path: '/api/invoices/:id/pdf', answers: { 200: fileAnswer } }),
  publicInvoice: declareCall({
    method: 'GET',
    path: '/api/public/invoices/:token',
    params: publicTokenParams,
    answers: { 200: invoiceDocumentAnswer },
  }),
  publicPdf: declareCall({
    method: 'GET',
    path: '/api/public/invoices/:token/pdf',
    params: publicTokenParams,
    answers: { 200: fileAnswer },
  }),
  /** Streamed from the file store (the server declares its stream answer when it serves it). */
  publicLogo: declareCall({
    method: 'GET',
    path: '/api/public/invoices/:token/logo',
    params: publicTokenParams,
    answers: { 200: streamAnswer },
  }),
};

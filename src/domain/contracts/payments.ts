import '#domain/messages/load/payments';
import { z } from 'zod';
import { paymentMethods } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, decimal, instant, noContent } from './answers';
import { dateOnly, money, optionalText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/**
 * Payments received (decision 0267): an invoice takes any number of payments, and a deposit received before an
 * invoice exists is a payment on account of a project, which its next invoice takes. Only admins and managers
 * record or remove them (manageInvoices), as with every change to an invoice.
 */

/** An amount above 0 (a payment of nothing records nothing). */
const paymentAmount = money(lazyText('payments:fields.amount')).refine(
  (a) => Number(a) > 0,
  say('payments:messages.amountPositive'),
);

const paymentFields = {
  amount: paymentAmount,
  date: dateOnly,
  method: z.enum(paymentMethods, { error: lazyText('payments:messages.method') }),
  reference: optionalText(200),
  note: optionalText(2000),
};

/** POST /api/invoices/{id}/payments and POST /api/projects/{projectId}/deposits. */
export const recordPaymentBody = z.object(paymentFields);
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

/** PATCH /api/payments/{id}: any field; a changed amount must still fit the invoice's balance. */
export const updatePaymentBody = z.object(paymentFields).partial();
export type UpdatePaymentBody = z.input<typeof updatePaymentBody>;

/** A payment as every call answers it; invoiceId is null for a deposit not yet applied to an invoice. */
export const paymentAnswer = z.object({
  id: z.number(),
  invoiceId: z.number().nullable(),
  projectId: z.number().nullable(),
  customerId: z.number().nullable(),
  amount: decimal,
  date: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: instant,
  version: recordVersion,
});
export type Payment = Answer<typeof paymentAnswer>;

/** A project's deposits on account, oldest first, and their sum (added by the database, as every total). */
export const depositsAnswer = z.object({ deposits: z.array(paymentAnswer), total: decimal });
export type Deposits = Answer<typeof depositsAnswer>;

export const paymentCalls = {
  /** An invoice's payments, oldest first; every member reads them. */
  list: declareCall({
    method: 'GET',
    path: '/api/invoices/:id/payments',
    answers: { 200: z.array(paymentAnswer) },
  }),
  record: declareCall({
    method: 'POST',
    path: '/api/invoices/:id/payments',
    permission: 'manageInvoices',
    body: recordPaymentBody,
    answers: { 201: paymentAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/payments/:id',
    permission: 'manageInvoices',
    body: updatePaymentBody,
    answers: { 200: paymentAnswer },
  }),
  /** Removing a payment reopens its invoice's balance; removing a deposit takes it off the project's account. */
  remove: declareCall({
    method: 'DELETE',
    path: '/api/payments/:id',
    permission: 'manageInvoices',
    answers: { 204: noContent },
  }),
  /** The project's deposits on account: received, not yet taken by an invoice. */
  deposits: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/deposits',
    answers: { 200: depositsAnswer },
  }),
  recordDeposit: declareCall({
    method: 'POST',
    path: '/api/projects/:projectId/deposits',
    permission: 'manageInvoices',
    body: recordPaymentBody,
    answers: { 201: paymentAnswer },
  }),
};

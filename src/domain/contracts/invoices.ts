import { z } from 'zod';
import { invoiceStatuses, milestoneTypes } from '../enums';
import { type Answer, decimal, instant } from './answers';
import { idSchema, pageQuery } from './common';

/**
 * GET /api/companies/{companyId}/invoices. projectId and customerId filter within the company (another
 * company's id finds nothing); search matches number, title and description; limit/offset page the list and
 * the answer carries the total in x-total-count. Without parameters every invoice, newest first.
 */
export const listInvoicesQuery = pageQuery.extend({
  projectId: idSchema.optional(),
  customerId: idSchema.optional(),
});
export type ListInvoicesQuery = z.input<typeof listInvoicesQuery>;

// Answers: what each route sends, and nothing else (http/serialization.ts).

/** An invoice as the lists return it. Money is a decimal string; issueDate and dueDate are YYYY-MM-DD. */
export const invoiceAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number().nullable(),
  customerId: z.number().nullable(),
  invoiceNumber: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  amount: decimal,
  status: z.enum(invoiceStatuses),
  isPaid: z.boolean(),
  milestoneType: z.enum(milestoneTypes).nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  sentAt: instant.nullable(),
  paidAt: instant.nullable(),
  createdAt: instant,
});
export type Invoice = Answer<typeof invoiceAnswer>;

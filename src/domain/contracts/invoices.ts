import type { z } from 'zod';
import type { InvoiceStatus, MilestoneType } from '../enums';
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

/** An invoice as the lists return it. Money is a decimal string; issueDate and dueDate are YYYY-MM-DD. */
export type Invoice = {
  id: number;
  companyId: number;
  projectId: number | null;
  customerId: number | null;
  invoiceNumber: string;
  title: string | null;
  description: string | null;
  amount: string;
  status: InvoiceStatus;
  isPaid: boolean;
  milestoneType: MilestoneType | null;
  issueDate: string | null;
  dueDate: string | null;
  sentAt: string | null;
  paidAt: string | null;
  createdAt: string;
};

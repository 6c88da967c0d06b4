import { z } from 'zod';
import type { ProjectStage, ProjectType, UserRole } from '../enums';
import { idSchema, optionalText, pageQuery, recordId, requiredText } from './common';

/** Optional e-mail: empty becomes null, absent stays absent (PATCH), anything else must be an address. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Invalid email format')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email format')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

const customerFields = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: optionalEmail,
  phone: optionalText(50),
  address: optionalText(500),
  notes: optionalText(5000),
  /** Sent by the parts' form; checked against the route's company, never trusted. */
  companyId: idSchema.optional(),
};

/** POST /api/companies/{companyId}/customers. */
export const customerBody = z.object(customerFields);
export type CustomerBody = z.input<typeof customerBody>;

/** PATCH /api/customers/{id}: any field; a given name may not be blank. */
export const updateCustomerBody = z.object(customerFields).partial();
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;

/** POST /api/customers/{id}/notes. */
export const customerNoteBody = z.object({
  content: requiredText('Note', 10_000, 'Note content is required'),
});
export type CustomerNoteBody = z.input<typeof customerNoteBody>;

/** POST /api/customers/{id}/assign-user: a numeric user id must be selected. */
export const assignUserBody = z.object({
  userId: recordId('Please select a user'),
});
export type AssignUserBody = z.input<typeof assignUserBody>;

export const customerSorts = ['newest', 'name'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/**
 * GET /api/companies/{companyId}/customers. Without parameters every customer, newest first (the parts'
 * behaviour). search matches first, last and full name, email and phone, case-insensitively; limit/offset
 * page the list and the answer carries the total in x-total-count.
 */
export const listCustomersQuery = pageQuery.extend({ sort: z.enum(customerSorts).optional() });
export type ListCustomersQuery = z.input<typeof listCustomersQuery>;

// Answers. Instants are ISO strings on the wire; money is a decimal string ("1234.50").

export type Customer = {
  id: number;
  companyId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A row of the customers list and the dashboard's Recent Customers. */
export type CustomerListItem = Customer & {
  projectCount: number;
  /** Newest project whose stage is not fully_complete (shown as Active), or null. */
  latestActiveProject: { id: number; name: string; stage: ProjectStage } | null;
  /** Newest project of any stage, or null. */
  latestProject: { id: number; type: ProjectType; stage: ProjectStage } | null;
  /** Sum of the budgets of all their projects; null when they have no projects. */
  totalBudget: string | null;
};

export type CustomerSummary = { projectCount: number; invoiceCount: number; totalBilled: string };

export type CustomerProject = {
  id: number;
  customerId: number | null;
  name: string;
  description: string | null;
  type: ProjectType;
  stage: ProjectStage;
  progress: number;
  budget: string | null;
  startDate: string | null;
  targetCompletionDate: string | null;
  createdAt: string;
};

export type CustomerNote = {
  id: number;
  customerId: number;
  content: string;
  createdBy: number | null;
  /** First and last name of the author, else the username; null if the author was deleted. */
  authorName: string | null;
  createdAt: string;
};

export type AssignedUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  assignedAt: string;
};

import '#domain/messages/load/customers';
import { z } from 'zod';
import { projectStages, projectTypes } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, decimal, instant, noContent } from './answers';
import { publicUser } from './auth';
import { idSchema, optionalText, pageQuery, recordId, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** Optional e-mail: empty becomes null, absent stays absent (PATCH), anything else must be an address. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, say('customers:fields.invalidEmail'))
  .refine((v) => v === '' || z.email().safeParse(v).success, say('customers:fields.invalidEmail'))
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

const customerFields = {
  firstName: requiredText(lazyText('customers:fields.firstName'), 100),
  lastName: requiredText(lazyText('customers:fields.lastName'), 100),
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

/**
 * What Add Customer and Edit Customer edit (docs/product.md#customers): every field of a customer but the company,
 * which the route names. The form's empty values and a customer's form come from it (form-values.ts).
 */
export const customerFormFields = z.object(customerFields).omit({ companyId: true });

/** PATCH /api/customers/{id}: any field; a given name may not be blank. */
export const updateCustomerBody = z.object(customerFields).partial();
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;

/** POST /api/customers/{id}/notes. */
export const customerNoteBody = z.object({
  content: requiredText(lazyText('customers:notes.label'), 10_000, lazyText('customers:notes.required')),
});
export type CustomerNoteBody = z.input<typeof customerNoteBody>;

/** POST /api/customers/{id}/assign-user: a numeric user id must be selected. */
export const assignUserBody = z.object({
  userId: recordId(lazyText('customers:team.selectUser')),
});
export type AssignUserBody = z.input<typeof assignUserBody>;

export const customerSorts = ['newest', 'oldest', 'name', 'name-desc'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/**
 * GET /api/companies/{companyId}/customers. Without parameters every customer, newest first (the parts'
 * behaviour). search matches first, last and full name, email and phone, case-insensitively; limit/offset
 * page the list and the answer carries the total in x-total-count.
 */
export const listCustomersQuery = pageQuery.extend({ sort: z.enum(customerSorts).optional() });
export type ListCustomersQuery = z.input<typeof listCustomersQuery>;

// Answers: what each route sends, and nothing else (http/serialization.ts). Money is a decimal string.

export const customerAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** When staff last invited the customer to the client portal (issue 26), or null. */
  portalInvitedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type Customer = Answer<typeof customerAnswer>;

/** A row of the customers list and the dashboard's Recent Customers. */
export const customerListItemAnswer = customerAnswer.extend({
  projectCount: z.number(),
  /** Newest project whose stage is not fully_complete (shown as Active), or null. */
  latestActiveProject: z
    .object({ id: z.number(), name: z.string(), stage: z.enum(projectStages) })
    .nullable(),
  /** Newest project of any stage, or null. */
  latestProject: z
    .object({ id: z.number(), type: z.enum(projectTypes), stage: z.enum(projectStages) })
    .nullable(),
  /** Sum of their projects' budget figures, one without a figure counting 0; null when they have no projects. */
  totalBudget: decimal.nullable(),
});
export type CustomerListItem = Answer<typeof customerListItemAnswer>;

export const customerSummaryAnswer = z.object({
  projectCount: z.number(),
  invoiceCount: z.number(),
  totalBilled: decimal,
});
export type CustomerSummary = Answer<typeof customerSummaryAnswer>;

export const customerNoteAnswer = z.object({
  id: z.number(),
  customerId: z.number(),
  content: z.string(),
  createdBy: z.number().nullable(),
  /** First and last name of the author, else the username; null if the author was deleted. */
  authorName: z.string().nullable(),
  createdAt: instant,
});
export type CustomerNote = Answer<typeof customerNoteAnswer>;

export const assignedUserAnswer = publicUser
  .pick({ id: true, username: true, email: true, firstName: true, lastName: true, role: true })
  .extend({ assignedAt: instant });
export type AssignedUser = Answer<typeof assignedUserAnswer>;

/** A document of GET /api/customers/{id}/documents. */
export const customerDocumentAnswer = z.object({
  id: z.number(),
  projectId: z.number().nullable(),
  customerId: z.number().nullable(),
  name: z.string(),
  fileUrl: z.string(),
  fileType: z.string().nullable(),
  uploadedBy: z.number().nullable(),
  createdAt: instant,
});
export type CustomerDocument = Answer<typeof customerDocumentAnswer>;

/**
 * The customers' calls (docs/product.md#customers). A customer's projects (GET /api/customers/{id}/projects) are
 * declared in customer-projects.ts: their answer is a projects' contract, and projects.ts imports this file.
 */
export const customerCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/customers',
    query: listCustomersQuery,
    answers: { 200: z.array(customerListItemAnswer) },
    paged: true,
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/customers',
    body: customerBody,
    answers: { 201: customerAnswer },
  }),
  get: declareCall({ method: 'GET', path: '/api/customers/:id', answers: { 200: customerAnswer } }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/customers/:id',
    body: updateCustomerBody,
    answers: { 200: customerAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/customers/:id',
    permission: 'deleteCustomer',
    answers: { 204: noContent },
  }),
  summary: declareCall({
    method: 'GET',
    path: '/api/customers/:id/summary',
    answers: { 200: customerSummaryAnswer },
  }),
  notes: declareCall({
    method: 'GET',
    path: '/api/customers/:id/notes',
    answers: { 200: z.array(customerNoteAnswer) },
  }),
  addNote: declareCall({
    method: 'POST',
    path: '/api/customers/:id/notes',
    body: customerNoteBody,
    answers: { 201: customerNoteAnswer },
  }),
  users: declareCall({
    method: 'GET',
    path: '/api/customers/:id/users',
    answers: { 200: z.array(assignedUserAnswer) },
  }),
  assignUser: declareCall({
    method: 'POST',
    path: '/api/customers/:id/assign-user',
    permission: 'manageCustomerTeam',
    body: assignUserBody,
    answers: { 201: assignedUserAnswer },
  }),
  unassignUser: declareCall({
    method: 'DELETE',
    path: '/api/customers/:id/users/:userId',
    permission: 'manageCustomerTeam',
    answers: { 204: noContent },
  }),
  documents: declareCall({
    method: 'GET',
    path: '/api/customers/:id/documents',
    answers: { 200: z.array(customerDocumentAnswer) },
  }),
};

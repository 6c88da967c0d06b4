import '#domain/messages/load/vendors';
import { z } from 'zod';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent } from './answers';
import { blankOrEmail, idSchema, optionalText, optionalWebsite, pageQuery, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** Optional e-mail: empty becomes null, absent stays absent, anything else must be an address. */
const optionalEmail = blankOrEmail.nullish().transform((v) => (v === undefined ? undefined : v ? v : null));

const vendorFields = {
  name: requiredText(lazyText('vendors:fields.name'), 200),
  /** Stored as the vendor's contact person. */
  primaryContact: optionalText(200),
  email: optionalEmail,
  phone: optionalText(50),
  address: optionalText(500),
  website: optionalWebsite,
  notes: optionalText(5000),
  /** Sent by the parts' form; checked against the route's company, never trusted. */
  companyId: idSchema.optional(),
};

/** POST /api/companies/{companyId}/vendors and PUT /api/vendors/{id}: name required, the rest optional. */
export const vendorBody = z.object(vendorFields);
export type VendorBody = z.input<typeof vendorBody>;

/**
 * What Add Vendor and Edit Vendor edit (docs/product.md#vendors): every field of a vendor but the company, which
 * the route names. The form's empty values and a vendor's form come from it (form-values.ts).
 */
export const vendorFormFields = z.object(vendorFields).omit({ companyId: true });

export const vendorSorts = ['name', 'name-desc', 'newest'] as const;
export type VendorSort = (typeof vendorSorts)[number];

/**
 * GET /api/mycompany/vendors. Without parameters every vendor of the caller's company by name (the parts'
 * behaviour). search matches name, primary contact, email and phone, case-insensitively; limit/offset page the
 * list and the answer carries the total in x-total-count.
 */
export const listVendorsQuery = pageQuery.extend({ sort: z.enum(vendorSorts).optional() });
export type ListVendorsQuery = z.input<typeof listVendorsQuery>;

export const vendorAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  primaryContact: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type Vendor = Answer<typeof vendorAnswer>;

/** The vendors' calls (docs/product.md#vendors). */
export const vendorCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/mycompany/vendors',
    query: listVendorsQuery,
    answers: { 200: z.array(vendorAnswer) },
    paged: true,
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/vendors',
    body: vendorBody,
    answers: { 201: vendorAnswer },
  }),
  update: declareCall({
    method: 'PUT',
    path: '/api/vendors/:id',
    body: vendorBody,
    answers: { 200: vendorAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/vendors/:id',
    permission: 'deleteVendor',
    answers: { 204: noContent },
  }),
};

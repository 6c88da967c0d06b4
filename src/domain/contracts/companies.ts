import '#domain/messages/load/company';
import { z } from 'zod';
import { userRoles } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, instant, noContent, streamAnswer } from './answers';
import { emailField, publicUser, requiredEmail } from './auth';
import { optionalText, optionalWebsite, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** Company profile fields (POST /api/companies, PUT /api/companies/{id}, onboarding). */
export const companyBody = z.object({
  name: requiredText(lazyText('company:fields.name'), 200),
  email: emailField,
  phone: optionalText(50),
  address: optionalText(500),
  website: optionalWebsite,
});
export type CompanyBody = z.infer<typeof companyBody>;

export const PAYMENT_TERMS_MAX = 2000;
export const INVOICE_FOOTER_MAX = 1000;

/**
 * PATCH /api/companies/{companyId}: the company profile (company admins edit it; docs/product.md#company-profile).
 * Absent fields stay as they are; an empty optional field clears it. The Company settings page sends every field.
 */
export const updateCompanyBody = companyBody
  .extend({
    /** Printed on invoices, e.g. 'Net 30. Checks payable to ...'. */
    paymentTerms: optionalText(PAYMENT_TERMS_MAX),
    /** A closing line at the foot of every invoice. */
    invoiceFooter: optionalText(INVOICE_FOOTER_MAX),
  })
  .partial();
export type UpdateCompanyBody = z.input<typeof updateCompanyBody>;

/** The settings form: every field present (its empty strings clear the optional ones). */
export const companyProfileForm = updateCompanyBody.required({ name: true, email: true });
export type CompanyProfileForm = z.input<typeof companyProfileForm>;

/** A logo is drawn in PDFs, whose library draws only these two formats (the upload answers 415 for others). */
export const logoTypes = ['image/png', 'image/jpeg'] as const;
export const UNSUPPORTED_LOGO = lazyText('company:logo.unsupported');

/** GET .../logo: `v` (the logo's file id) only makes the address change with each new logo. */
export const logoQuery = z.object({ v: z.string().max(20).optional() });

/** Onboarding: a signed-in user without a company creates one; email defaults to the user's. */
export const createOwnCompanyBody = companyBody.extend({ email: emailField.optional() });
export type CreateOwnCompanyBody = z.infer<typeof createOwnCompanyBody>;

export const acceptInvitationBody = z.object({
  token: z
    .string()
    .trim()
    .min(1, say('company:invitations.linkRequired'))
    .max(200, say('company:invitations.linkInvalid')),
});

export const createInvitationBody = z.object({
  // Left out, the invitation is a link to copy; sent empty, it asks to mail nobody, so the address is required.
  email: requiredEmail.optional(),
  role: z.enum(['admin', 'manager', 'employee']).default('employee'),
});

// Answers: what each route sends, and nothing else (http/serialization.ts).

/** A company's profile (GET /api/mycompany, GET /api/companies/{id}, the system administrators' list). */
export const companyAnswer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Where the uploaded logo is read (GET /api/companies/{id}/logo?v={file}), or null without one. */
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  /** Defaults copied by new estimates (/catalog/templates, /catalog/terms). */
  estimateNotes: z.string().nullable(),
  estimateTerms: z.string().nullable(),
  /** The profile's default payment terms and invoice footer, printed on invoices. */
  paymentTerms: z.string().nullable(),
  invoiceFooter: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type Company = Answer<typeof companyAnswer>;

/** POST /api/mycompany: the new company and the user, now its admin. */
export const createdCompanyAnswer = z.object({ company: companyAnswer, user: publicUser });
export type CreatedCompany = Answer<typeof createdCompanyAnswer>;

/**
 * An invitation nobody has used yet (GET /api/companies/{id}/invitations; expired when expiresAt has passed);
 * sentAt is when the link was last e-mailed (null: made as a link to copy). Its token cannot be recovered.
 */
export const invitationAnswer = z.object({
  id: z.number(),
  email: z.string().nullable(),
  role: z.enum(userRoles),
  createdAt: instant,
  expiresAt: instant,
  sentAt: instant.nullable(),
});
export type Invitation = Answer<typeof invitationAnswer>;

/** POST /api/companies/{id}/invitations and .../resend: the only time the token is shown, with the link. */
export const createdInvitationAnswer = invitationAnswer.extend({ token: z.string(), url: z.string() });
export type CreatedInvitation = Answer<typeof createdInvitationAnswer>;

/** What GET /api/invitations/{token} tells a visitor before they register. */
export const invitationPreviewAnswer = z.object({
  companyName: z.string(),
  role: z.enum(userRoles),
  /** The address the invitation was sent to, which the Register form fills in. */
  email: z.string().nullable(),
  expiresAt: instant,
});
export type InvitationPreview = Answer<typeof invitationPreviewAnswer>;

/** The invitation's token in the address of GET /api/invitations/{token}. */
export const invitationTokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The company, its profile and logo (docs/product.md#company-profile), and its invitations
 * (docs/product.md#team). System administrators' company calls are adminCalls (admin.ts).
 */
export const companyCalls = {
  mine: declareCall({ method: 'GET', path: '/api/mycompany', answers: { 200: companyAnswer } }),
  createOwn: declareCall({
    method: 'POST',
    path: '/api/mycompany',
    body: createOwnCompanyBody,
    answers: { 201: createdCompanyAnswer },
  }),
  get: declareCall({ method: 'GET', path: '/api/companies/:companyId', answers: { 200: companyAnswer } }),
  updateProfile: declareCall({
    method: 'PATCH',
    path: '/api/companies/:companyId',
    body: updateCompanyBody,
    permission: 'editCompanyProfile',
    answers: { 200: companyAnswer },
  }),
  /** A multipart body (the file), read by the handler. */
  uploadLogo: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/logo',
    permission: 'editCompanyProfile',
    answers: { 200: companyAnswer },
  }),
  logo: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/logo',
    query: logoQuery,
    answers: { 200: streamAnswer },
  }),
  removeLogo: declareCall({
    method: 'DELETE',
    path: '/api/companies/:companyId/logo',
    permission: 'editCompanyProfile',
    answers: { 204: noContent },
  }),
  invitations: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/invitations',
    permission: 'manageTeam',
    answers: { 200: z.array(invitationAnswer) },
  }),
  invite: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/invitations',
    body: createInvitationBody,
    permission: 'manageTeam',
    answers: { 201: createdInvitationAnswer },
  }),
  resendInvitation: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/invitations/:id/resend',
    permission: 'manageTeam',
    answers: { 200: createdInvitationAnswer },
  }),
  revokeInvitation: declareCall({
    method: 'DELETE',
    path: '/api/companies/:companyId/invitations/:id',
    permission: 'manageTeam',
    answers: { 204: noContent },
  }),
  /** Public: what a visitor learns before registering. */
  invitation: declareCall({
    method: 'GET',
    path: '/api/invitations/:token',
    params: invitationTokenParams,
    answers: { 200: invitationPreviewAnswer },
  }),
  acceptInvitation: declareCall({
    method: 'POST',
    path: '/api/invitations/accept',
    body: acceptInvitationBody,
    answers: { 200: publicUser },
  }),
};

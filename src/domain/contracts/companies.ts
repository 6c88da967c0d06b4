import { z } from 'zod';
import { userRoles } from '../enums';
import { type Answer, instant } from './answers';
import { emailField, publicUser } from './auth';
import { optionalText, requiredText } from './common';

/** Company profile fields (POST /api/companies, PUT /api/companies/{id}, onboarding). */
export const companyBody = z.object({
  name: requiredText('Company name', 200),
  email: emailField,
  phone: optionalText(50),
  address: optionalText(500),
  website: optionalText(300),
});
export type CompanyBody = z.infer<typeof companyBody>;

/** Onboarding: a signed-in user without a company creates one; email defaults to the user's. */
export const createOwnCompanyBody = companyBody.extend({ email: emailField.optional() });
export type CreateOwnCompanyBody = z.infer<typeof createOwnCompanyBody>;

export const acceptInvitationBody = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'Invitation link is required')
    .max(200, 'This invitation link is not valid'),
});

export const createInvitationBody = z.object({
  email: emailField.optional(),
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
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  /** Defaults copied by new estimates (/catalog/templates, /catalog/terms). */
  estimateNotes: z.string().nullable(),
  estimateTerms: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
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

import { z } from 'zod';
import { emailField } from './auth';
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

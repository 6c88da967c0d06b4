import '#domain/messages/load/auth';
import { z } from 'zod';
import { userRoles } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, instant } from './answers';
import { recordId } from './common';
import { passwordField } from './password-policy';

/** Shared field rules, reused by registration, the team form and the admin user form. */
export const usernameField = z.string().trim().min(3, say('auth:usernameTooShort')).max(64);
export { passwordField } from './password-policy';
export const emailField = z.string().trim().email(say('validation:invalidEmail')).max(254);
export const EMAIL_REQUIRED = lazyText('auth:emailRequired');
/**
 * An address that must be given: a blank one says so, as 'Email or username is required' does, instead of
 * 'Invalid email format' (abort keeps the format check from adding its sentence to the blank one).
 */
export const requiredEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .email(say('validation:invalidEmail'))
  .max(254);
const optionalName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

export const loginBody = z.object({
  username: z
    .string()
    .trim()
    .min(1, say('auth:login.usernameRequired'))
    .max(64, say('auth:login.usernameTooLong')),
  password: z.string().min(1, say('auth:login.passwordRequired')).max(200, say('auth:passwordTooLong')),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * POST /api/register. companyName creates a company whose admin the user becomes; inviteToken joins the
 * invitation's company. A bare companyId (no invitation) is refused by the server. Any role or isAdmin sent
 * by a client is ignored.
 */
export const registerBody = z.object({
  username: usernameField,
  password: passwordField,
  email: emailField,
  firstName: optionalName,
  lastName: optionalName,
  companyName: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  inviteToken: z.string().trim().max(200).optional(),
  companyId: recordId(lazyText('auth:inviteRequired')).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The Register tab's form: the body plus confirmPassword, which is removed before the call. */
export const registerForm = registerBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: lazyText('auth:passwordsDontMatch'),
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerForm>;

// Answers: what each route sends, and nothing else (http/serialization.ts).

/**
 * The signed-in user as every route returns it (GET /api/user, login, register, accepting an invitation, a
 * company's users); never carries the password.
 */
export const publicUser = z.object({
  id: z.number(),
  companyId: z.number().nullable(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(userRoles),
  isAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** A row of GET /api/admin/users (system administrators): every user with their company's name. */
export const adminUserAnswer = publicUser
  .omit({ mustChangePassword: true })
  .extend({ companyName: z.string().nullable(), createdAt: instant });
export type AdminUser = Answer<typeof adminUserAnswer>;

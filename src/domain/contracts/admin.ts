import '#domain/messages/load/company';
import { z } from 'zod';
import { userRoles } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, noContent } from './answers';
import { adminUserAnswer, passwordField, usernameField } from './auth';
import { blankOrEmail, idSchema, optionalText, optionalWebsite, pageQuery, requiredText } from './common';
import { companyAnswer } from './companies';
import { declareCall } from './declare';
import { recordVersion } from './record-version';
import { createUserBody, updateUserBody } from './users';

// The administration area's calls: system administrators only (docs/product.md#administration).

/**
 * An e-mail the administration forms may leave blank (optional; a valid format when given;
 * docs/product.md#administration):
 * blank is kept as an empty text, since a company and a user always have an e-mail column (docs/decisions/0178-companies.md).
 */
const blankableEmail = blankOrEmail.nullish().transform((v) => (v === undefined ? undefined : (v ?? '')));

/** POST /api/companies and PUT /api/companies/{id}: name, email, phone, address, website; name required. */
export const adminCompanyBody = z.object({
  name: requiredText(lazyText('company:fields.name'), 200),
  email: blankableEmail,
  phone: optionalText(50),
  address: optionalText(500),
  website: optionalWebsite,
});
export type AdminCompanyBody = z.input<typeof adminCompanyBody>;

/**
 * POST /api/admin/users (the Add User dialog): username, email, password, companyId (null: No Company), role
 * (default employee), isAdmin (default false), with the product's messages (docs/product.md#administration).
 */
export const adminCreateUserBody = createUserBody.extend({ email: blankableEmail });
export type AdminCreateUserBody = z.input<typeof adminCreateUserBody>;

/** The Add User dialog's fields: the company as the select's text value ('' is No Company). */
export const adminUserForm = z.object({
  username: usernameField,
  email: blankableEmail,
  password: passwordField,
  companyId: z.string(),
  role: z.enum(userRoles),
  isAdmin: z.boolean(),
});
export type AdminUserForm = z.input<typeof adminUserForm>;

/** PATCH /api/admin/users/{id}: the team form's fields, the company (null: none) and a blankable e-mail. */
export const adminUpdateUserBody = updateUserBody.extend({ email: blankableEmail });
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBody>;

/** The user detail page's form (/admin/users/{id}): every field present; the company as the select's text. */
export const adminEditUserForm = z.object({
  username: usernameField,
  email: blankableEmail,
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  companyId: z.string(),
  role: z.enum(userRoles),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
});
export type AdminEditUserForm = z.input<typeof adminEditUserForm>;

// Answers: what each route sends, and nothing else (http/serialization.ts).

/** GET /api/admin/users/{id}: the list's row plus whether the account may sign in and must change its password. */
export const adminUserDetailAnswer = adminUserAnswer.extend({
  isActive: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Two-factor sign-in set up: the administrator may reset it (a user who lost their phone and codes). */
  twoFactorEnabled: z.boolean(),
  version: recordVersion,
});
export type AdminUserDetail = Answer<typeof adminUserDetailAnswer>;

/** POST /api/admin/users/{id}/reset-password: the one-time password, shown to the administrator once. */
export const resetPasswordAnswer = z.object({ password: z.string() });
export type ResetPasswordAnswer = Answer<typeof resetPasswordAnswer>;

/** GET /api/admin/users: searched, narrowed to one company, paged. */
export const adminUsersQuery = pageQuery.extend({ companyId: idSchema.optional() });

/** The system administrators' calls (isAdmin only): every company and every user. */
export const adminCalls = {
  companies: declareCall({
    method: 'GET',
    path: '/api/companies',
    query: pageQuery,
    answers: { 200: z.array(companyAnswer) },
    paged: true,
  }),
  createCompany: declareCall({
    method: 'POST',
    path: '/api/companies',
    body: adminCompanyBody,
    answers: { 201: companyAnswer },
  }),
  updateCompany: declareCall({
    method: 'PUT',
    path: '/api/companies/:companyId',
    body: adminCompanyBody,
    answers: { 200: companyAnswer },
  }),
  removeCompany: declareCall({
    method: 'DELETE',
    path: '/api/companies/:companyId',
    answers: { 204: noContent },
  }),
  users: declareCall({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUsersQuery,
    answers: { 200: z.array(adminUserAnswer) },
    paged: true,
  }),
  createUser: declareCall({
    method: 'POST',
    path: '/api/admin/users',
    body: adminCreateUserBody,
    answers: { 201: adminUserDetailAnswer },
  }),
  user: declareCall({ method: 'GET', path: '/api/admin/users/:id', answers: { 200: adminUserDetailAnswer } }),
  updateUser: declareCall({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    body: adminUpdateUserBody,
    answers: { 200: adminUserDetailAnswer },
  }),
  removeUser: declareCall({ method: 'DELETE', path: '/api/admin/users/:id', answers: { 204: noContent } }),
  resetPassword: declareCall({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    answers: { 200: resetPasswordAnswer },
  }),
};

import '#domain/messages/load/team';
import { z } from 'zod';
import { userRoles } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent } from './answers';
import { emailField, passwordField, publicUser, usernameField } from './auth';
import { idSchema } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

export const PASSWORDS_DO_NOT_MATCH = lazyText('team:form.passwordsDoNotMatch');

/** First or last name: trimmed; empty clears it (null), absent leaves it as it is. */
const personName = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * The team form sends companyId (docs/product.md#companies-and-roles); the server checks it against the member's
 * company, never trusts it.
 */
const bodyCompanyId = idSchema.nullish();

/** POST /api/users (the Team page's Add Member form; system administrators may name any company). */
export const createUserBody = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  firstName: personName,
  lastName: personName,
  role: z.enum(userRoles).default('employee'),
  companyId: bodyCompanyId,
  isAdmin: z.boolean().default(false),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/**
 * PATCH /api/users/{id}: the team form's fields, each optional (docs/product.md#team). A blank password is omitted
 * (the form leaves the password alone unless one is typed); isActive deactivates or reactivates the member.
 */
export const updateUserBody = z.object({
  username: usernameField.optional(),
  email: emailField.optional(),
  password: z
    .union([z.literal(''), passwordField])
    .optional()
    .transform((v) => (v ? v : undefined)),
  firstName: personName,
  lastName: personName,
  role: z.enum(userRoles).optional(),
  companyId: bodyCompanyId,
  isAdmin: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

/**
 * The team member form (/team/new, /team/{id}): the body's fields plus the confirmation, which must match and
 * is never sent. On edit the password may stay blank; on create it is required.
 */
function teamMemberForm(passwordRequired: boolean) {
  const password = passwordRequired ? passwordField : z.union([z.literal(''), passwordField]);
  return z
    .object({
      username: usernameField,
      email: emailField,
      firstName: z.string().trim().max(100),
      lastName: z.string().trim().max(100),
      role: z.enum(userRoles),
      password,
      confirmPassword: z.string(),
      isActive: z.boolean(),
    })
    .refine((v) => v.password === v.confirmPassword, {
      error: PASSWORDS_DO_NOT_MATCH,
      path: ['confirmPassword'],
    });
}
export const newTeamMemberForm = teamMemberForm(true);
export const editTeamMemberForm = teamMemberForm(false);
export type TeamMemberForm = z.input<typeof newTeamMemberForm>;

// Answers: what each route sends, and nothing else (http/serialization.ts).

/** A member as the team page, the team form and the selectors read it (GET /api/companies/{id}/users, /api/users/{id}). */
export const teamMemberAnswer = publicUser.extend({
  isActive: z.boolean(),
  createdAt: instant,
  version: recordVersion,
});
export type TeamMember = Answer<typeof teamMemberAnswer>;

/** The company team (docs/product.md#team): every member reads it; admins and managers change it. */
export const userCalls = {
  members: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/users',
    answers: { 200: z.array(teamMemberAnswer) },
  }),
  member: declareCall({ method: 'GET', path: '/api/users/:id', answers: { 200: teamMemberAnswer } }),
  create: declareCall({
    method: 'POST',
    path: '/api/users',
    body: createUserBody,
    permission: 'manageTeam',
    answers: { 201: teamMemberAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/users/:id',
    body: updateUserBody,
    permission: 'manageTeam',
    answers: { 200: teamMemberAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/users/:id',
    permission: 'manageTeam',
    answers: { 204: noContent },
  }),
};

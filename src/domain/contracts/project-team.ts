import '#domain/messages/load/projects';
import { z } from 'zod';
import { projectRoles } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent } from './answers';
import { optionalText, recordId } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

const memberFields = {
  userId: recordId(lazyText('projects:team.validation.member')),
  role: z.enum(projectRoles, { error: lazyText('projects:team.validation.role') }),
  isPrimary: z.boolean({ error: lazyText('projects:team.validation.isPrimary') }),
  notes: optionalText(2000),
};

/** POST /api/projects/{id}/team. Only one primary per role: a new primary replaces the previous one. */
export const addTeamMemberBody = z.object({
  ...memberFields,
  isPrimary: memberFields.isPrimary.default(false),
});
export type AddTeamMemberBody = z.input<typeof addTeamMemberBody>;
export type AddTeamMemberValues = z.output<typeof addTeamMemberBody>;

/** PATCH /api/project-team/{id}: partial. */
export const updateTeamMemberBody = z.object(memberFields).partial();
export type UpdateTeamMemberBody = z.input<typeof updateTeamMemberBody>;
export type UpdateTeamMemberValues = z.output<typeof updateTeamMemberBody>;

// Answers: what each route sends, and nothing else (http/serialization.ts).

/** A project team member with the user's name and e-mail (never the user's other columns). */
export const teamMemberAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  userId: z.number(),
  role: z.enum(projectRoles),
  isPrimary: z.boolean(),
  notes: z.string().nullable(),
  assignedAt: instant,
  assignedBy: z.number().nullable(),
  user: z.object({
    id: z.number(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  version: recordVersion,
});
export type TeamMember = Answer<typeof teamMemberAnswer>;

/** A project's team (docs/product.md#project-team): everyone reads; admins and managers change it. */
export const projectTeamCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/projects/:id/team',
    answers: { 200: z.array(teamMemberAnswer) },
  }),
  add: declareCall({
    method: 'POST',
    path: '/api/projects/:id/team',
    permission: 'manageProjectTeam',
    body: addTeamMemberBody,
    answers: { 201: teamMemberAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/project-team/:id',
    permission: 'manageProjectTeam',
    body: updateTeamMemberBody,
    answers: { 200: teamMemberAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/project-team/:id',
    permission: 'manageProjectTeam',
    answers: { 204: noContent },
  }),
};

import { z } from 'zod';
import { type ProjectRole, projectRoles } from '../enums';
import { optionalText, recordId } from './common';

const memberFields = {
  userId: recordId('Please select a team member'),
  role: z.enum(projectRoles, { error: 'Please select a role' }),
  isPrimary: z.boolean({ error: 'isPrimary must be true or false' }),
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

/** A project team member as the API answers it. */
export type TeamMember = {
  id: number;
  projectId: number;
  userId: number;
  role: ProjectRole;
  isPrimary: boolean;
  notes: string | null;
  assignedAt: string;
  assignedBy: number | null;
  user: { id: number; username: string; firstName: string | null; lastName: string | null; email: string };
};

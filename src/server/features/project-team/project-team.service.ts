import { and, eq } from 'drizzle-orm';
import type { AddTeamMemberValues, UpdateTeamMemberValues } from '#domain/contracts/project-team';
import { lazyText, t } from '#domain/messages/all';
import { projectTeamMembers, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, fieldError, isUniqueViolation, violatedConstraint } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { getProjectOrThrow } from '../projects/projects.queries';
import {
  clearPrimary,
  findSameUserAndRole,
  getMemberOrThrow,
  getMemberViewOrThrow,
} from './project-team.queries';

export const DUPLICATE_ROLE = lazyText('projects:team.errors.duplicateRole');

async function assertUserOfCompany(db: DbOrTx, companyId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!row) throw fieldError('userId', t('projects:team.errors.member'));
}

/** Unique violations of the team's constraints, answered as 409 with a message the toast can show. */
function translateUniqueViolation(err: unknown): never {
  if (!isUniqueViolation(err)) throw err;
  const constraint = violatedConstraint(err) ?? '';
  if (constraint.includes('project_user_role')) throw conflict(DUPLICATE_ROLE(), 'role'); // visible-texts: the field's name
  if (constraint.includes('primary_per_role')) throw conflict(t('projects:team.errors.primaryRace'));
  throw err;
}

/** Adds a user to the project's team; making them primary clears the role's previous primary. */
export async function addTeamMember(
  db: Db,
  actor: Actor,
  companyId: number,
  projectId: number,
  body: AddTeamMemberValues,
  now: Date,
) {
  return db
    .transaction(async (tx) => {
      const project = await getProjectOrThrow(tx, companyId, projectId);
      await assertUserOfCompany(tx, project.companyId, body.userId);
      if (await findSameUserAndRole(tx, companyId, projectId, body.userId, body.role)) {
        throw conflict(DUPLICATE_ROLE(), 'role'); // visible-texts: the field's name
      }
      if (body.isPrimary) await clearPrimary(tx, companyId, projectId, body.role);
      const [member] = await tx
        .insert(projectTeamMembers)
        .values({
          companyId: project.companyId,
          projectId,
          userId: body.userId,
          role: body.role,
          isPrimary: body.isPrimary,
          notes: body.notes,
          assignedAt: now,
          assignedBy: actor.userId,
        })
        .returning({ id: projectTeamMembers.id });
      return getMemberViewOrThrow(tx, companyId, member!.id);
    })
    .catch(translateUniqueViolation);
}

/** Changes a member (partial); becoming primary, or changing role while primary, clears that role's other primary. */
export async function updateTeamMember(db: Db, companyId: number, id: number, body: UpdateTeamMemberValues) {
  return db
    .transaction(async (tx) => {
      const current = await getMemberOrThrow(tx, companyId, id);
      await assertCurrentVersion(
        tx,
        projectTeamMembers,
        and(eq(projectTeamMembers.id, id), eq(projectTeamMembers.companyId, companyId)),
      );
      const userId = body.userId ?? current.userId;
      const role = body.role ?? current.role;
      const isPrimary = body.isPrimary ?? current.isPrimary;
      if (body.userId !== undefined && body.userId !== current.userId) {
        await assertUserOfCompany(tx, companyId, body.userId);
      }
      if (
        (userId !== current.userId || role !== current.role) &&
        (await findSameUserAndRole(tx, companyId, current.projectId, userId, role, id))
      ) {
        throw conflict(DUPLICATE_ROLE(), 'role'); // visible-texts: the field's name
      }
      if (isPrimary) await clearPrimary(tx, companyId, current.projectId, role, id);
      await tx
        .update(projectTeamMembers)
        .set({ userId: body.userId, role: body.role, isPrimary: body.isPrimary, notes: body.notes })
        .where(and(eq(projectTeamMembers.id, id), eq(projectTeamMembers.companyId, companyId)));
      return getMemberViewOrThrow(tx, companyId, id);
    })
    .catch(translateUniqueViolation);
}

export async function removeTeamMember(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await getMemberOrThrow(tx, companyId, id);
    await tx
      .delete(projectTeamMembers)
      .where(and(eq(projectTeamMembers.id, id), eq(projectTeamMembers.companyId, companyId)));
  });
}

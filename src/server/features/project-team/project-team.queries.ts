import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '#domain/enums';
import { projectTeamMembers, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';

export type TeamMemberRow = typeof projectTeamMembers.$inferSelect;

function selectMembers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: projectTeamMembers.id,
      projectId: projectTeamMembers.projectId,
      userId: projectTeamMembers.userId,
      role: projectTeamMembers.role,
      isPrimary: projectTeamMembers.isPrimary,
      notes: projectTeamMembers.notes,
      assignedAt: projectTeamMembers.assignedAt,
      assignedBy: projectTeamMembers.assignedBy,
      version: rowVersion(projectTeamMembers),
      user: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(projectTeamMembers)
    .innerJoin(users, eq(users.id, projectTeamMembers.userId))
    .where(where)
    .orderBy(asc(projectTeamMembers.assignedAt), asc(projectTeamMembers.id));
}

/** A project's team with each member's user, in the order they were assigned. */
export async function listTeam(db: DbOrTx, companyId: number, projectId: number) {
  return selectMembers(
    db,
    and(eq(projectTeamMembers.companyId, companyId), eq(projectTeamMembers.projectId, projectId)),
  );
}

export async function getMemberViewOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await selectMembers(
    db,
    and(eq(projectTeamMembers.companyId, companyId), eq(projectTeamMembers.id, id)),
  );
  if (!row) throw notFound('teamMember');
  return row;
}

export async function getMemberOrThrow(db: DbOrTx, companyId: number, id: number): Promise<TeamMemberRow> {
  const [row] = await db
    .select()
    .from(projectTeamMembers)
    .where(and(eq(projectTeamMembers.id, id), eq(projectTeamMembers.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('teamMember');
  return row;
}

/** Another membership of the same user with the same role on the project (excluding `exceptId`). */
export async function findSameUserAndRole(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  userId: number,
  role: ProjectRole,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: projectTeamMembers.id })
    .from(projectTeamMembers)
    .where(
      and(
        eq(projectTeamMembers.companyId, companyId),
        eq(projectTeamMembers.projectId, projectId),
        eq(projectTeamMembers.userId, userId),
        eq(projectTeamMembers.role, role),
        exceptId === undefined ? undefined : ne(projectTeamMembers.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** Clears the primary flag of the role's current primary member (other than `exceptId`). */
export async function clearPrimary(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  role: ProjectRole,
  exceptId?: number,
): Promise<void> {
  await db
    .update(projectTeamMembers)
    .set({ isPrimary: false })
    .where(
      and(
        eq(projectTeamMembers.companyId, companyId),
        eq(projectTeamMembers.projectId, projectId),
        eq(projectTeamMembers.role, role),
        eq(projectTeamMembers.isPrimary, true),
        exceptId === undefined ? undefined : ne(projectTeamMembers.id, exceptId),
      ),
    );
}

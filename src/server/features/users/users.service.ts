import { and, asc, count, eq, getTableColumns, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { createUserBody, TeamMember, updateUserBody } from '#domain/contracts/users';
import type { UserRole } from '#domain/enums';
import { lazyText, t } from '#domain/messages/all';
import { mayGrantRole, whyMayNotManage } from '#domain/team-rules';
import { sentColumns } from '../../db/contract-columns';
import { companies, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { assertCurrentVersion, rowVersion } from '../../http/record-version';
import { hashPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/sessions';
import { findUserByUsername, toPublicUser, type UserRow } from '../auth/users.queries';

export const USERNAME_TAKEN = lazyText('auth:errors.usernameTaken');
export const LAST_ADMIN = lazyText('team:errors.lastAdmin');

/** A member's row with its version, which the team form sends back with its edit. */
export const memberColumns = { ...getTableColumns(users), version: rowVersion(users) };
export type MemberRow = UserRow & { version: string };

/** A member as the team routes answer: the public user (never the password hash) with Active and the join date. */
export function toTeamMember(u: MemberRow): Omit<TeamMember, 'createdAt'> & { createdAt: Date } {
  return { ...toPublicUser(u), isActive: u.isActive, createdAt: u.createdAt, version: u.version };
}

/** The company's members for the team page and the selectors, by name. */
export async function listCompanyMembers(db: DbOrTx, companyId: number) {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username));
  return rows.map(toTeamMember);
}

/**
 * A member the caller may see: one of their own company, or anyone for a system administrator. Another
 * company's member answers 404, like every record of another company.
 */
export async function getMemberOrThrow(db: DbOrTx, actor: Actor, id: number): Promise<MemberRow> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(
      actor.isAdmin ? eq(users.id, id) : and(eq(users.id, id), eq(users.companyId, actor.companyId ?? -1)),
    )
    .limit(1);
  if (!row) throw notFound('user');
  return row;
}

const actorRule = (actor: Actor) => ({ id: actor.userId, role: actor.role, isAdmin: actor.isAdmin });

function assertMayManage(actor: Actor, member: UserRow): void {
  const why = whyMayNotManage(actorRule(actor), member);
  if (why) throw forbidden(why);
}

function assertMayGrant(
  actor: Actor,
  role: UserRole | undefined,
  isAdmin: boolean | undefined,
  was?: UserRow,
) {
  if (role !== undefined && role !== was?.role && !mayGrantRole(actor, role)) {
    throw forbidden(t('team:errors.adminsMakeAdmins'));
  }
  if (isAdmin !== undefined && isAdmin !== (was?.isAdmin ?? false) && !actor.isAdmin) {
    throw forbidden(t('team:errors.systemAdminsGrant'));
  }
}

/**
 * The company a body's companyId names: the caller's own company unless a system administrator names another
 * (or none); any other company is refused on the field, never trusted (docs/product.md#companies-and-roles).
 */
function companyOfBody(actor: Actor, bodyCompanyId: number | null | undefined, current: number | null) {
  if (bodyCompanyId === undefined || bodyCompanyId === current) return current;
  if (!actor.isAdmin) throw fieldError('companyId', t('errors:companyMismatch'));
  return bodyCompanyId;
}

/**
 * Locks the company row, then refuses when no other active administrator would remain. The lock makes two
 * admins demoting each other at the same moment (on any instance) run one after the other, so the second sees
 * the first's change and is refused.
 */
async function assertAnotherAdminRemains(
  tx: DbOrTx,
  companyId: number,
  leavingUserId: number,
): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'admin'),
        eq(users.isActive, true),
        ne(users.id, leavingUserId),
      ),
    );
  if ((row?.n ?? 0) === 0) throw conflict(LAST_ADMIN());
}

/** Whether a change takes an active administrator away from their company (demoted, deactivated, moved). */
function removesAnAdmin(
  member: UserRow,
  next: { role: UserRole; isActive: boolean; companyId: number | null },
) {
  const wasCounted = member.role === 'admin' && member.isActive && member.companyId !== null;
  const staysCounted = next.role === 'admin' && next.isActive && next.companyId === member.companyId;
  return wasCounted && !staysCounted;
}

async function ensureCompanyExists(tx: DbOrTx, companyId: number | null): Promise<void> {
  if (companyId === null) return;
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw fieldError('companyId', t('errors:notFound.company'));
}

/** A unique violation on the username (two requests racing for one name) answers 409 on the field. */
async function withUsernameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN(), 'username'); // visible-texts: the field's name
    throw err;
  }
}

/** Usernames are unique regardless of case; checked first so the usual case answers without a failed insert. */
async function assertUsernameFree(db: DbOrTx, username: string, exceptId?: number): Promise<void> {
  const row = await findUserByUsername(db, username);
  if (row && row.id !== exceptId) throw conflict(USERNAME_TAKEN(), 'username'); // visible-texts: the field's name
}

type CreateInput = z.output<typeof createUserBody>;
type UpdateInput = z.output<typeof updateUserBody>;

/** Adds a member with a password of the caller's choosing (the Team page's form). */
export async function createMember(db: Db, actor: Actor, body: CreateInput, passwordCost: number, now: Date) {
  // A system administrator places the member in the company the body names (null: none; absent: the company
  // they work in, which is the opened company on its Team page); anyone else in their own.
  const companyId = actor.isAdmin
    ? body.companyId === undefined
      ? actor.companyId
      : body.companyId
    : companyOfBody(actor, body.companyId, actor.companyId);
  if (companyId === null && !actor.isAdmin) throw forbidden(t('errors:notMember'));
  assertMayGrant(actor, body.role, body.isAdmin);
  await assertUsernameFree(db, body.username);
  const passwordHash = await hashPassword(body.password, passwordCost);
  return withUsernameGuard(() =>
    db.transaction(async (tx) => {
      await ensureCompanyExists(tx, companyId);
      const [row] = await tx
        .insert(users)
        .values({
          ...sentColumns(users, body),
          passwordHash,
          companyId,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning(memberColumns);
      return toTeamMember(row!);
    }),
  );
}

/**
 * Changes a member. Deactivating ends all their sessions at once; a new password ends their sessions too (the
 * caller's own current one excepted). The last active administrator of a company is never demoted, deactivated
 * or moved away (409).
 */
export async function updateMember(
  db: Db,
  actor: Actor,
  id: number,
  body: UpdateInput,
  passwordCost: number,
  now: Date,
) {
  const member = await getMemberOrThrow(db, actor, id);
  assertMayManage(actor, member);
  assertMayGrant(actor, body.role, body.isAdmin, member);
  const companyId = companyOfBody(actor, body.companyId, member.companyId);
  if (body.isActive === false && member.id === actor.userId) {
    throw forbidden(t('team:errors.cannotDeactivateSelf'));
  }
  if (body.username !== undefined) await assertUsernameFree(db, body.username, member.id);
  const passwordHash = body.password ? await hashPassword(body.password, passwordCost) : undefined;
  const next = {
    role: body.role ?? member.role,
    isActive: body.isActive ?? member.isActive,
    companyId,
  };
  return withUsernameGuard(() =>
    db.transaction(async (tx) => {
      await assertCurrentVersion(tx, users, eq(users.id, member.id));
      if (removesAnAdmin(member, next)) await assertAnotherAdminRemains(tx, member.companyId!, member.id);
      if (companyId !== member.companyId) await ensureCompanyExists(tx, companyId);
      const [row] = await tx
        .update(users)
        .set({
          ...sentColumns(users, body),
          companyId,
          ...(passwordHash ? { passwordHash, passwordChangedAt: now, mustChangePassword: false } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, member.id))
        .returning(memberColumns);
      const endsSessions = (body.isActive === false && member.isActive) || passwordHash !== undefined;
      if (endsSessions) {
        await deleteUserSessions(tx, member.id, member.id === actor.userId ? actor.sessionId : undefined);
      }
      return toTeamMember(row!);
    }),
  );
}

export const SYSTEM_ADMIN_NOT_DELETED = lazyText('team:errors.systemAdminNotDeleted');

/**
 * Deletes a member. What they made stays: every reference to them is cleared by the foreign keys (ON DELETE SET
 * NULL) and shown as a former member; their sessions, project team places and customer assignments go.
 */
export async function deleteMember(db: Db, actor: Actor, id: number): Promise<void> {
  const member = await getMemberOrThrow(db, actor, id);
  if (member.id === actor.userId) throw forbidden(t('team:errors.cannotDeleteSelf'));
  // Delete User never on an administrator (docs/product.md#administration), from the Team page of an opened company
  // either.
  if (member.isAdmin) throw forbidden(SYSTEM_ADMIN_NOT_DELETED());
  assertMayManage(actor, member);
  await db.transaction(async (tx) => {
    const next = { role: member.role, isActive: false, companyId: member.companyId };
    if (removesAnAdmin(member, next)) await assertAnotherAdminRemains(tx, member.companyId!, member.id);
    // The foreign key would remove the sessions too, but without closing their open event streams.
    await deleteUserSessions(tx, member.id);
    await tx.delete(users).where(eq(users.id, member.id));
  });
}

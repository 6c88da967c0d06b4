import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminCreateUserBody, adminUpdateUserBody } from '#domain/contracts/admin';
import { lazyText } from '#domain/messages/all';
import { escapeLike } from '../../db/like';
import { companies, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { forbidden, notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/sessions';
import { createMember, deleteMember, updateMember } from '../users/users.service';

/** What the administrators' list and the user page show of a user (never the password hash). */
const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isAdmin: users.isAdmin,
  isActive: users.isActive,
  mustChangePassword: users.mustChangePassword,
  twoFactorEnabled: sql<boolean>`${users.totpSecret} is not null`,
  companyId: users.companyId,
  companyName: companies.name,
  createdAt: users.createdAt,
  version: rowVersion(users),
};

/** GET /api/admin/users: every user with their company's name, by username; `companyId` narrows to one company. */
export async function listAdminUsers(
  db: DbOrTx,
  query: { search?: string | undefined; companyId?: number | undefined; limit: number; offset: number },
) {
  const like = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = and(
    like
      ? or(
          ilike(users.username, like),
          ilike(users.email, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
        )
      : undefined,
    query.companyId === undefined ? undefined : eq(users.companyId, query.companyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(asc(users.username), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** GET /api/admin/users/{id}. */
export async function getAdminUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound('user');
  return row;
}

/**
 * POST /api/admin/users: the Add User dialog. The team's rules apply (unique username, the company must exist);
 * without a company (No Company) the user onboards at first sign-in, or administers when isAdmin.
 */
export async function createAdminUser(
  db: Db,
  actor: Actor,
  body: z.output<typeof adminCreateUserBody>,
  passwordCost: number,
  now: Date,
) {
  const created = await createMember(
    db,
    actor,
    { ...body, email: body.email ?? '', companyId: body.companyId ?? null },
    passwordCost,
    now,
  );
  return getAdminUser(db, created.id);
}

export const NOT_YOUR_OWN_ADMIN_RIGHTS = lazyText('admin:users.errors.ownAdminRights');

/** PATCH /api/admin/users/{id}: the user page's Save; the team's rules (last company admin) apply. */
export async function updateAdminUser(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof adminUpdateUserBody>,
  passwordCost: number,
  now: Date,
) {
  if (id === actor.userId && body.isAdmin === false) throw forbidden(NOT_YOUR_OWN_ADMIN_RIGHTS());
  await updateMember(db, actor, id, body, passwordCost, now);
  return getAdminUser(db, id);
}

export const NOT_YOURSELF = lazyText('admin:users.errors.deleteYourself');

/**
 * DELETE /api/admin/users/{id} (not on oneself, not on administrators; docs/product.md#administration). A company's
 * last active admin is refused by the team's rule (409).
 */
export async function deleteAdminUser(db: Db, actor: Actor, id: number): Promise<void> {
  if (id === actor.userId) throw forbidden(NOT_YOURSELF());
  await deleteMember(db, actor, id);
}

// No look-alike characters (0/O, 1/l/I), so the password can be read out or typed from a screen.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_GROUPS = 4;
const PASSWORD_GROUP_LENGTH = 5;

/** A one-time password of 20 random characters (about 114 bits) in groups of five: 'k7Rm2-...'. */
export function newOneTimePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < PASSWORD_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < PASSWORD_GROUP_LENGTH; i++)
      group += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/**
 * A new one-time password and the user columns that put it in place: its hash, to be changed at the next
 * sign-in. Shared by the administrator's reset and the restore of a company backup (features/backup).
 */
export async function oneTimePasswordValues(passwordCost: number | undefined, now: Date) {
  const password = newOneTimePassword();
  const passwordHash = await hashPassword(password, passwordCost);
  return {
    password,
    values: { passwordHash, mustChangePassword: true, passwordChangedAt: now, updatedAt: now },
  };
}

export const NOT_YOUR_OWN_PASSWORD = lazyText('admin:users.errors.ownPassword');

/**
 * POST /api/admin/users/{id}/reset-password (docs/product.md#administration): a new one-time password replaces the
 * old one, must be changed at the next sign-in, and every session of the user ends, in one transaction. The password
 * is answered once and never stored or logged in clear.
 */
export async function resetUserPassword(
  db: Db,
  actor: Actor,
  id: number,
  meta: { passwordCost: number; now: Date; ip: string },
): Promise<{ password: string }> {
  if (id === actor.userId) throw forbidden(NOT_YOUR_OWN_PASSWORD());
  const user = await getAdminUser(db, id);
  const { password, values } = await oneTimePasswordValues(meta.passwordCost, meta.now);
  await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning({ id: users.id });
    if (!row) throw notFound('user');
    await deleteUserSessions(tx, id);
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: actor.userId,
      action: 'password_reset',
      entityType: 'user',
      entityId: id,
      details: { username: user.username },
      ipAddress: meta.ip,
    });
  });
  return { password };
}

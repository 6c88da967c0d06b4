import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { SessionRestriction } from '#domain/contracts/account-security';
import type { UserRole } from '#domain/enums';
import { preparedOnce } from '../../db/prepared';
import { pendingSignIns, sessions, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { endSessionStreams, publishLive } from '../../live-updates/live-events';
import { type SettingsCache, settingsVersion } from '../settings/settings.service';

/** A session lives at most this long even when used every day; idleness ends it sooner (system setting). */
const MAX_SESSION_DAYS = 30;

// The one-shot hash: no Hash object per call (the session lookup hashes the cookie on every request).
export const hashToken = (token: string) => hash('sha256', token, 'hex');
export const newToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: DbOrTx,
  userId: number,
  meta: { ip: string; userAgent: string | undefined; now: Date },
  restriction: SessionRestriction | null = null,
): Promise<string> {
  const token = newToken();
  const now = meta.now;
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + MAX_SESSION_DAYS * 86_400_000),
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    restriction,
  });
  return token;
}

/** The session lookup of every request, built and prepared once per database rather than per request. */
const sessionLookup = preparedOnce((db) =>
  db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      isAdmin: users.isAdmin,
      actingCompanyId: sessions.actingCompanyId,
      restriction: sessions.restriction,
      settingsVersion,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A deactivated member's sessions are deleted with the change; the check here also covers a session made by
    // a sign-in racing that change.
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('find_session_actor'),
);

/** A session's last use, written at most once a minute per session: prepared like the lookup. */
const sessionTouch = preparedOnce((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}` }) // the ISO text drizzle writes for a Date
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('touch_session'),
);

/**
 * The actor of a session token, or null when unknown, expired or idle for longer than the settings' session
 * timeout. The same statement reads the settings' version, so a change made on another instance applies here
 * from this request on.
 */
export async function findSessionActor(
  db: Db,
  token: string,
  settings: SettingsCache,
  now: Date,
): Promise<Actor | null> {
  const id = hashToken(token);
  const [row] = await sessionLookup(db).execute({ id, now });
  if (!row) return null;
  settings.observe(row.settingsVersion);
  if (now.getTime() - row.lastSeenAt.getTime() > (await settings.sessionIdleMs())) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // lastSeenAt is written at most once a minute per session, so reads stay cheap.
  if (now.getTime() - row.lastSeenAt.getTime() > settings.touchAfterMs) {
    await sessionTouch(db).execute({ id, at: now.toISOString() });
  }
  return {
    ...actingAs(row),
    userId: row.userId,
    isAdmin: row.isAdmin,
    sessionId: id,
    restriction: row.restriction,
  };
}

/**
 * The company and role a session works with: a system administrator who opened a company
 * (docs/product.md#administration) works in it as its admin, so every company route serves them unchanged, while the
 * actor stays the administrator (userId, isAdmin) and every write is theirs. An account that is no longer a system
 * administrator acts as itself.
 */
export function actingAs(row: {
  companyId: number | null;
  role: UserRole;
  isAdmin: boolean;
  actingCompanyId: number | null;
}): { companyId: number | null; role: UserRole; actingCompanyId: number | null } {
  if (row.isAdmin && row.actingCompanyId !== null) {
    return { companyId: row.actingCompanyId, role: 'admin', actingCompanyId: row.actingCompanyId };
  }
  return { companyId: row.companyId, role: row.role, actingCompanyId: null };
}

/**
 * Which of these sessions (ids are token hashes) are still valid, with their member's user and company: one
 * statement for every open event stream of an instance. Only checks; an open stream is not activity.
 */
export async function validSessions(
  db: Db,
  ids: string[],
  settings: SettingsCache,
  now: Date,
): Promise<Map<string, { userId: number; companyId: number | null }>> {
  if (ids.length === 0) return new Map();
  const idleMs = await settings.sessionIdleMs();
  const rows = await db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      isAdmin: users.isAdmin,
      actingCompanyId: sessions.actingCompanyId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, now), eq(users.isActive, true)));
  return new Map(
    rows
      .filter((r) => now.getTime() - r.lastSeenAt.getTime() <= idleMs)
      // An open stream belongs to the company the session works in (an administrator's opened company).
      .map((r) => [r.id, { userId: r.userId, companyId: actingAs(r).companyId }]),
  );
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  // Its open event streams close when this commits.
  await publishLive(db, { end: { sessionId } });
}

/**
 * Ends every session of a user (password reset or change, deactivation), except `keepSessionId`: a member who
 * changes their own password stays signed in where they did it.
 */
export async function deleteUserSessions(db: DbOrTx, userId: number, keepSessionId?: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  await endSessionStreams(
    db,
    ended.map((s) => s.id),
  );
  // A sign-in waiting for its second factor was begun with the old password (or by the deactivated member).
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/** Deletes the sessions past their end (the housekeeping sweep); returns how many went. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return gone.length;
}

/** Sets or lifts what the session is limited to (a required step done, or newly pending). */
export async function setSessionRestriction(
  db: DbOrTx,
  sessionId: string,
  restriction: SessionRestriction | null,
): Promise<void> {
  await db.update(sessions).set({ restriction }).where(eq(sessions.id, sessionId));
}

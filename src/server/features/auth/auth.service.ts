import { eq } from 'drizzle-orm';
import type { SessionRestriction } from '#domain/contracts/account-security';
import type { LoginBody, RegisterBody } from '#domain/contracts/auth';
import type { UserRole } from '#domain/enums';
import { lazyText, t } from '#domain/messages/all';
import { companies, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/actor';
import { AppError, conflict, forbidden, isUniqueViolation, unauthorized } from '../../http/errors';
import { recordAudit } from '../audit/audit.service';
import { claimInvitation } from '../companies/invitations.service';
import type { Settings } from '../settings/settings.service';
import { claimLoginAttempt, forgiveLoginFailures } from './login-throttle';
import { openSession } from './open-session';
import { hashPassword, verifyPassword } from './password';
import { createPendingSignIn } from './pending-sign-ins';
import { restrictionFor } from './session-restriction';
import { createSession, deleteSession } from './sessions';
import { findUserByUsername, type UserRow } from './users.queries';

type RequestMeta = { ip: string; userAgent: string | undefined; now: Date };

const INVALID_LOGIN = lazyText('auth:errors.invalidLogin');
const USERNAME_TAKEN = lazyText('auth:errors.usernameTaken');
export const ACCOUNT_DEACTIVATED = lazyText('auth:errors.deactivated');

// Verified against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export type SignIn =
  | { kind: 'session'; user: UserRow; token: string; restriction: SessionRestriction | null }
  | { kind: 'two_factor'; signInToken: string };

/**
 * Checks the password (with the database-backed throttle). Without two-factor sign-in it opens a new session,
 * limited to changing the password when that is due (session-restriction.ts); with it, it opens nothing: the
 * answer is a pending sign-in that a code completes (two-factor-sign-in.ts).
 */
export async function login(
  db: Db,
  body: LoginBody,
  meta: RequestMeta & { previousSessionId?: string; passwordCost: number; settings: Settings },
): Promise<SignIn> {
  const username = body.username.toLowerCase();
  // Counted before the password is checked, so parallel attempts cannot all pass the throttle (429 when over).
  const attemptId = await claimLoginAttempt(db, { username, ip: meta.ip, now: meta.now });
  const user = await findUserByUsername(db, username);
  dummyHash ??= hashPassword('not-a-password', meta.passwordCost);
  const ok = user
    ? await verifyPassword(body.password, user.passwordHash)
    : await verifyPassword('x', await dummyHash);
  // The claimed attempt already counts as a failure for the throttle; the log says who was tried, and from where.
  if (!user || !ok) {
    await recordAudit(db, {
      companyId: user?.companyId ?? null,
      userId: user?.id ?? null,
      action: 'login_failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      details: { username: body.username },
      ipAddress: meta.ip,
    });
    throw unauthorized(INVALID_LOGIN());
  }
  // Said only after the right password, so it reveals nothing to someone guessing.
  if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED());
  return db.transaction(async (tx): Promise<SignIn> => {
    await forgiveLoginFailures(tx, { id: attemptId, username });
    if (user.totpSecret) {
      return { kind: 'two_factor', signInToken: await createPendingSignIn(tx, user.id, meta.now) };
    }
    const restriction = restrictionFor(user, meta.settings, meta.now);
    const token = await openSession(tx, user, meta, restriction, {});
    return { kind: 'session', user, token, restriction };
  });
}

/**
 * Creates an account. companyName makes a new company with the user as its admin; inviteToken joins the
 * invitation's company with its role; a bare companyId is refused, as anyone could otherwise join any company.
 */
export async function register(
  db: Db,
  body: RegisterBody,
  meta: RequestMeta & { passwordCost: number; settings: Settings },
): Promise<{ user: UserRow; token: string; restriction: SessionRestriction | null }> {
  if (body.companyId !== undefined && !body.inviteToken) {
    throw forbidden(t('auth:inviteRequired'));
  }
  if (body.inviteToken && body.companyName) {
    const message = t('auth:errors.companyOrInvitation');
    throw new AppError(400, message, [{ path: 'companyName', message }]);
  }
  if (await findUserByUsername(db, body.username)) throw conflict(USERNAME_TAKEN(), 'username'); // visible-texts: the field's name
  const passwordHash = await hashPassword(body.password, meta.passwordCost);
  try {
    return await db.transaction(async (tx) => {
      let companyId: number | null = null;
      let role: UserRole = 'employee';
      if (body.companyName) {
        const [company] = await tx
          .insert(companies)
          .values({ name: body.companyName, email: body.email })
          .returning({ id: companies.id });
        companyId = company!.id;
        role = 'admin';
      }
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          passwordHash,
          email: body.email,
          firstName: body.firstName ?? null,
          lastName: body.lastName ?? null,
          role,
          isAdmin: false,
          companyId,
          passwordChangedAt: meta.now,
        })
        .returning();
      let created = user!;
      if (body.inviteToken) {
        const invitation = await claimInvitation(tx, body.inviteToken, created.id, meta.now);
        if (body.companyId !== undefined && body.companyId !== invitation.companyId) {
          throw forbidden(t('auth:inviteRequired'));
        }
        const [joined] = await tx
          .update(users)
          .set({ companyId: invitation.companyId, role: invitation.role })
          .where(eq(users.id, created.id))
          .returning();
        created = joined!;
      }
      const restriction = restrictionFor(created, meta.settings, meta.now);
      const token = await createSession(tx, created.id, meta, restriction);
      return { user: created, token, restriction };
    });
  } catch (err) {
    // Two registrations racing for one username: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN(), 'username'); // visible-texts: the field's name
    throw err;
  }
}

/** Ends the caller's session (its open event streams close) and logs the sign-out. */
export async function signOut(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSession(tx, actor.sessionId);
    await recordAudit(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'logout',
      entityType: 'user',
      entityId: actor.userId,
    });
  });
}

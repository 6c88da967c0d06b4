import { eq } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '../../../domain/contracts/auth';
import type { UserRole } from '../../../domain/enums';
import { companies, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { AppError, conflict, forbidden, isUniqueViolation, unauthorized } from '../../http/errors';
import { recordAudit } from '../audit/audit.service';
import { claimInvitation } from '../companies/invitations.service';
import { claimLoginAttempt, forgiveLoginFailures } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteSession } from './sessions';
import { findUserByUsername, type UserRow } from './users.queries';

type RequestMeta = { ip: string; userAgent: string | undefined; now: Date };

const INVALID_LOGIN = 'Invalid username or password';
const USERNAME_TAKEN = 'Username already exists';
export const ACCOUNT_DEACTIVATED =
  'Your account has been deactivated. Ask your company administrator to reactivate it.';

// Verified against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** Checks the password (with the database-backed throttle) and opens a new session. */
export async function login(
  db: Db,
  body: LoginBody,
  meta: RequestMeta & { previousSessionId?: string; passwordCost: number },
): Promise<{ user: UserRow; token: string }> {
  const username = body.username.toLowerCase();
  // Counted before the password is checked, so parallel attempts cannot all pass the throttle (429 when over).
  const attemptId = await claimLoginAttempt(db, { username, ip: meta.ip, now: meta.now });
  const user = await findUserByUsername(db, username);
  dummyHash ??= hashPassword('not-a-password', meta.passwordCost);
  const ok = user
    ? await verifyPassword(body.password, user.passwordHash)
    : await verifyPassword('x', await dummyHash);
  // A wrong password needs nothing more: the claimed attempt already counts as a failure.
  if (!user || !ok) throw unauthorized(INVALID_LOGIN);
  // Said only after the right password, so it reveals nothing to someone guessing.
  if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED);
  return db.transaction(async (tx) => {
    await forgiveLoginFailures(tx, { id: attemptId, username });
    // A new session on every sign-in; the one the browser held before (if any) ends.
    if (meta.previousSessionId) await deleteSession(tx, meta.previousSessionId);
    const token = await createSession(tx, user.id, meta);
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'login',
      entityType: 'user',
      entityId: user.id,
      ipAddress: meta.ip,
    });
    return { user, token };
  });
}

/**
 * Creates an account. companyName makes a new company with the user as its admin; inviteToken joins the
 * invitation's company with its role; a bare companyId is refused, as anyone could otherwise join any company.
 */
export async function register(
  db: Db,
  body: RegisterBody,
  meta: RequestMeta & { passwordCost: number },
): Promise<{ user: UserRow; token: string }> {
  if (body.companyId !== undefined && !body.inviteToken) {
    throw forbidden('Joining a company requires an invitation');
  }
  if (body.inviteToken && body.companyName) {
    throw new AppError(400, 'Choose either a new company or an invitation, not both', [
      { path: 'companyName', message: 'Choose either a new company or an invitation, not both' },
    ]);
  }
  if (await findUserByUsername(db, body.username)) throw conflict(USERNAME_TAKEN, 'username');
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
          throw forbidden('Joining a company requires an invitation');
        }
        const [joined] = await tx
          .update(users)
          .set({ companyId: invitation.companyId, role: invitation.role })
          .where(eq(users.id, created.id))
          .returning();
        created = joined!;
      }
      const token = await createSession(tx, created.id, meta);
      await recordAudit(tx, {
        companyId: created.companyId,
        userId: created.id,
        action: 'create',
        entityType: 'user',
        entityId: created.id,
        details: { via: body.inviteToken ? 'invitation' : body.companyName ? 'new company' : 'registration' },
        ipAddress: meta.ip,
      });
      return { user: created, token };
    });
  } catch (err) {
    // Two registrations racing for one username: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN, 'username');
    throw err;
  }
}

import { eq } from 'drizzle-orm';
import type { ChangePasswordBody } from '#domain/contracts/account-security';
import { t } from '#domain/messages/all';
import { users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/actor';
import { fieldError, unauthorized } from '../../http/errors';
import { recordAudit } from '../audit/audit.service';
import type { Settings } from '../settings/settings.service';
import { claimLoginAttempt, forgiveLoginFailures } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { restrictionFor } from './session-restriction';
import { deleteUserSessions, setSessionRestriction } from './sessions';
import { findUserById } from './users.queries';

/**
 * POST /api/user/password: the user changes their own password, proving the current one (throttled like a
 * sign-in). Every other session of theirs ends; this one stays, and its password step (expired, or reset by an
 * administrator) is done.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  body: ChangePasswordBody,
  meta: { now: Date; ip: string; passwordCost: number; settings: Settings },
) {
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthorized();
  const username = user.username.toLowerCase();
  const attemptId = await claimLoginAttempt(db, { username, ip: meta.ip, now: meta.now });
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw fieldError('currentPassword', t('account:password.currentIncorrect'));
  }
  const passwordHash = await hashPassword(body.password, meta.passwordCost);
  return db.transaction(async (tx) => {
    await forgiveLoginFailures(tx, { id: attemptId, username });
    const [row] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: meta.now, mustChangePassword: false, updatedAt: meta.now })
      .where(eq(users.id, user.id))
      .returning();
    await deleteUserSessions(tx, user.id, actor.sessionId);
    const restriction = restrictionFor(row!, meta.settings, meta.now);
    await setSessionRestriction(tx, actor.sessionId, restriction);
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'password_change',
      entityType: 'user',
      entityId: user.id,
      ipAddress: meta.ip,
    });
    return { user: row!, restriction };
  });
}

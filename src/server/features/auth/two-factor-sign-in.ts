import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import {
  type SessionRestriction,
  SIGN_IN_EXPIRED,
  type TwoFactorSignInBody,
} from '#domain/contracts/account-security';
import { lazyText } from '#domain/messages/all';
import { pendingSignIns, recoveryCodes, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { forbidden, unauthorized } from '../../http/errors';
import type { Settings } from '../settings/settings.service';
import { ACCOUNT_DEACTIVATED } from './auth.service';
import { claimLoginAttempt, forgiveLoginFailures } from './login-throttle';
import { openSession } from './open-session';
import { restrictionFor } from './session-restriction';
import { hashToken } from './sessions';
import { codeStep, hashRecoveryCode, looksLikeTotpCode } from './totp';
import type { UserRow } from './users.queries';

export const INVALID_CODE = lazyText('account:twoFactor.invalidCode');

/**
 * Second-factor codes are throttled like passwords, on a key of their own: a right password forgives the
 * username's password failures, and must not also forgive its failed codes. The key starts with a space, which
 * no username has (every username is trimmed): an account named '2fa:alice' signing in must not forgive alice's
 * failed codes.
 */
export const codeThrottleKey = (username: string) => ` 2fa:${username.toLowerCase()}`;

/**
 * Takes a code of the user's authenticator app once: its time step must be newer than the last one accepted,
 * written in the same statement, so a code seen by someone else (or sent twice) is refused. Returns whether it
 * was accepted.
 */
export async function takeTotpCode(tx: DbOrTx, user: UserRow, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = codeStep(user.totpSecret, code.replace(/\s+/g, ''), now);
  if (step === null) return false;
  const taken = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length === 1;
}

/** Takes one of the user's recovery codes, once. */
export async function takeRecoveryCode(
  tx: DbOrTx,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const taken = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return taken.length === 1;
}

/**
 * POST /api/login/two-factor: the pending sign-in's token and a code (or a recovery code) complete the sign-in
 * with a new session. A wrong code counts as a failed sign-in (429 after five in 15 minutes).
 */
export async function completeTwoFactorSignIn(
  db: Db,
  body: TwoFactorSignInBody,
  meta: {
    ip: string;
    userAgent: string | undefined;
    now: Date;
    previousSessionId?: string;
    settings: Settings;
  },
): Promise<{ user: UserRow; token: string; restriction: SessionRestriction | null }> {
  const [found] = await db
    .select({ user: users })
    .from(pendingSignIns)
    .innerJoin(users, eq(users.id, pendingSignIns.userId))
    .where(and(eq(pendingSignIns.id, hashToken(body.signInToken)), gt(pendingSignIns.expiresAt, meta.now)))
    .limit(1);
  if (!found) throw unauthorized(SIGN_IN_EXPIRED());
  const { user } = found;
  const username = codeThrottleKey(user.username);
  const attemptId = await claimLoginAttempt(db, { username, ip: meta.ip, now: meta.now });
  if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED());
  const byApp = looksLikeTotpCode(body.code);
  return db.transaction(async (tx) => {
    const accepted = byApp
      ? await takeTotpCode(tx, user, body.code, meta.now)
      : await takeRecoveryCode(tx, user.id, body.code, meta.now);
    // Thrown inside the transaction: nothing is kept, and the claimed attempt stays a failure.
    if (!accepted) throw unauthorized(INVALID_CODE());
    await forgiveLoginFailures(tx, { id: attemptId, username });
    await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, user.id));
    const restriction = restrictionFor(user, meta.settings, meta.now);
    const token = await openSession(tx, user, meta, restriction, {
      // visible-texts: stored in the audit log's details (data)
      secondFactor: byApp ? 'authenticator app' : 'recovery code',
    });
    return { user, token, restriction };
  });
}

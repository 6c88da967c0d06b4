import { and, count, eq, isNull } from 'drizzle-orm';
import type { TwoFactorDisableBody } from '#domain/contracts/account-security';
import { t } from '#domain/messages/all';
import { pendingSignIns, recoveryCodes, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, fieldError, forbidden, notFound, unauthorized } from '../../http/errors';
import { recordAudit } from '../audit/audit.service';
import type { Settings } from '../settings/settings.service';
import { claimLoginAttempt, forgiveLoginFailures } from './login-throttle';
import { verifyPassword } from './password';
import { restrictionFor } from './session-restriction';
import { setSessionRestriction } from './sessions';
import { codeStep, enrolmentOf, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './totp';
import { codeThrottleKey, takeTotpCode } from './two-factor-sign-in';
import { findUserById, type UserRow } from './users.queries';

type Meta = { now: Date; ip: string; settings: Settings };

async function ownUser(db: DbOrTx, actor: Actor): Promise<UserRow> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthorized();
  return user;
}

/** GET /api/user/two-factor: whether it is on, and how many recovery codes are left. */
export async function twoFactorStatus(db: Db, actor: Actor, settings: Settings) {
  const user = await ownUser(db, actor);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: user.totpSecret !== null,
    recoveryCodesLeft: left?.n ?? 0,
    required: settings.twoFactorAuth,
  };
}

/**
 * Starts enrolment: a new secret, kept as pending until a code from it is confirmed (starting again replaces
 * it). Answers it as text, as an otpauth URI and as a QR code.
 */
export async function startTwoFactorSetup(db: Db, actor: Actor, settings: Settings) {
  const user = await ownUser(db, actor);
  if (user.totpSecret) throw conflict(t('account:twoFactor.alreadyOn'));
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  return enrolmentOf(secret, user.username, settings.companyName);
}

/**
 * Confirms enrolment with a code of the pending secret: two-factor sign-in is on from now, the session's
 * enrolment step (if it had one) is done, and ten recovery codes are answered, once (only hashes are kept).
 */
export async function confirmTwoFactorSetup(db: Db, actor: Actor, code: string, meta: Meta) {
  const user = await ownUser(db, actor);
  if (user.totpSecret) throw conflict(t('account:twoFactor.alreadyOn'));
  if (!user.totpPendingSecret) throw fieldError('code', t('account:twoFactor.startAgain'));
  const step = codeStep(user.totpPendingSecret, code, meta.now);
  if (step === null) throw fieldError('code', t('account:twoFactor.invalidSetupCode'));
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      // Only while still off: of two confirmations at once (a double click), the second keeps the first's codes.
      .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
      .returning();
    if (!row) throw conflict(t('account:twoFactor.alreadyOn'));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c), createdAt: meta.now })));
    if (actor.restriction === 'enrol_two_factor') {
      await setSessionRestriction(tx, actor.sessionId, restrictionFor(row!, meta.settings, meta.now));
    }
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'two_factor_enable',
      entityType: 'user',
      entityId: user.id,
      ipAddress: meta.ip,
    });
  });
  return { recoveryCodes: codes };
}

/** Clears a user's second factor: secret, pending secret, recovery codes and unfinished sign-ins. */
async function clearTwoFactor(tx: DbOrTx, userId: number) {
  await tx
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/**
 * Turns two-factor sign-in off, proven with a current code or the password (throttled like a sign-in, since a
 * borrowed session could otherwise guess). Refused while the settings require it of everyone.
 */
export async function disableTwoFactor(db: Db, actor: Actor, body: TwoFactorDisableBody, meta: Meta) {
  if (meta.settings.twoFactorAuth) {
    throw forbidden(t('account:twoFactor.requiredForAll'));
  }
  const user = await ownUser(db, actor);
  if (!user.totpSecret) throw conflict(t('account:twoFactor.notOn'));
  const username = codeThrottleKey(user.username);
  const attemptId = await claimLoginAttempt(db, { username, ip: meta.ip, now: meta.now });
  const passwordOk = body.password ? await verifyPassword(body.password, user.passwordHash) : false;
  await db.transaction(async (tx) => {
    if (!passwordOk) {
      const codeOk = body.code ? await takeTotpCode(tx, user, body.code, meta.now) : false;
      if (!codeOk && body.code) throw fieldError('code', t('account:twoFactor.invalidCode'));
      if (!codeOk) throw fieldError('password', t('account:twoFactor.incorrectPassword'));
    }
    await forgiveLoginFailures(tx, { id: attemptId, username });
    await clearTwoFactor(tx, user.id);
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'two_factor_disable',
      entityType: 'user',
      entityId: user.id,
      ipAddress: meta.ip,
    });
  });
}

/**
 * POST /api/admin/users/{id}/two-factor/reset (system administrators): for a user who lost their phone and
 * their recovery codes. They sign in with the password alone next time (and enrol again when it is required).
 */
export async function resetTwoFactor(db: Db, actor: Actor, userId: number, meta: { ip: string }) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('user');
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, user.id);
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: actor.userId,
      action: 'two_factor_reset',
      entityType: 'user',
      entityId: user.id,
      ipAddress: meta.ip,
    });
  });
}

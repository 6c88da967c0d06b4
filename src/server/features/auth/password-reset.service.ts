import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PasswordResetConfirmBody } from '#domain/contracts/password-reset';
import { lazyText } from '#domain/messages/all';
import { loginAttempts, passwordResets, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { fieldError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from './password';
import { passwordResetMail } from './password-reset.mail';
import { deleteUserSessions, hashToken, newToken } from './sessions';

/** A reset link works once, within this time. */
export const RESET_LINK_MINUTES = 60;
/** Links are rationed per account and per client address over this window (counted in the database). */
export const RESET_WINDOW_MINUTES = 15;
export const MAX_LINKS_PER_ACCOUNT = 3;
export const MAX_LINKS_PER_ADDRESS = 10;
/** One e-mail address may belong to several accounts; each gets its own link, up to this many. */
const MAX_ACCOUNTS_PER_REQUEST = 5;

export const INVALID_RESET_LINK = lazyText('auth:reset.invalidLink');

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Whether another link may go out now: the same throttling idea as sign-ins, counted in password_resets. */
async function mayIssueLink(tx: DbOrTx, userId: number, ip: string, now: Date): Promise<boolean> {
  const recent = gt(passwordResets.createdAt, minutesBefore(now, RESET_WINDOW_MINUTES));
  const [[byAccount], [byAddress]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(recent, eq(passwordResets.userId, userId))),
    tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(recent, eq(passwordResets.ipAddress, ip))),
  ]);
  return (byAccount?.n ?? 0) < MAX_LINKS_PER_ACCOUNT && (byAddress?.n ?? 0) < MAX_LINKS_PER_ADDRESS;
}

/**
 * 'Forgot password?': e-mails a single-use link to every account whose username or e-mail address matches.
 * Says nothing to the caller (the route answers the same whatever happens); a throttled or unknown request
 * simply sends nothing. Only the SHA-256 of the token is stored.
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer },
  input: { emailOrUsername: string; ip: string; now: Date; baseUrl: string },
): Promise<void> {
  const { db, mailer } = deps;
  const key = input.emailOrUsername.toLowerCase();
  const accounts = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      companyId: users.companyId,
    })
    .from(users)
    // A deactivated member gets no link: they could not sign in with the new password anyway.
    .where(
      and(
        or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.id)
    .limit(MAX_ACCOUNTS_PER_REQUEST);
  if (accounts.length === 0) return;
  // Housekeeping: links long past their hour are of no use, not even for counting.
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, minutesBefore(input.now, 24 * 60)));
  for (const account of accounts) {
    await db.transaction(async (tx) => {
      if (!(await mayIssueLink(tx, account.id, input.ip, input.now))) return;
      const token = newToken();
      await tx.insert(passwordResets).values({
        userId: account.id,
        tokenHash: hashToken(token),
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + RESET_LINK_MINUTES * 60_000),
        ipAddress: input.ip,
      });
      const link = `${input.baseUrl}/auth/reset-password?token=${token}`;
      // Best effort: a delivery failure stays visible on the outbox row instead of undoing the link.
      await mailer.send(tx, passwordResetMail(account, link, RESET_LINK_MINUTES));
    });
  }
}

const openLink = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/**
 * Sets a new password with a reset link's token. The token is claimed by one conditional UPDATE, so it works
 * once even under racing requests; every session of the account ends and its other open links die.
 */
export async function confirmPasswordReset(
  db: Db,
  body: PasswordResetConfirmBody,
  meta: { ip: string; now: Date; passwordCost: number },
): Promise<{ userId: number }> {
  const tokenHash = hashToken(body.token);
  // Checked before hashing, so unknown tokens cost the server no scrypt work.
  const [open] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(openLink(tokenHash, meta.now))
    .limit(1);
  if (!open) throw fieldError('token', INVALID_RESET_LINK());
  const passwordHash = await hashPassword(body.password, meta.passwordCost);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: meta.now })
      .where(openLink(tokenHash, meta.now))
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw fieldError('token', INVALID_RESET_LINK());
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: meta.now, mustChangePassword: false, updatedAt: meta.now })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, username: users.username, companyId: users.companyId });
    if (!user) throw fieldError('token', INVALID_RESET_LINK());
    await tx
      .update(passwordResets)
      .set({ usedAt: meta.now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await deleteUserSessions(tx, user.id);
    // The owner proved control of the account: earlier failed sign-ins no longer lock it.
    await tx
      .delete(loginAttempts)
      .where(
        and(eq(loginAttempts.username, user.username.toLowerCase()), eq(loginAttempts.succeeded, false)),
      );
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'password_reset',
      entityType: 'user',
      entityId: user.id,
      ipAddress: meta.ip,
    });
    return { userId: user.id };
  });
}

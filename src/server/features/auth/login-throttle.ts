import { and, count, eq, gt, sql } from 'drizzle-orm';
import { t } from '#domain/messages/all';
import { loginAttempts } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/errors';

/** Failed sign-ins are counted in the database, so the limit holds across restarts and instances. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Longest username and address kept. The sign-in contract allows 64 characters and addresses are at most 45, so
 * this never cuts a real one; it keeps an oversized value (e.g. a forged X-Forwarded-For behind a trusted
 * proxy) within what a btree index row can hold, so every attempt can be stored.
 */
const MAX_KEY_LENGTH = 200;

/** Advisory-lock namespaces (first key of the two-int4 form), one per kind of throttle key. */
const LOCK_USERNAME = 0x4c4f4755; // 'LOGU'
const LOCK_ADDRESS = 0x4c4f4741; // 'LOGA'

/** The form in which a username or address is counted: storable whatever reached the throttle. */
export function throttleKey(value: string): string {
  // PostgreSQL text cannot hold U+0000.
  return value.replaceAll('\u0000', '\uFFFD').slice(0, MAX_KEY_LENGTH);
}

const tooMany = () => new AppError(429, t('auth:errors.tooManyAttempts', { minutes: LOGIN_WINDOW_MINUTES }));

/**
 * Claims a slot for one sign-in attempt, before its password is checked: refuses with 429 when the username or
 * the address already has its quota of failures in the window, else records the attempt as a failure (a
 * successful sign-in then turns it into a success with forgiveLoginFailures). Returns the attempt's row id.
 *
 * Check and count are one step: a short transaction takes a transaction-level advisory lock on the username and
 * one on the address, then counts and inserts. Every instance on the database waits on the same locks, so
 * parallel attempts are counted one after another and at most the quota passes. Chosen over per-window
 * counter rows because the attempts table stays the one record (password reset and sign-in forgive failures by
 * deleting its rows), it needs no schema change, and it works alike on PostgreSQL and PGlite. The locks are held
 * only for the count and the insert, never while the password is hashed; they are always taken username first,
 * then address, so two claims cannot deadlock.
 */
export async function claimLoginAttempt(
  db: Db,
  attempt: { username: string; ip: string; now: Date },
): Promise<number> {
  const username = throttleKey(attempt.username);
  const ip = throttleKey(attempt.ip);
  const since = new Date(attempt.now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_USERNAME}::int4, hashtext(${username}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}::int4, hashtext(${ip}))`);
    // Separate statements after the locks: under READ COMMITTED each sees every claim committed before.
    const failed = and(eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since));
    const [byUser] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(failed, eq(loginAttempts.username, username)));
    if ((byUser?.n ?? 0) >= MAX_FAILURES_PER_USERNAME) throw tooMany();
    const [byAddress] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(failed, eq(loginAttempts.ipAddress, ip)));
    if ((byAddress?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS) throw tooMany();
    const [row] = await tx
      .insert(loginAttempts)
      .values({ username, ipAddress: ip, succeeded: false, createdAt: attempt.now })
      .returning({ id: loginAttempts.id });
    return row!.id;
  });
}

/**
 * After the right password: the claimed attempt becomes a success and the username's earlier failures are
 * forgiven (not the address's).
 */
export async function forgiveLoginFailures(
  tx: DbOrTx,
  attempt: { id: number; username: string },
): Promise<void> {
  await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attempt.id));
  await tx
    .delete(loginAttempts)
    .where(
      and(eq(loginAttempts.username, throttleKey(attempt.username)), eq(loginAttempts.succeeded, false)),
    );
}

import { and, count, eq, gt } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/errors';

/** Failed sign-ins are counted in the database, so the limit holds across restarts and instances. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export async function assertLoginAllowed(db: DbOrTx, username: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const failed = and(eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since));
  const [byUser] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failed, eq(loginAttempts.username, username)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failed, eq(loginAttempts.ipAddress, ip)));
  if ((byUser?.n ?? 0) >= MAX_FAILURES_PER_USERNAME || (byAddress?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError(
      429,
      `Too many failed sign-in attempts. Please try again in ${LOGIN_WINDOW_MINUTES} minutes.`,
    );
  }
}

export async function recordLoginAttempt(
  db: DbOrTx,
  attempt: { username: string; ip: string; succeeded: boolean; now: Date },
): Promise<void> {
  if (attempt.succeeded) {
    // A successful sign-in forgives the username's earlier failures (not the address's).
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.username, attempt.username), eq(loginAttempts.succeeded, false)));
  }
  await db.insert(loginAttempts).values({
    username: attempt.username,
    ipAddress: attempt.ip,
    succeeded: attempt.succeeded,
    createdAt: attempt.now,
  });
}

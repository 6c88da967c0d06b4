import { eq, lt, or } from 'drizzle-orm';
import { pendingSignIns } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { hashToken, newToken } from './sessions';

const PENDING_MINUTES = 5;

/** After the right password of a user with two-factor sign-in: a token the code is sent back with. */
export async function createPendingSignIn(tx: DbOrTx, userId: number, now: Date): Promise<string> {
  const token = newToken();
  // A user's older unfinished sign-ins, and anyone's expired ones, go.
  await tx
    .delete(pendingSignIns)
    .where(or(eq(pendingSignIns.userId, userId), lt(pendingSignIns.expiresAt, now)));
  await tx.insert(pendingSignIns).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_MINUTES * 60_000),
  });
  return token;
}

import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { oneTimePasswordValues } from '../admin/admin-users.service';

export type OneTimePassword = { username: string; password: string };

/**
 * After a company backup is restored, every member gets a one-time password to change at the first sign-in, as
 * an administrator's reset gives (the file carries no password hash), and two-factor sign-in is off until they
 * set it up again. Whatever the file held in those columns is replaced, so no credential travels in a company
 * backup even when someone edited it. The passwords of active members are returned to be handed out; deactivated
 * members get one too, which nobody is told: they cannot sign in until an administrator reactivates and resets them.
 */
export async function giveOneTimePasswords(
  tx: DbOrTx,
  passwordCost: number | undefined,
  now: Date,
): Promise<OneTimePassword[]> {
  const members = await tx
    .select({ id: users.id, username: users.username, isActive: users.isActive })
    .from(users)
    .orderBy(asc(users.username));
  const handedOut: OneTimePassword[] = [];
  for (const member of members) {
    const { password, values } = await oneTimePasswordValues(passwordCost, now);
    await tx
      .update(users)
      .set({ ...values, isAdmin: false, totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, member.id));
    if (member.isActive) handedOut.push({ username: member.username, password });
  }
  return handedOut;
}

import { eq } from 'drizzle-orm';
import type { ActingCompany, CurrentUser, SessionRestriction } from '#domain/contracts/account-security';
import { companies } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { unauthorized } from '../../http/errors';
import { findUserById, toPublicUser, type UserRow } from './users.queries';

/** The signed-in user with what the session still needs (the browser shows that step first). */
export const toCurrentUser = (
  user: UserRow,
  restriction: SessionRestriction | null,
  actingCompany: ActingCompany | null = null,
): CurrentUser => ({
  ...toPublicUser(user),
  restriction,
  twoFactorEnabled: user.totpSecret !== null,
  actingCompany,
});

/**
 * The signed-in user as the browser knows them (GET /api/user): the company and role the session works with,
 * which for a system administrator who opened a company are that company and admin, and the opened company's
 * name for the shell's banner.
 */
export async function currentUserOf(db: DbOrTx, actor: Actor): Promise<CurrentUser> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthorized();
  if (actor.actingCompanyId === null) return toCurrentUser(user, actor.restriction);
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, actor.actingCompanyId));
  // Deleted a moment ago: the foreign key has cleared the session's company, so the next request is the
  // administrator's own view; this one answers it already.
  if (!company) return toCurrentUser(user, actor.restriction);
  return { ...toCurrentUser(user, actor.restriction, company), companyId: actor.companyId, role: actor.role };
}

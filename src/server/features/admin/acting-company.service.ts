import { eq } from 'drizzle-orm';
import type { CurrentUser } from '#domain/contracts/account-security';
import { companies, sessions } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { notFound } from '../../http/errors';
import { publishLive } from '../../live-updates/live-events';
import { recordAudit } from '../audit/audit.service';
import { currentUserOf } from '../auth/current-user';

/**
 * Sets the company the caller's session works in (null: back to their own account), audited under the
 * administrator's own name as `company_open` / `company_leave` (docs/product.md#administration). The session's open
 * event streams end, so the browser reconnects to the company it now works in.
 */
async function setActingCompany(
  tx: DbOrTx,
  actor: Actor,
  companyId: number | null,
  ip: string,
): Promise<void> {
  await tx.update(sessions).set({ actingCompanyId: companyId }).where(eq(sessions.id, actor.sessionId));
  const previous = actor.actingCompanyId;
  if (previous !== null && previous !== companyId) {
    await recordAudit(tx, {
      companyId: previous,
      userId: actor.userId,
      action: 'company_leave',
      entityType: 'company',
      entityId: previous,
      ipAddress: ip,
    });
  }
  if (companyId !== null && companyId !== previous) {
    await recordAudit(tx, {
      companyId,
      userId: actor.userId,
      action: 'company_open',
      entityType: 'company',
      entityId: companyId,
      ipAddress: ip,
    });
  }
  await publishLive(tx, { end: { sessionId: actor.sessionId } });
}

/** POST /api/admin/companies/{id}/open: a system administrator works in the company as its admin. */
export async function openCompany(db: Db, actor: Actor, companyId: number, ip: string): Promise<CurrentUser> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('key share');
    if (!company) throw notFound('company');
    await setActingCompany(tx, actor, companyId, ip);
    return currentUserOf(tx, { ...actor, companyId, role: 'admin', actingCompanyId: companyId });
  });
}

/** POST /api/admin/companies/leave: back to the administrator's own account (nothing to do when not in one). */
export async function leaveCompany(db: Db, actor: Actor, ip: string): Promise<CurrentUser> {
  return db.transaction(async (tx) => {
    if (actor.actingCompanyId !== null) await setActingCompany(tx, actor, null, ip);
    return currentUserOf(tx, { ...actor, actingCompanyId: null });
  });
}

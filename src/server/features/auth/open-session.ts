import type { SessionRestriction } from '#domain/contracts/account-security';
import type { DbOrTx } from '../../db/types';
import { recordAudit } from '../audit/audit.service';
import { createSession, deleteSession } from './sessions';
import type { UserRow } from './users.queries';

type SignInMeta = { ip: string; userAgent: string | undefined; now: Date; previousSessionId?: string };

/**
 * The end of every successful sign-in: a new session (the one the browser held before, if any, ends) and the
 * audit line.
 */
export async function openSession(
  tx: DbOrTx,
  user: UserRow,
  meta: SignInMeta,
  restriction: SessionRestriction | null,
  details: Record<string, unknown>,
): Promise<string> {
  if (meta.previousSessionId) await deleteSession(tx, meta.previousSessionId);
  const token = await createSession(tx, user.id, meta, restriction);
  await recordAudit(tx, {
    companyId: user.companyId,
    userId: user.id,
    action: 'login',
    entityType: 'user',
    entityId: user.id,
    details: Object.keys(details).length > 0 ? details : undefined,
    ipAddress: meta.ip,
  });
  return token;
}

import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';

/** Who the database's audit triggers (migration 0015) name as the author of a change. */
export type AuditActor = {
  userId: number | null;
  ip: string | null;
  /** A client acting in the portal (issue 26), with the browser the request came from. */
  customerId?: number;
  userAgent?: string;
};

/**
 * The author of a request's changes: on a portal route with a portal session the client, never a staff member
 * whose cookie came along; elsewhere the signed-in user, or no one. Read when a transaction starts, after the
 * session hooks have found the caller (http/request-database.ts).
 */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { portal } = request;
  if (!portal) return { userId: request.actor?.userId ?? null, ip: request.ip };
  const userAgent = request.headers['user-agent'];
  return {
    userId: null,
    ip: request.ip,
    customerId: portal.customerId,
    ...(userAgent ? { userAgent: userAgent.slice(0, 500) } : {}),
  };
}

/**
 * Loading data that already happened (the demo seed, a restore from a backup) is not an action of anyone: the
 * triggers write nothing for the rest of this transaction.
 */
export async function pauseAuditInTransaction(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select set_config('buildline.audit', 'off', true)`);
}

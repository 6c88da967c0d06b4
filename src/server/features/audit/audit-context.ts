import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';

/** Who the database's audit triggers (migration 0015) name as the author of a change. */
export type AuditActor = {
  userId: number | null;
  ip: string | null;
  /** A client acting in the portal (issue 26), with the browser the request came from. */
  customerId?: number;
  userAgent?: string;
};

declare module '@fastify/request-context' {
  interface RequestContextData {
    audit: AuditActor;
  }
}

/**
 * Each request carries its actor in async context from the first hook on; the session hook fills in the user.
 * Registered before the session hook so that the context exists when it runs.
 */
export async function registerAuditContext(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ audit: { userId: null, ip: request.ip } }),
  });
}

/** Called by the portal's session hook: the client acts, never a staff member whose cookie came along. */
export function setAuditCustomer(customerId: number, userAgent: string | undefined): void {
  const audit = requestContext.get('audit');
  if (!audit) return;
  audit.userId = null;
  audit.customerId = customerId;
  if (userAgent) audit.userAgent = userAgent.slice(0, 500);
}

/** Called by the session hook once the caller is known. */
export function setAuditUser(userId: number | null): void {
  const audit = requestContext.get('audit');
  if (audit) audit.userId = userId;
}

const patched = Symbol('auditedTransactions');

/**
 * Every transaction of this database first tells PostgreSQL who is acting (`buildline.actor`, local to the
 * transaction), so the audit triggers record the caller of the request whatever code path made the change, and no
 * service has to remember to write an audit row. Outside a request (start-up, background work) nothing is set and
 * the triggers record no user.
 */
export function auditTransactions(db: Db): void {
  const target = db as Db & { [patched]?: true };
  if (target[patched]) return;
  target[patched] = true;
  const original = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    original(async (tx) => {
      const actor = requestContext.get('audit');
      if (actor) {
        await tx.execute(sql`select set_config('buildline.actor', ${JSON.stringify(actor)}, true)`);
      }
      return run(tx);
    }, config)) as Db['transaction'];
}

/**
 * Loading data that already happened (the demo seed, a restore from a backup) is not an action of anyone: the
 * triggers write nothing for the rest of this transaction.
 */
export async function pauseAuditInTransaction(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select set_config('buildline.audit', 'off', true)`);
}

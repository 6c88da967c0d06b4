import { sql } from 'drizzle-orm';
import type { LiveEvent } from '#domain/contracts/live-events';
import type { DbOrTx } from '../db/types';

/** The PostgreSQL channel of live notices; every instance listens to it. */
export const LIVE_CHANNEL = 'buildline_live';

/**
 * A notice as it travels between instances: the company it belongs to, and optionally the one user (their own
 * read position) or the one session (sign-out) it is for. `end` closes matching streams instead of being sent.
 */
export type LiveEnvelope =
  | { companyId: number; userId?: number; event: LiveEvent }
  | { end: { userId?: number; sessionId?: string } };

/**
 * Publishes a notice through NOTIFY inside the caller's transaction: PostgreSQL delivers it to every listening
 * instance when (and only if) the transaction commits, so a browser never hears of a change that rolled back.
 * Payloads are a few dozen bytes, far under NOTIFY's 8000-byte limit.
 */
export async function publishLive(tx: DbOrTx, envelope: LiveEnvelope): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(envelope)})`);
}

/** Shorthand for the usual case: a company-wide notice. */
export function publishToCompany(tx: DbOrTx, companyId: number, event: LiveEvent): Promise<void> {
  return publishLive(tx, { companyId, event });
}

/**
 * Ends the open streams of these sessions (signed out, deleted, moved to another company) with one statement,
 * however many there are: one NOTIFY each, as `publishLive` would send, written by the database.
 */
export async function endSessionStreams(tx: DbOrTx, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('end', json_build_object('sessionId', id))::text)
    from json_array_elements_text(${JSON.stringify(sessionIds)}::json) as id`);
}

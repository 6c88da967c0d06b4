import type { LiveEvent } from '#domain/contracts/live-events';
import type { Listen } from '../db/open';
import { LIVE_CHANNEL, type LiveEnvelope } from './live-events';

/** A comment line at this interval keeps proxies from closing an idle stream; the sessions are rechecked then. */
export const HEARTBEAT_MS = 20_000;

/**
 * One open event stream of this instance: a staff member's (companyId null: a member of no company, heartbeats
 * only), or a client's in the portal, which hears only the notices that name its own customer.
 */
export type LiveConnection = LiveStreamOwner & {
  send(event: LiveEvent): void;
  ping(): void;
  end(): void;
};

/** Whose stream it is: the session's person and company. */
export type LiveStreamOwner = (
  | { kind: 'staff'; companyId: number | null; userId: number }
  | { kind: 'portal'; companyId: number; customerId: number }
) & { sessionId: string };

/** Which staff sessions are still valid, with their member's user and company (features/auth/sessions.ts). */
export type SessionCheck = (
  sessionIds: string[],
) => Promise<Map<string, { userId: number; companyId: number | null }>>;

/** Which portal sessions are still valid, with their customer and company (features/portal/portal-sessions.ts). */
export type PortalSessionCheck = (
  sessionIds: string[],
) => Promise<Map<string, { customerId: number; companyId: number }>>;

/**
 * Whether a company's notice goes to this stream. A notice for one user goes to that member's streams only. A
 * portal stream gets only a notice that names its customer (a message in its conversation): the notices are
 * written for staff, and the rest of them (another customer's project, the team's chat) are not the client's to
 * know of.
 */
function isFor(connection: LiveConnection, envelope: { userId?: number; event: LiveEvent }): boolean {
  if (connection.kind === 'portal') {
    const { event } = envelope;
    return (
      envelope.userId === undefined && 'customerId' in event && event.customerId === connection.customerId
    );
  }
  return envelope.userId === undefined || envelope.userId === connection.userId;
}

/** Whether the heartbeat's check still finds the stream's session, for the same person and company. */
function stillValid(
  connection: LiveConnection,
  staff: Awaited<ReturnType<SessionCheck>>,
  portal: Awaited<ReturnType<PortalSessionCheck>>,
): boolean {
  if (connection.kind === 'portal') {
    const session = portal.get(connection.sessionId);
    return session?.customerId === connection.customerId && session.companyId === connection.companyId;
  }
  const session = staff.get(connection.sessionId);
  return session?.userId === connection.userId && session.companyId === connection.companyId;
}

/**
 * This instance's open event streams, fed by the database channel: every instance hears every notice (NOTIFY)
 * and writes it to its own streams of that company, so browsers on different instances see the same changes.
 * The streams are indexed by company, so a notice costs only its company's connections. One heartbeat for all
 * streams checks every session, one statement for the staff's and one for the portal's, and ends the streams of
 * sessions that ended without an `end` notice (idle timeout, expiry, a deleted customer) or of members now in
 * another company.
 */
export type LiveHub = {
  subscribe(connection: LiveConnection): () => void;
  /** Starts listening and beating (on app ready). */
  start(): Promise<void>;
  /** Stops listening and ends every stream (on app close). */
  stop(): Promise<void>;
  /** Open streams on this instance. */
  size(): number;
  /** One heartbeat now (the timer's work; tests call it). */
  heartbeat(): Promise<void>;
};

export function createLiveHub(options: {
  listen: Listen | undefined;
  checkSessions: SessionCheck;
  checkPortalSessions: PortalSessionCheck;
  onError: (error: unknown) => void;
}): LiveHub {
  const byCompany = new Map<number | null, Set<LiveConnection>>();
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const all = () => [...byCompany.values()].flatMap((set) => [...set]);
  const deliver = (payload: string) => {
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(payload) as LiveEnvelope;
    } catch (error) {
      options.onError(error);
      return;
    }
    if ('end' in envelope) {
      const { userId, sessionId } = envelope.end;
      for (const c of all()) {
        if (
          (userId !== undefined && c.kind === 'staff' && c.userId === userId) ||
          (sessionId !== undefined && c.sessionId === sessionId)
        ) {
          c.end();
        }
      }
      return;
    }
    for (const c of byCompany.get(envelope.companyId) ?? []) {
      if (isFor(c, envelope)) c.send(envelope.event);
    }
  };
  const beat = async () => {
    const connections = all();
    if (connections.length === 0) return;
    const idsOf = (kind: LiveConnection['kind']) => [
      ...new Set(connections.filter((c) => c.kind === kind).map((c) => c.sessionId)),
    ];
    let staff: Awaited<ReturnType<SessionCheck>>;
    let portal: Awaited<ReturnType<PortalSessionCheck>>;
    try {
      [staff, portal] = await Promise.all([
        options.checkSessions(idsOf('staff')),
        options.checkPortalSessions(idsOf('portal')),
      ]);
    } catch (error) {
      // The database is unreachable for the moment: keep the streams; the next beat checks again.
      options.onError(error);
      for (const c of connections) c.ping();
      return;
    }
    for (const c of connections) {
      if (stillValid(c, staff, portal)) c.ping();
      else c.end();
    }
  };

  return {
    subscribe(connection) {
      let set = byCompany.get(connection.companyId);
      if (!set) {
        set = new Set();
        byCompany.set(connection.companyId, set);
      }
      set.add(connection);
      return () => {
        set.delete(connection);
        if (set.size === 0 && byCompany.get(connection.companyId) === set)
          byCompany.delete(connection.companyId);
      };
    },
    async start() {
      if (heartbeat) return;
      heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      heartbeat.unref();
      if (!options.listen) return;
      unlisten = await options.listen(LIVE_CHANNEL, deliver, () => {
        for (const c of all()) c.send({ type: 'resync' });
      });
    },
    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      const stopListening = unlisten;
      unlisten = undefined;
      for (const c of all()) c.end();
      byCompany.clear();
      await stopListening?.();
    },
    size: () => all().length,
    heartbeat: beat,
  };
}

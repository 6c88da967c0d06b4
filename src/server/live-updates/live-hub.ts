import type { LiveEvent } from '#domain/contracts/live-events';
import type { Listen } from '../db/open';
import { LIVE_CHANNEL, type LiveEnvelope } from './live-events';

/** A comment line at this interval keeps proxies from closing an idle stream; the sessions are rechecked then. */
export const HEARTBEAT_MS = 20_000;

/** One open event stream of this instance; companyId null: a member of no company (heartbeats only). */
export type LiveConnection = {
  companyId: number | null;
  userId: number;
  sessionId: string;
  send(event: LiveEvent): void;
  ping(): void;
  end(): void;
};

/** Which sessions are still valid, with their member's user and company (features/auth/sessions.ts). */
export type SessionCheck = (
  sessionIds: string[],
) => Promise<Map<string, { userId: number; companyId: number | null }>>;

/**
 * This instance's open event streams, fed by the database channel: every instance hears every notice (NOTIFY)
 * and writes it to its own streams of that company, so browsers on different instances see the same changes.
 * The streams are indexed by company, so a notice costs only its company's connections. One heartbeat for all
 * streams checks every session in one statement and ends the streams of sessions that ended without an `end`
 * notice (idle timeout, expiry) or of members now in another company.
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
          (userId !== undefined && c.userId === userId) ||
          (sessionId !== undefined && c.sessionId === sessionId)
        ) {
          c.end();
        }
      }
      return;
    }
    for (const c of byCompany.get(envelope.companyId) ?? []) {
      if (envelope.userId === undefined || envelope.userId === c.userId) c.send(envelope.event);
    }
  };
  const beat = async () => {
    const connections = all();
    if (connections.length === 0) return;
    let valid: Awaited<ReturnType<SessionCheck>>;
    try {
      valid = await options.checkSessions([...new Set(connections.map((c) => c.sessionId))]);
    } catch (error) {
      // The database is unreachable for the moment: keep the streams; the next beat checks again.
      options.onError(error);
      for (const c of connections) c.ping();
      return;
    }
    for (const c of connections) {
      const session = valid.get(c.sessionId);
      if (!session || session.userId !== c.userId || session.companyId !== c.companyId) c.end();
      else c.ping();
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

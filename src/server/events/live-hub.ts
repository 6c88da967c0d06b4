import type { LiveEvent } from '../../domain/contracts/live-events';
import type { Listen } from '../db/open';
import { LIVE_CHANNEL, type LiveEnvelope } from './live-events';

/** One open event stream of this instance. */
export type LiveConnection = {
  companyId: number;
  userId: number;
  sessionId: string;
  send(event: LiveEvent): void;
  end(): void;
};

/**
 * This instance's open event streams, fed by the database channel: every instance hears every notice (NOTIFY)
 * and writes it to its own streams of that company, so browsers on different instances see the same changes.
 * The streams are indexed by company, so a notice costs only its company's connections.
 */
export type LiveHub = {
  subscribe(connection: LiveConnection): () => void;
  /** Starts listening (on app ready). */
  start(): Promise<void>;
  /** Stops listening and ends every stream (on app close). */
  stop(): Promise<void>;
  /** Open streams on this instance. */
  size(): number;
};

export function createLiveHub(listen: Listen | undefined, onError: (error: unknown) => void): LiveHub {
  const byCompany = new Map<number, Set<LiveConnection>>();
  let unlisten: (() => Promise<void>) | undefined;

  const all = () => [...byCompany.values()].flatMap((set) => [...set]);
  const deliver = (payload: string) => {
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(payload) as LiveEnvelope;
    } catch (error) {
      onError(error);
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
      if (!listen || unlisten) return;
      unlisten = await listen(LIVE_CHANNEL, deliver, () => {
        for (const c of all()) c.send({ type: 'resync' });
      });
    },
    async stop() {
      const stopListening = unlisten;
      unlisten = undefined;
      for (const c of all()) c.end();
      byCompany.clear();
      await stopListening?.();
    },
    size: () => all().length,
  };
}

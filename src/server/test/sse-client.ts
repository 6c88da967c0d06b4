import { LIVE_EVENT_NAME, type LiveEvent } from '#domain/contracts/live-events';

export type SseClient = {
  status: number;
  /** Notices received so far, in order. */
  events: LiveEvent[];
  /** Resolves with the first notice (already received or to come) that matches, or rejects after timeoutMs. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * A real event-stream client over HTTP (what a browser's EventSource does): GET /api/events (or the portal's
 * /api/portal/events) with the session cookie and Accept: text/event-stream, parsing `event:`/`data:` frames as
 * they arrive.
 */
export async function openEventStream(
  baseUrl: string,
  cookie: string,
  path = '/api/events',
): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: abort.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  if (res.body && res.ok) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = frame.split('\n');
            const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (name === LIVE_EVENT_NAME && data) {
              events.push(JSON.parse(data) as LiveEvent);
              for (const wake of waiters) wake();
            }
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      endedResolve();
    })();
  } else {
    endedResolve();
  }
  return {
    status: res.status,
    events,
    ended,
    close: () => abort.abort(),
    waitFor(match, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching notice within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

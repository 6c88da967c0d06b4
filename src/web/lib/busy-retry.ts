import { useSyncExternalStore } from 'react';
import { BUSY_MAX_RETRIES, REFUSED_HEADER } from '#calls/refusal';

/**
 * A busy server answers 503 with Retry-After instead of making a caller wait (decision 0253).
 * Every call of the app goes through `sendWithRetry` (fetch through `fetchWithRetry`, and the uploads), which asks
 * again after the time the server gave:
 *  - a read (GET) on any 503 with Retry-After: reading twice changes nothing;
 *  - a change only when the server says it refused the call before doing anything (x-refused), since a 503 of an
 *    unavailable database could come after part of the work.
 * While a call waits to be asked again, `useServerBusy` is true and the app shows a calm notice; after the last
 * try the answer goes to the screen as any failure does.
 */

/** A longer Retry-After (an unavailable database says 5 s) is waited at most this long between tries. */
const MAX_WAIT_MS = 5_000;

let waitingCalls = 0;
const listeners = new Set<() => void>();

function setWaiting(change: 1 | -1): void {
  waitingCalls += change;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while at least one call waits to ask a busy server again. */
export function useServerBusy(): boolean {
  return useSyncExternalStore(subscribe, () => waitingCalls > 0);
}

/** Whether this answer may be asked for again, and after how many milliseconds (undefined: it may not). */
export function retryDelayMs(res: Response, method: string): number | undefined {
  const retryAfter = res.headers.get('retry-after');
  if (res.status !== 503 || retryAfter === null) return undefined;
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  if (method !== 'GET' && !res.headers.has(REFUSED_HEADER)) return undefined;
  // Spread the tries of many browsers, so that a busy server does not get them all at the same moment.
  return Math.min(seconds * 1000, MAX_WAIT_MS) * (1 + Math.random() * 0.5);
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** Sends a request with `send` (fetch, or an upload that reports progress), asking a busy server again (see above). */
export async function sendWithRetry(
  send: () => Promise<Response>,
  method: string,
  signal?: AbortSignal | null,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await send();
    const delay = attempt < BUSY_MAX_RETRIES ? retryDelayMs(res, method.toUpperCase()) : undefined;
    if (delay === undefined) return res;
    // Read to the end, so the refused answer does not hold its connection.
    await res.text().catch(() => undefined);
    setWaiting(1);
    try {
      await wait(delay, signal);
    } finally {
      setWaiting(-1);
    }
  }
}

/** fetch, asking a busy server again after the time it gave (see above). */
export function fetchWithRetry(url: string, init: RequestInit = {}): Promise<Response> {
  return sendWithRetry(() => fetch(url, init), init.method ?? 'GET', init.signal);
}

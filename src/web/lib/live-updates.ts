import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENT_NAME, liveEventCalls } from '#calls/live-events';
import type { CallDeclaration } from '#domain/contracts/declare';
import type { LiveEvent } from '#domain/contracts/live-events';
import { recheckSession } from './api';
import { type CallMeta, callUrl, isStaleAfter } from './calls';

/**
 * Makes stale the cached answers a live notice concerns: those whose declaration lists its type with the same ids
 * (isStaleAfter in lib/calls.ts, from the meta callQuery gives each query); a resync makes every query stale. The
 * screens showing them refetch; nothing polls.
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent): void {
  void client.invalidateQueries({
    predicate: (query) => isStaleAfter(query.meta as CallMeta | undefined, event),
  });
}

/** One kind of event stream: the staff's or the client portal's, each with its own session. */
export type LiveStream = {
  /** The stream's declared call (no parameters). */
  call: CallDeclaration;
  /** The Web Lock and BroadcastChannel its tabs share: a staff stream and a portal stream never mix. */
  name: string;
  /** The server refused or ended the stream for good: see whether the session is still there. */
  onClosed(client: QueryClient): void;
};

/** A signed-in member's stream; when it ends for good, the session is checked (and the sign-in page shown). */
export const staffLiveStream: LiveStream = {
  call: liveEventCalls.stream,
  name: 'buildline-live',
  onClosed: (client) => void recheckSession(client),
};

/**
 * A stream the server refused (a 503 while the database is down, a proxy's error page) is not retried by the
 * browser's EventSource, which gives up after any answer but 200: it is opened again after this wait, doubling up
 * to the cap while refusals go on.
 */
export const STREAM_RETRY_FIRST_MS = 2_000;
export const STREAM_RETRY_MAX_MS = 30_000;

type TabMessage = { kind: 'event'; event: LiveEvent } | { kind: 'closed' };

/**
 * One event stream per signed-in browser, shared by its tabs: browsers allow six HTTP/1.1 connections per site,
 * so a stream per tab would stall every call once six tabs are open. The tab holding the Web Lock opens the
 * stream and passes each notice to the others on a BroadcastChannel; when it closes, another tab takes the lock
 * and the stream over (and everything is refetched, since notices may have been missed meanwhile). The browser's
 * EventSource reconnects by itself, and after a reconnection everything live is refetched too. When the server
 * refuses the stream, the session is checked (`onClosed`: for staff, a 401 leads to the sign-in page with its
 * note, lib/api.ts recheckSession; in the portal, to the portal's sign-in form); any other refusal is followed by
 * a new stream a little later, which refetches everything live once it opens. The client portal has a stream of
 * its own (features/portal/api.ts), with its own lock and channel.
 */
export function useLiveUpdates(enabled: boolean, stream: LiveStream): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const shared = typeof BroadcastChannel !== 'undefined' && typeof navigator.locks !== 'undefined';
    const channel = shared ? new BroadcastChannel(stream.name) : undefined;
    const apply = (message: TabMessage) => {
      if (message.kind === 'event') applyLiveEvent(client, message.event);
      else stream.onClosed(client);
    };
    const spread = (message: TabMessage) => {
      apply(message);
      channel?.postMessage(message);
    };
    if (channel) channel.onmessage = (e: MessageEvent<TabMessage>) => apply(e.data);

    let release: (() => void) | undefined;
    let source: EventSource | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryMs = STREAM_RETRY_FIRST_MS;
    const openStream = (takingOver: boolean) => {
      source = new EventSource(callUrl(stream.call, {}), { withCredentials: true });
      let opened = false;
      source.addEventListener(LIVE_EVENT_NAME, (message) => {
        try {
          spread({ kind: 'event', event: JSON.parse((message as MessageEvent<string>).data) as LiveEvent });
        } catch {
          // A notice this version does not understand: ignore it.
        }
      });
      source.addEventListener('open', () => {
        if (opened || takingOver) spread({ kind: 'event', event: { type: 'resync' } });
        opened = true;
        retryMs = STREAM_RETRY_FIRST_MS;
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        spread({ kind: 'closed' });
        retry = setTimeout(() => openStream(true), retryMs);
        retryMs = Math.min(retryMs * 2, STREAM_RETRY_MAX_MS);
      });
    };
    const stop = () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };

    if (!shared) {
      openStream(false);
    } else {
      const abort = new AbortController();
      const hold = (takingOver: boolean) => {
        if (abort.signal.aborted) return Promise.resolve();
        openStream(takingOver);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      };
      const ignoreAbort = () => {
        // This tab went away before it held the lock.
      };
      navigator.locks
        .request(stream.name, { ifAvailable: true }, (lock) => {
          if (lock) return hold(false);
          // Another tab holds the stream; this one takes it over when that tab closes.
          navigator.locks.request(stream.name, { signal: abort.signal }, () => hold(true)).catch(ignoreAbort);
          return undefined;
        })
        .catch(ignoreAbort);
      return () => {
        abort.abort();
        stop();
        release?.();
        channel?.close();
      };
    }
    return () => {
      stop();
      channel?.close();
    };
  }, [client, enabled, stream]);
}

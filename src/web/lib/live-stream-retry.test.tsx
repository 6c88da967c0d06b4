// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RETRY_FIRST_MS, STREAM_RETRY_MAX_MS, staffLiveStream, useLiveUpdates } from './live-updates';

/** The browser's EventSource, driven by the test: what the server answered is what the test says. */
class ScriptedEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: ScriptedEventSource[] = [];
  readyState = ScriptedEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    ScriptedEventSource.made.push(this);
  }
  /** The server answered 200: the stream is open. */
  accept() {
    this.readyState = ScriptedEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** The server answered something else (a 503): EventSource closes for good, as browsers do. */
  refuse() {
    this.readyState = ScriptedEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = ScriptedEventSource.CLOSED;
  }
}

function Live({ children }: { children?: ReactNode }) {
  useLiveUpdates(true, staffLiveStream);
  return <>{children}</>;
}

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  ScriptedEventSource.made = [];
  vi.stubGlobal('EventSource', ScriptedEventSource);
  // One tab: the stream is this tab's own (no Web Locks in jsdom).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  client = new QueryClient();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a refused event stream', () => {
  it('is opened again after a wait that doubles, and refetches everything once it opens', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const view = render(
      <QueryClientProvider client={client}>
        <Live />
      </QueryClientProvider>,
    );
    expect(ScriptedEventSource.made).toHaveLength(1);
    ScriptedEventSource.made[0]!.refuse();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_FIRST_MS - 1);
    expect(ScriptedEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ScriptedEventSource.made).toHaveLength(2);

    ScriptedEventSource.made[1]!.refuse();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_FIRST_MS * 2 - 1);
    expect(ScriptedEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ScriptedEventSource.made).toHaveLength(3);

    // The database is back: the new stream opens, and what was missed meanwhile is read again.
    invalidate.mockClear();
    ScriptedEventSource.made[2]!.accept();
    expect(invalidate).toHaveBeenCalled();

    // Closing the page ends the retries.
    ScriptedEventSource.made[2]!.refuse();
    view.unmount();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MAX_MS);
    expect(ScriptedEventSource.made).toHaveLength(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry, retryDelayMs } from './busy-retry';

afterEach(() => {
  vi.unstubAllGlobals();
});

const busy = (headers: Record<string, string> = { 'retry-after': '0', 'x-refused': 'busy' }) =>
  new Response('{"message":"busy"}', { status: 503, headers });

/** Answers the calls in turn with the given answers (the last one repeats). */
function answers(...list: Array<() => Response>): string[] {
  const methods: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    methods.push(init?.method ?? 'GET');
    return list[Math.min(methods.length - 1, list.length - 1)]!();
  });
  return methods;
}

describe('retryDelayMs', () => {
  it('repeats a read after any 503 with Retry-After, a change only when the server refused it before any work', () => {
    const outage = () => busy({ 'retry-after': '5' });
    expect(retryDelayMs(outage(), 'GET')).toBeGreaterThanOrEqual(5_000);
    expect(retryDelayMs(outage(), 'POST')).toBeUndefined();
    expect(retryDelayMs(busy({ 'retry-after': '1', 'x-refused': 'busy' }), 'POST')).toBeGreaterThanOrEqual(
      1_000,
    );
    expect(retryDelayMs(busy({}), 'GET')).toBeUndefined();
    expect(
      retryDelayMs(new Response('', { status: 500, headers: { 'retry-after': '1' } }), 'GET'),
    ).toBeUndefined();
  });

  it('waits at most 7.5 s (5 s and its spread) whatever the server asks', () => {
    expect(retryDelayMs(busy({ 'retry-after': '3600' }), 'GET')).toBeLessThanOrEqual(7_500);
  });
});

describe('fetchWithRetry', () => {
  it('asks again until the server answers, and gives that answer', async () => {
    const calls = answers(busy, busy, () => new Response('{}', { status: 200 }));
    const res = await fetchWithRetry('/api/x');
    expect(res.status).toBe(200);
    expect(calls).toEqual(['GET', 'GET', 'GET']);
  });

  it('repeats a refused change, but not a change that failed otherwise', async () => {
    const refused = answers(busy, () => new Response('{}', { status: 201 }));
    expect((await fetchWithRetry('/api/x', { method: 'POST' })).status).toBe(201);
    expect(refused).toEqual(['POST', 'POST']);

    const failed = answers(() => busy({ 'retry-after': '0' }));
    expect((await fetchWithRetry('/api/x', { method: 'POST' })).status).toBe(503);
    expect(failed).toEqual(['POST']);
  });

  it('gives the last busy answer after six more tries', async () => {
    const calls = answers(busy);
    expect((await fetchWithRetry('/api/x')).status).toBe(503);
    expect(calls).toHaveLength(7);
  });

  it('stops waiting when the call is cancelled', async () => {
    answers(() => busy({ 'retry-after': '1', 'x-refused': 'busy' }));
    const controller = new AbortController();
    const pending = fetchWithRetry('/api/x', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });
});

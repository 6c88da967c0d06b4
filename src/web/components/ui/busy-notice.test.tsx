// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from '#web/lib/busy-retry';
import { BusyNotice } from './busy-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BusyNotice', () => {
  it('says the server is busy while a call waits to ask again, and goes once it is answered', async () => {
    let tries = 0;
    vi.stubGlobal('fetch', async () => {
      tries++;
      return tries === 1
        ? new Response('{}', { status: 503, headers: { 'retry-after': '1', 'x-refused': 'busy' } })
        : new Response('{}', { status: 200 });
    });
    render(<BusyNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
    const answered = fetchWithRetry('/api/projects');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The server is busy. Trying again in a moment...'),
    );
    expect((await answered).status).toBe(200);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(tries).toBe(2);
  });
});

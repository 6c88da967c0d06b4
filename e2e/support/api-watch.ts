import type { Page, Request } from '@playwright/test';
import { REFUSED_HEADER } from '#domain/contracts/refusal';

/**
 * Watches a page for what a screen should never show its viewer: an API call answered 4xx (a screen asking for
 * what the viewer's role may not see) and a console error or uncaught exception. `settled()` waits until no API
 * call is in flight (the live-updates stream, which stays open, aside).
 */
export function watchApiAndConsole(page: Page) {
  const problems: string[] = [];
  const consoleErrors: { text: string; url: string }[] = [];
  /** The addresses answered 503 with x-refused: busy. */
  const refused = new Set<string>();
  const requested: string[] = [];
  const inFlight = new Set<Request>();
  const isApi = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') && pathname !== '/api/events';
  };
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    requested.push(`${request.method()} ${new URL(request.url()).pathname}`);
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    if (response.status() === 503 && response.headers()[REFUSED_HEADER] === 'busy')
      refused.add(response.url());
    if (!isApi(response.url()) || response.status() < 400 || response.status() >= 500) return;
    const { pathname } = new URL(response.url());
    problems.push(`${response.status()} ${response.request().method()} ${pathname} on ${page.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error')
      consoleErrors.push({
        text: `console error on ${page.url()}: ${message.text()}`,
        url: message.location().url,
      });
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return {
    /**
     * Every 4xx answer and console error so far. Chromium logs every 503 it receives; one refused as busy
     * (x-refused, decision 0253) is asked again by the app (lib/busy-retry.ts) and says the test machine was
     * loaded, not that the screen asked for something wrong, so its log line is left out.
     */
    problems: () => [
      ...problems,
      ...consoleErrors
        .filter((e) => !(e.text.includes('status of 503') && refused.has(e.url)))
        .map((e) => e.text),
    ],
    /** Every API call so far, as 'GET /api/...'. */
    requested: () => [...requested],
    /** Resolves once no API call has been in flight for a moment (queries that start late included). */
    async settled() {
      let quiet = 0;
      for (let i = 0; i < 50 && quiet < 4; i++) {
        await page.waitForTimeout(100);
        quiet = inFlight.size === 0 ? quiet + 1 : 0;
      }
      if (quiet < 4) {
        const pending = [...inFlight].map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
        console.log(`still in flight after 5 s: ${pending.join(', ')}`);
      }
    },
  };
}

/**
 * What a first visit costs in bytes: the compressed JavaScript and CSS Chromium actually receives for /auth
 * (signed out) and /dashboard (signed in), each in a fresh browser context, so nothing comes from a cache.
 * Measures a running production build (`npm run build`, then `PORT=5301 DATA_DIR=/tmp/bl-weights node
 * dist/server/main.js`, which seeds the demo company):
 *
 *   npx tsx bench/asset-weights.ts http://127.0.0.1:5301 [username] [password]
 */
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';

export type AssetWeights = {
  route: string;
  /** Bytes on the wire (headers and compressed body) of every script response. */
  jsBytes: number;
  cssBytes: number;
  /** Every response of the load: document, scripts, styles, API calls, fonts, images. */
  totalBytes: number;
  requests: number;
};

type Credentials = { username: string; password: string };

/** Sums the encoded (as sent) length of each finished request, by resource type, from the DevTools protocol. */
async function recordTraffic(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The cache is empty in a fresh context already; disabling it also rules out the memory cache.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const totals = { js: 0, css: 0, total: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    totals.total += event.encodedDataLength;
    totals.requests += 1;
    if (type === 'Script') totals.js += event.encodedDataLength;
    if (type === 'Stylesheet') totals.css += event.encodedDataLength;
  });
  return totals;
}

async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  signIn?: Credentials,
): Promise<AssetWeights> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    if (signIn) {
      // Through the context's request, so the session cookie lands in the context's cookie jar.
      const answer = await context.request.post(`${baseUrl}/api/login`, { data: signIn });
      if (!answer.ok()) throw new Error(`sign-in as ${signIn.username} failed: ${answer.status()}`);
    }
    const page = await context.newPage();
    const totals = await recordTraffic(page);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (landed !== route) throw new Error(`${route} ended on ${landed}`);
    return {
      route,
      jsBytes: totals.js,
      cssBytes: totals.css,
      totalBytes: totals.total,
      requests: totals.requests,
    };
  } finally {
    await context.close();
  }
}

/** /auth cold, then /dashboard cold after signing in with `credentials`. */
export async function measureAssetWeights(
  baseUrl: string,
  credentials: Credentials,
): Promise<AssetWeights[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    return [
      await measureRoute(browser, baseUrl, '/auth'),
      await measureRoute(browser, baseUrl, '/dashboard', credentials),
    ];
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://127.0.0.1:5301', username = 'owner', password = 'demo1234'] =
    process.argv.slice(2);
  const rows = await measureAssetWeights(baseUrl.replace(/\/$/, ''), { username, password });
  console.log('| route | JS | CSS | total | requests |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${kb(row.jsBytes)} | ${kb(row.cssBytes)} | ${kb(row.totalBytes)} | ${row.requests} |`,
    );
  }
}

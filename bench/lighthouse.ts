/**
 * Lighthouse's desktop performance score of /auth (signed out) and /dashboard (signed in), the median of three
 * runs each, with Debian's Chromium. Lighthouse is not a dependency of the project: it runs through npx, pinned
 * to 12.2.3 (later versions need a newer Node). Measures a running production build (`npm run build`, then
 * `PORT=5301 DATA_DIR=/tmp/bl-lighthouse node dist/server/main.js`, which seeds the demo company):
 *
 *   npx tsx bench/lighthouse.ts http://127.0.0.1:5301 [username] [password]
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const RUNS = 3;

type Credentials = { username: string; password: string };
export type LighthouseScore = { route: string; score: number };

/** Signs in through the API and returns the session cookie ("sid=..."), for Lighthouse's extra headers. */
async function sessionCookie(baseUrl: string, credentials: Credentials): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!answer.ok) throw new Error(`sign-in as ${credentials.username} failed: ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sid='));
  if (!cookie) throw new Error('the sign-in answer set no sid cookie');
  return cookie;
}

/** One Lighthouse run; the performance score from 0 to 100. */
async function lighthouseOnce(url: string, extraHeaders?: Record<string, string>): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    const args = [
      '-y',
      'lighthouse@12.2.3',
      url,
      '--output=json',
      `--output-path=${report}`,
      '--preset=desktop',
      '--only-categories=performance',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ];
    if (extraHeaders) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
    await run('npx', args, {
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const result = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      finalDisplayedUrl: string;
      categories: { performance: { score: number | null } };
    };
    // A signed-in page that redirected to /auth would score the wrong screen.
    if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${result.finalDisplayedUrl}`);
    }
    const score = result.categories.performance.score;
    if (score === null) throw new Error(`Lighthouse gave ${url} no performance score`);
    return Math.round(score * 100);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record its trace ('Runtime error encountered ... (NO_NAVSTART)'); such a run
 * says nothing about the page, so it is repeated, twice at most.
 */
async function lighthouseWithRetry(url: string, extraHeaders?: Record<string, string>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, extraHeaders);
    } catch (error) {
      const flaky = String((error as { stderr?: unknown }).stderr ?? '').includes(
        'Runtime error encountered',
      );
      if (!flaky || attempt === 3) throw error;
    }
  }
}

async function medianScore(url: string, extraHeaders?: Record<string, string>): Promise<number> {
  const scores: number[] = [];
  // One after another: parallel runs would compete for the CPU and lower each other's scores.
  for (let i = 0; i < RUNS; i++) scores.push(await lighthouseWithRetry(url, extraHeaders));
  scores.sort((a, b) => a - b);
  return scores[Math.floor(scores.length / 2)]!;
}

/** /auth signed out and /dashboard signed in with `credentials` (the cookie sent as an extra header). */
export async function measureLighthouse(
  baseUrl: string,
  credentials: Credentials,
): Promise<LighthouseScore[]> {
  const auth = await medianScore(`${baseUrl}/auth`);
  const cookie = await sessionCookie(baseUrl, credentials);
  const dashboard = await medianScore(`${baseUrl}/dashboard`, { Cookie: cookie });
  return [
    { route: '/auth', score: auth },
    { route: '/dashboard', score: dashboard },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://127.0.0.1:5301', username = 'owner', password = 'demo1234'] =
    process.argv.slice(2);
  const rows = await measureLighthouse(baseUrl.replace(/\/$/, ''), { username, password });
  console.log(`| route | performance (median of ${RUNS}) |`);
  console.log('|---|---:|');
  for (const row of rows) console.log(`| ${row.route} | ${row.score} |`);
}

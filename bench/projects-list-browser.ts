/**
 * How long the browser takes to show the projects list of a company with 5,000 projects, 20,000 customers,
 * 50,000 tasks and 20,000 invoices: from navigation to the first page of cards on screen, in Debian's
 * Chromium against the production build (run `npm run build` first). Uses a fresh database on the PostgreSQL
 * server of BENCH_DATABASE_URL (default the local one), or the embedded database with BENCH_EMBEDDED=1.
 * Appends its result to bench/reports/projects-scale.md.
 *
 *   npm run build && npx tsx bench/projects-list-browser.ts
 */
import fs from 'node:fs';
import { embedded, startBrowserBench } from './browser-setup';
import { FULL_SCALE, generateCompany } from './generate';

const PORT = 5091;
const RUNS = 7;

const { seeded, base, browser, stop } = await startBrowserBench(PORT, (db) =>
  generateCompany(db, FULL_SCALE),
);
const { username } = seeded;
const times: number[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const login = await page.request.post(`${base}/api/login`, { data: { username, password: 'bench123' } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  for (let i = 0; i < RUNS + 1; i++) {
    const start = Date.now();
    await page.goto(`${base}/projects`);
    await page.getByRole('link', { name: 'View Project' }).first().waitFor();
    if (i > 0) times.push(Date.now() - start); // the first visit fills the HTTP cache like a returning user
  }
} finally {
  await stop();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const line = `| browser (${embedded ? 'embedded' : 'PostgreSQL'}) | /projects: navigation to first cards | - | ${median} | - |`;
console.log(line);
fs.appendFileSync('bench/reports/projects-scale.md', `${line}\n`);

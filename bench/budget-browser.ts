/**
 * The budget page with 2,000 items nested three deep, in Debian's Chromium against the production build (run
 * `npm run build` first): how long until the table shows, and how long the screen takes to answer collapsing and
 * expanding an area (199 rows), collapsing a room and opening the Edit Budget Item dialog. Each interaction is
 * timed inside the page from the real input event (Playwright's mouse) to the first frame painted after the
 * change, which is what the user waits for. Uses a fresh database on the PostgreSQL server of BENCH_DATABASE_URL
 * (default the local one), or the embedded database with BENCH_EMBEDDED=1. Appends its results to
 * bench/reports/budget-scale.md.
 *
 *   npm run build && npx tsx bench/budget-browser.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { openDatabase, openPostgres } from '../src/server/db/open';
import { BUDGET_ITEMS, generateBudgetCompany } from './budget-generate';
import { median, percentile } from './generate';

const PORT = 5093;
const RUNS = 9;
const TARGET_MS = 100;
const embedded = process.env.BENCH_EMBEDDED === '1';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let seeded: Awaited<ReturnType<typeof generateBudgetCompany>>;
if (embedded) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-budget-browser-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  seeded = await generateBudgetCompany(database.db);
  await database.close();
  env = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
  cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
} else {
  const name = `buildline_bench_budget_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 2);
  await database.migrate();
  seeded = await generateBudgetCompany(database.db);
  await database.close();
  env = { DATABASE_URL: url.toString() };
  cleanup = async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  };
}

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 600; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

/** What the screen must show for an interaction to count as done. */
type Done = { selector: string };

/**
 * Arms a one-shot timer in the page: it starts at the next pointerdown and stops at the first frame painted
 * once `done` holds. Returns a reader for the elapsed milliseconds. The page code is a string: tsx would wrap
 * named functions in a helper the page does not have, and the app's Content-Security-Policy forbids building
 * functions from strings inside the page.
 */
async function armTimer(page: Page, done: Done): Promise<() => Promise<number>> {
  await page.evaluate(`(() => {
    const d = ${JSON.stringify(done)};
    const holds = () => !!document.querySelector(d.selector);
    window.__elapsed = new Promise((resolve) => {
      document.addEventListener('pointerdown', () => {
        const start = performance.now();
        // Done once a frame after the one in which the change is in the DOM has been painted.
        const check = () => {
          if (holds()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
          else requestAnimationFrame(check);
        };
        check();
      }, { capture: true, once: true });
    });
  })()`);
  return () => page.evaluate<number>('window.__elapsed');
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const times: Record<string, number[]> = {
  'page load: navigation to the table on screen': [],
  'collapse an area (199 rows hidden)': [],
  'expand it again (199 rows shown)': [],
  'collapse a room (19 rows hidden)': [],
  'open the Edit Budget Item dialog (click Edit)': [],
};
const [load, collapseArea, expandArea, collapseRoom, openEdit] = Object.values(times) as number[][];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const login = await page.request.post(`${base}/api/login`, {
    data: { username: seeded.username, password: 'bench123' },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const url = `${base}/projects/${seeded.projectId}/budget`;
  for (let i = 0; i < 3; i++) {
    const start = Date.now();
    await page.goto(url);
    await page.getByTestId('budget-row').first().waitFor();
    if (i > 0) load!.push(Date.now() - start); // the first visit fills the HTTP cache like a returning user
  }
  // The table holds every line, though only those near the window are in the page.
  const rowCount = Number(
    await page.getByRole('table', { name: 'Budget items' }).getAttribute('aria-rowcount'),
  );
  if (rowCount !== BUDGET_ITEMS + 2) throw new Error(`expected ${BUDGET_ITEMS} rows, saw ${rowCount - 2}`);

  // A toggle is done when the page shows the toggled state: the button's label and the rows change together.
  const toggled = (label: string): Done => ({ selector: `[aria-label="${label}"]` });
  for (let i = 0; i < RUNS; i++) {
    let read = await armTimer(page, toggled('Expand Area 1: Demolition'));
    await page.getByRole('button', { name: 'Collapse Area 1: Demolition', exact: true }).click();
    collapseArea!.push(await read());
    read = await armTimer(page, toggled('Collapse Area 1: Demolition'));
    await page.getByRole('button', { name: 'Expand Area 1: Demolition', exact: true }).click();
    expandArea!.push(await read());

    read = await armTimer(page, toggled('Expand Room 1'));
    await page.getByRole('button', { name: 'Collapse Room 1', exact: true }).click();
    collapseRoom!.push(await read());
    await page.getByRole('button', { name: 'Expand Room 1', exact: true }).click();
    await page.locator('[aria-label="Collapse Room 1"]').waitFor();

    await page.getByRole('button', { name: 'Actions for Line item 1', exact: true }).click();
    read = await armTimer(page, { selector: '[role="dialog"]' });
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    openEdit!.push(await read());
    await page.getByRole('dialog').getByRole('heading', { name: 'Edit Budget Item' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
} finally {
  await browser.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await cleanup();
}

const where = embedded ? 'embedded' : 'PostgreSQL';
const lines = Object.entries(times).map(([name, xs]) => {
  const target = name.startsWith('page load') ? '-' : `< ${TARGET_MS}`;
  const met = name.startsWith('page load') ? '-' : percentile(xs, 0.95) <= TARGET_MS ? 'yes' : 'no';
  return `| browser (${where}) | ${name} | ${median(xs).toFixed(0)} | ${percentile(xs, 0.95).toFixed(0)} | ${target} | ${met} |`;
});
console.log(lines.join('\n'));
fs.appendFileSync('bench/reports/budget-scale.md', `${lines.join('\n')}\n`);

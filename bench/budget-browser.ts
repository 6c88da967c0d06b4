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
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { embedded, startBrowserBench } from './browser-setup';
import { BUDGET_ITEMS, generateBudgetCompany } from './budget-generate';
import { median, percentile } from './generate';

const PORT = 5093;
const RUNS = 9;
const TARGET_MS = 100;

const { seeded, base, browser, stop } = await startBrowserBench(PORT, generateBudgetCompany);

/**
 * Arms a one-shot timer in the page: it starts at the next pointerdown and stops at the first frame painted
 * once an element matches `doneSelector` (what the screen shows when the interaction is done). Returns a reader for the elapsed milliseconds. The page code is a string: tsx would wrap
 * named functions in a helper the page does not have, and the app's Content-Security-Policy forbids building
 * functions from strings inside the page.
 */
async function armTimer(page: Page, doneSelector: string): Promise<() => Promise<number>> {
  await page.evaluate(`(() => {
    const holds = () => !!document.querySelector(${JSON.stringify(doneSelector)});
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
  const toggled = (label: string) => `[aria-label="${label}"]`;
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
    read = await armTimer(page, '[role="dialog"]');
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    openEdit!.push(await read());
    await page.getByRole('dialog').getByRole('heading', { name: 'Edit Budget Item' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
} finally {
  await stop();
}

const where = embedded ? 'embedded' : 'PostgreSQL';
const lines = Object.entries(times).map(([name, xs]) => {
  const target = name.startsWith('page load') ? '-' : `< ${TARGET_MS}`;
  const met = name.startsWith('page load') ? '-' : percentile(xs, 0.95) <= TARGET_MS ? 'yes' : 'no';
  return `| browser (${where}) | ${name} | ${median(xs).toFixed(0)} | ${percentile(xs, 0.95).toFixed(0)} | ${target} | ${met} |`;
});
console.log(lines.join('\n'));
fs.appendFileSync('bench/reports/budget-scale.md', `${lines.join('\n')}\n`);

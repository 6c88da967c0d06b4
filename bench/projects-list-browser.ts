/**
 * How long the browser takes to show the projects list of a company with 5,000 projects, 20,000 customers,
 * 50,000 tasks and 20,000 invoices: from navigation to the first page of cards on screen, in Debian's
 * Chromium against the production build (run `npm run build` first). Uses a fresh database on the PostgreSQL
 * server of BENCH_DATABASE_URL (default the local one), or the embedded database with BENCH_EMBEDDED=1.
 * Appends its result to bench/reports/projects-scale.md.
 *
 *   npm run build && npx tsx bench/projects-list-browser.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { openDatabase, openPostgres } from '../src/server/db/open';
import { FULL_SCALE, generateCompany } from './generate';

const PORT = 5091;
const RUNS = 7;
const embedded = process.env.BENCH_EMBEDDED === '1';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let username: string;
if (embedded) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-browser-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  ({ username } = await generateCompany(database.db, FULL_SCALE));
  await database.close();
  env = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
  cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
} else {
  const name = `buildline_bench_browser_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 2);
  await database.migrate();
  ({ username } = await generateCompany(database.db, FULL_SCALE));
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
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await cleanup();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const line = `| browser (${embedded ? 'embedded' : 'PostgreSQL'}) | /projects: navigation to first cards | - | ${median} | - |`;
console.log(line);
fs.appendFileSync('bench/reports/projects-scale.md', `${line}\n`);

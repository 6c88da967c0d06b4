import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import pg from 'pg';
import { openDatabase, openPostgres } from '#server/db/open';
import type { Db } from '#server/db/types';
import { APP_SERVER } from './servers';

/** The embedded database with BENCH_EMBEDDED=1, else a fresh one on BENCH_DATABASE_URL's server. */
export const embedded = process.env.BENCH_EMBEDDED === '1';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type BrowserBench<T> = {
  seeded: T;
  /** The app's address, e.g. http://127.0.0.1:5093. */
  base: string;
  browser: Browser;
  /** Closes the browser, stops the server and drops the database. */
  stop: () => Promise<void>;
};

/**
 * For the browser benchmarks: a new database filled by `fill`, the production build (`npm run build` first)
 * serving it on `port`, and Debian's Chromium.
 */
export async function startBrowserBench<T>(
  port: number,
  fill: (db: Db) => Promise<T>,
): Promise<BrowserBench<T>> {
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  let seeded: T;
  if (embedded) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-browser-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    seeded = await fill(database.db);
    await database.close();
    env = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
    dropDatabase = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `buildline_bench_browser_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 2);
    await database.migrate();
    seeded = await fill(database.db);
    await database.close();
    env = { DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    };
  }

  const server = spawn(process.execPath, APP_SERVER, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
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
  return {
    seeded,
    base,
    browser,
    stop: async () => {
      await browser.close();
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      await dropDatabase();
    },
  };
}

import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/open';
import { openTestDatabase } from './test-db';

/**
 * Uploads of the test apps go to a directory of the test file, never into the project's ./data. Of the file, not
 * of the process: files run one after another in a worker's process, and the embedded databases of two files
 * number their companies alike, so a shared directory would show one file's uploads to the other.
 */
const testDataDir = () => {
  const file = createHash('sha256')
    .update(expect.getState().testPath ?? '')
    .digest('hex')
    .slice(0, 12);
  return join(tmpdir(), `buildline-test-${process.pid}-${file}`);
};

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    PASSWORD_HASH_COST: '10',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: testDataDir(),
    ...overrides,
  });

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock (sessions, invitations, throttling); real time when unset. */
  setNow(date: Date | undefined): void;
  close(): Promise<void>;
};

/** The real application on a real (test) database, driven through app.inject. */
export async function createTestApp(
  options: { database?: Database; config?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  let now: Date | undefined;
  const app = await buildApp({
    db: database.db,
    config: testConfig(options.config),
    clock: () => now ?? new Date(),
    listen: database.listen,
  });
  await app.ready();
  return {
    app,
    database,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Sends a request with an optional session cookie; JSON bodies are sent as JSON. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}

/** The `sid=...` pair of a response's session cookie, to send back as a Cookie header. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `sid=${cookie.value}`;
}

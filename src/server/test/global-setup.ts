import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/open';
import { dumpMigratedDatabase } from '../db/snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory (tar); each test file opens its own copy in memory. */
    pgliteSnapshot: string;
    /** Set when the suite runs on PostgreSQL (TEST_DB=postgres): a fresh migrated database for this run. */
    postgresUrl: string | null;
  }
}

/**
 * Migrates once per run. PGlite's initdb costs seconds, so tests load a snapshot instead (under a second).
 * With TEST_DB=postgres the same suite runs on a fresh database made on TEST_DATABASE_URL's server.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buildline-test-'));
  const snapshotFile = path.join(dir, 'migrated.tar');
  fs.writeFileSync(snapshotFile, await dumpMigratedDatabase('none'));
  project.provide('pgliteSnapshot', snapshotFile);

  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `buildline_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const testDb = await openPostgres(url.toString(), 2);
    await testDb.migrate();
    await testDb.close();
    project.provide('postgresUrl', url.toString());
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    project.provide('postgresUrl', null);
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await dropDatabase?.();
  };
}

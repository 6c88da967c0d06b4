import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/open';
import { dumpMigratedDatabase } from '../db/snapshot';
import { createDatabase, dropAbandonedRunDatabases, dropRunDatabases, runPrefixOf } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory (tar); each test file opens its own copy in memory. */
    pgliteSnapshot: string;
    /** Set when the suite runs on PostgreSQL (TEST_DB=postgres): a fresh migrated database for this run. */
    postgresUrl: string | null;
    /** The name of the run's shared database and the start of every other it makes (test-databases.ts). */
    postgresRunPrefix: string | null;
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

  let dropDatabases: (() => Promise<void>) | undefined;
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await dropAbandonedRunDatabases(adminUrl, Date.now());
    const runPrefix = runPrefixOf(Date.now(), process.pid);
    // From here on, whatever happens, the teardown drops every database of this run.
    dropDatabases = async () => {
      await dropRunDatabases(adminUrl, runPrefix);
    };
    const url = await createDatabase(adminUrl, runPrefix);
    const testDb = await openPostgres(url, 2);
    await testDb.migrate();
    await testDb.close();
    project.provide('postgresUrl', url);
    project.provide('postgresRunPrefix', runPrefix);
  } else {
    project.provide('postgresUrl', null);
    project.provide('postgresRunPrefix', null);
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await dropDatabases?.();
  };
}

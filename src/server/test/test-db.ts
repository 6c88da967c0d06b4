import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openEmbedded, openPostgres } from '../db/open';
import { startPgliteThread } from '../db/pglite-thread';
import { createDatabase, dropDatabase, runDatabaseName } from './test-databases';

/**
 * A migrated database for one test file: a private in-memory PGlite copy of the snapshot, or the run's shared
 * PostgreSQL database (tests stay independent because each makes its own companies).
 */
export async function openTestDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return openPostgres(postgresUrl, 4);
  return openEmptyPglite();
}

/**
 * A private in-memory PGlite copy of the run's migrated snapshot: empty, whatever TEST_DB says. It runs on its own
 * thread and is reached through the driver, as the server's embedded database is (db/open.ts, openEmbedded).
 */
export async function openEmptyPglite(): Promise<Database> {
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return openEmbedded(await startPgliteThread({ loadDataDir: new Uint8Array(snapshot) }));
}

/**
 * A database for this test file alone, also on PostgreSQL (a new database on the run's server, dropped on
 * close): for tests that change what is shared by every company, such as the system settings. Named after the
 * run, so the run's teardown drops it even when close is never reached (test-databases.ts).
 */
export async function openPrivateTestDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return openTestDatabase();
  return openRunDatabase('private', 4);
}

/** A new migrated database on the run's PostgreSQL server, named after the run and `purpose`; dropped on close. */
export async function openRunDatabase(purpose: string, connections: number): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  const runPrefix = inject('postgresRunPrefix');
  if (!postgresUrl || !runPrefix) throw new Error('A database of its own needs the PostgreSQL test pass');
  const name = runDatabaseName(runPrefix, purpose);
  const database = await openPostgres(await createDatabase(postgresUrl, name), connections);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await dropDatabase(postgresUrl, name);
    throw error;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await dropDatabase(postgresUrl, name);
      }
    },
  };
}

import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, openPostgres, wrapPglite } from '../db/open';

/**
 * A migrated database for one test file: a private in-memory PGlite copy of the snapshot, or the run's shared
 * PostgreSQL database (tests stay independent because each makes its own companies).
 */
export async function openTestDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return openPostgres(postgresUrl, 4);
  return openEmptyPglite();
}

/** A private in-memory PGlite copy of the run's migrated snapshot: empty, whatever TEST_DB says. */
export async function openEmptyPglite(): Promise<Database> {
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = createPglite({ loadDataDir: new Blob([snapshot]) });
  await client.waitReady;
  return wrapPglite(client);
}

/**
 * A database for this test file alone, also on PostgreSQL (a new database on the run's server, dropped on
 * close): for tests that change what is shared by every company, such as the system settings.
 */
export async function openPrivateTestDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return openTestDatabase();
  const name = `buildline_private_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

import fs from 'node:fs';
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

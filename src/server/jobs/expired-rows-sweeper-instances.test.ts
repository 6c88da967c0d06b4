import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open';
import type { Db } from '../db/types';
import { openPrivateTestDatabase } from '../test/test-db';
import { sweepExpiredRows } from './expired-rows-sweeper';

/**
 * Two sweeps at once need two connections, which only PostgreSQL has (PGlite has one): this file runs in the
 * PostgreSQL pass only (vitest.config.ts, postgresOnly).
 */
let database: Database;
beforeAll(async () => {
  database = await openPrivateTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the expired-rows sweep on several connections', () => {
  it('lets one sweep at a time through and skips the others', async () => {
    const now = new Date();
    await database.db.transaction(async (tx) => {
      // The first sweep's lock lasts as long as the transaction around it, on its own connection.
      expect(await sweepExpiredRows(tx as unknown as Db, now)).not.toBeNull();
      expect(await sweepExpiredRows(database.db, now)).toBeNull();
    });
    expect(await sweepExpiredRows(database.db, now)).not.toBeNull();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-db';
import type { Database } from './open';

/** Settings of the app's PostgreSQL connections (only in the TEST_DB=postgres pass: see vitest.config.ts). */
describe('connections to a PostgreSQL server', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('run with JIT compilation off, on every connection of the pool', async () => {
    expect(database.kind).toBe('postgres');
    // Several at once, so that more than one connection of the pool answers.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
      ),
    );
    for (const answer of answers) {
      expect((answer as unknown as { rows: { jit: string }[] }).rows[0]!.jit).toBe('off');
    }
  });
});

import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  ABANDONED_AFTER_MS,
  createDatabase,
  dropAbandonedRunDatabases,
  dropDatabase,
  dropRunDatabases,
  runDatabaseName,
  runPrefixOf,
} from './test-databases';

/**
 * The clean-up of the PostgreSQL test pass, on its real server (vitest.config.ts runs this file only in that
 * pass). Each case makes the databases of a pretend run, so the real run's own are never touched.
 */
const adminUrl = inject('postgresUrl')!;
const made: string[] = [];

async function existing(names: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname = any($1) order by datname',
      [names],
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

async function make(name: string): Promise<string> {
  made.push(name);
  await createDatabase(adminUrl, name);
  return name;
}

afterAll(async () => {
  for (const name of made) await dropDatabase(adminUrl, name);
});

describe("the test run's databases", () => {
  it("are all dropped by the run's teardown, and no other run's", async () => {
    // A pid no process of this machine has, so no real run shares the prefix.
    const run = runPrefixOf(Date.now(), 99_999_999);
    const ours = [
      await make(run),
      await make(runDatabaseName(run, 'private')),
      await make(runDatabaseName(run, 'throttle')),
    ];
    const longest = runDatabaseName(runPrefixOf(Date.now(), 4_194_304), 'throttle');
    expect(longest.length).toBeLessThanOrEqual(63);
    // Another run whose pid begins with the same digits.
    const other = await make(`${run}7`);
    expect(await existing([...ours, other])).toEqual([...ours, other].sort());

    expect((await dropRunDatabases(adminUrl, run)).sort()).toEqual([...ours].sort());
    expect(await existing([...ours, other])).toEqual([other]);
  });

  it("of a run killed before its teardown are dropped by a later run a day on, and a running run's are kept", async () => {
    const now = Date.now();
    const abandoned = runPrefixOf(now - ABANDONED_AFTER_MS - 60_000, 99_999_998);
    const running = runPrefixOf(now - 60 * 60_000, 99_999_998);
    const names = [
      await make(abandoned),
      await make(runDatabaseName(abandoned, 'private')),
      await make(running),
      await make(runDatabaseName(running, 'private')),
    ];
    const dropped = await dropAbandonedRunDatabases(adminUrl, now);
    expect(dropped).toEqual(expect.arrayContaining(names.slice(0, 2)));
    expect(await existing(names)).toEqual(names.slice(2).sort());
  });
});

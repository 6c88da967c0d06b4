import pg from 'pg';

/**
 * Every database a test run makes on the PostgreSQL server is named after the run: `buildline_test_{ms}_{pid}`
 * (the shared one) and `buildline_test_{ms}_{pid}_{purpose}_...` (a test file's own), where ms and pid are the
 * run's start and its main process. The run's teardown then drops them all by that prefix, whatever became of
 * the workers that made them (a failed test, a killed worker), and a later run drops those of runs that never
 * reached their teardown once their start time is long past. No vitest import: server-process.ts (used by the
 * browser tests and benches too) loads this module.
 */
export const TEST_DATABASE_PREFIX = 'buildline_test_';
/** A run that started this long ago has ended, one way or another: no test run lasts a day. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export const runPrefixOf = (startedAt: number, pid: number) => `${TEST_DATABASE_PREFIX}${startedAt}_${pid}`;

/** Within a run, each database made for one purpose in one worker: under PostgreSQL's 63 characters. */
let made = 0;
export const runDatabaseName = (runPrefix: string, purpose: string) =>
  `${runPrefix}_${purpose}_${process.pid}_${++made}`;

async function asAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Makes the database on adminUrl's server; answers its address. Names are ours, never a caller's input. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await asAdmin(adminUrl, (c) => c.query(`create database ${pg.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, (c) =>
    c.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}

async function dropAll(adminUrl: string, names: string[]): Promise<string[]> {
  for (const name of names) await dropDatabase(adminUrl, name);
  return names;
}

/** Drops the run's databases: its prefix alone or followed by '_' (not another run whose pid starts alike). */
export async function dropRunDatabases(adminUrl: string, runPrefix: string): Promise<string[]> {
  const { rows } = await asAdmin(adminUrl, (c) =>
    c.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or starts_with(datname, $1 || '_') order by datname`,
      [runPrefix],
    ),
  );
  return dropAll(
    adminUrl,
    rows.map((r) => r.datname),
  );
}

/**
 * Drops the databases of runs that started more than `ABANDONED_AFTER_MS` before `now` (killed before their
 * teardown). Runs going on at the same time on the same server started recently, and are left alone.
 */
export async function dropAbandonedRunDatabases(adminUrl: string, now: number): Promise<string[]> {
  const { rows } = await asAdmin(adminUrl, (c) =>
    c.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [
      TEST_DATABASE_PREFIX,
    ]),
  );
  const startOf = (name: string) =>
    Number(/^buildline_test_(\d{13})_\d+(?:_|$)/.exec(name)?.[1] ?? Number.NaN);
  return dropAll(
    adminUrl,
    rows.map((r) => r.datname).filter((name) => startOf(name) < now - ABANDONED_AFTER_MS),
  );
}

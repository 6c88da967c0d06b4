import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyPglite } from '../test/test-db';
import { migrationsFolder, openDatabase } from './open';
import { dumpMigratedDatabase } from './snapshot';
import type { Db } from './types';

/** Every column, index, constraint, trigger, function, extension and applied migration, one sorted line each. */
async function schemaDigest(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' '
      || is_nullable || ' ' || coalesce(column_default, '') as line
      from information_schema.columns where table_schema in ('public', 'drizzle')
    union all
    select 'index ' || schemaname || '.' || indexname || ' ' || indexdef
      from pg_indexes where schemaname in ('public', 'drizzle')
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
    union all
    select 'trigger ' || tgrelid::regclass::text || ' ' || pg_get_triggerdef(oid)
      from pg_trigger where not tgisinternal
    union all
    select 'function ' || proname || ' ' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
    union all
    select 'extension ' || extname || ' ' || extversion from pg_extension
    union all
    select 'migration ' || hash from drizzle.__drizzle_migrations
    order by line`)) as unknown as { rows: { line: string }[] };
  return result.rows.map((r) => r.line);
}

const journalOf = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
const appliedMigrations = journalOf(migrationsFolder()).entries.length;

/** A copy of the migrations folder whose journal stops before the last migration: an older build's snapshot. */
function migrationsWithoutTheLast(dir: string): string {
  const folder = path.join(dir, 'migrations');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journal = journalOf(folder);
  expect(journal.entries.length).toBeGreaterThan(1);
  journal.entries.pop();
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

describe('starting the embedded database from the build snapshot', () => {
  let dir: string;
  let snapshotFile: string;
  let fromScratch: string[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buildline-snapshot-'));
    // The run's migrated-from-scratch database (test/global-setup.ts) is the reference, whatever TEST_DB is.
    const reference = await openEmptyPglite();
    fromScratch = await schemaDigest(reference.db);
    await reference.close();
    snapshotFile = path.join(dir, 'empty-db.tar.gz');
    fs.writeFileSync(snapshotFile, await dumpMigratedDatabase('gzip', migrationsWithoutTheLast(dir)));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies the migrations newer than the snapshot, ends with the schema of a migrated database, and keeps data over a restart', async () => {
    const dataDir = path.join(dir, 'data');
    // What a first start killed while unpacking leaves behind: the next start must not use any of it.
    const staging = path.join(dataDir, 'pgdata.unpacking');
    fs.mkdirSync(path.join(staging, 'base'), { recursive: true });
    fs.writeFileSync(path.join(staging, 'PG_VERSION'), 'half');
    const first = await openDatabase({ dataDir, snapshot: snapshotFile });
    try {
      await first.migrate();
      const digest = await schemaDigest(first.db);
      expect(digest.filter((line) => line.startsWith('migration '))).toHaveLength(appliedMigrations);
      expect(digest).toEqual(fromScratch);
      await first.db.execute(sql`insert into companies (name, email) values ('Kept Co', 'kept@example.com')`);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(staging)).toBe(false);

    // The second start resumes the directory (the snapshot is not unpacked over it) and has nothing to migrate.
    const again = await openDatabase({ dataDir, snapshot: snapshotFile });
    try {
      await again.migrate();
      const kept = (await again.db.execute(
        sql`select name from companies where email = 'kept@example.com'`,
      )) as unknown as { rows: { name: string }[] };
      expect(kept.rows).toEqual([{ name: 'Kept Co' }]);
      expect(await schemaDigest(again.db)).toEqual(fromScratch);
    } finally {
      await again.close();
    }
  });
});

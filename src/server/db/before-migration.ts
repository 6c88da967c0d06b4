import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, migrationsFolder, openDatabase } from './open';
import { dumpMigratedDatabase } from './snapshot';

export type BeforeMigration = {
  /** A new embedded database as it was before the migration; `database.migrate()` then runs it. */
  open(): Promise<Database>;
  /** Removes the temporary folder. */
  remove(): void;
};

/**
 * For a migration's test on data that was there before it: a snapshot of the migrations up to `tag` (not
 * included), made once in a temporary folder from a copy of the migrations folder whose journal stops there.
 */
export async function databaseBefore(tag: string): Promise<BeforeMigration> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `buildline-before-${tag}-`));
  const folder = path.join(dir, 'migrations');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`No migration ${tag} after the first in the journal`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(file, JSON.stringify(journal));
  const snapshot = path.join(dir, 'before.tar.gz');
  fs.writeFileSync(snapshot, await dumpMigratedDatabase('gzip', folder));
  let opened = 0;
  return {
    open: () => openDatabase({ dataDir: path.join(dir, `data-${++opened}`), snapshot }),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

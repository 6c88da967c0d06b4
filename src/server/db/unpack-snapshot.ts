import fs from 'node:fs';
import { extract } from 'tar';

/**
 * Unpacks a snapshot (a gzipped dump of PGlite's data directory, as `dumpMigratedDatabase` in snapshot.ts makes
 * it) into `pgdata` for a first start, with the `tar` package, unless `pgdata` already holds a database. The
 * database's thread does it, before it starts PGlite (pglite-worker.ts). The files go to a sibling directory that is renamed
 * into place when complete, so a start interrupted halfway leaves no half database: the next one unpacks again.
 * PGlite's own `loadDataDir` writes the same files through its emulated file system, which measured about a
 * second of CPU more on a two-core machine.
 */
export function unpackSnapshot(snapshotFile: string, pgdata: string): void {
  if (!isMissingOrEmpty(pgdata)) return;
  const staging = `${pgdata}.unpacking`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  // Synchronous: nothing else can happen before the database exists. PGlite names the entries from the root
  // ('/base/1/...'): tar makes them relative to `cwd` (and refuses '..'), with a notice we expect. Any other
  // warning means a damaged snapshot, which must not become a database.
  extract({
    file: snapshotFile,
    cwd: staging,
    sync: true,
    onwarn: (code, message) => {
      if (code !== 'TAR_ENTRY_INFO') throw new Error(`Damaged database snapshot ${snapshotFile}: ${message}`);
    },
  });
  // An empty pgdata (made by hand, or by a start that failed before PGlite wrote anything) is replaced.
  fs.rmSync(pgdata, { recursive: true, force: true });
  fs.renameSync(staging, pgdata);
}

function isMissingOrEmpty(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

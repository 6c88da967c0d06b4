import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type ParsedTarFileItem, parseTar } from 'nanotar';

/**
 * Unpacks a snapshot (a gzipped dump of PGlite's data directory, as `dumpMigratedDatabase` in snapshot.ts makes
 * it) into `pgdata` for a first start, unless `pgdata` already holds a database. The database's thread does it,
 * before it starts PGlite (pglite-worker.ts). The files go to a sibling directory that is renamed into place when
 * complete, so a start interrupted halfway leaves no half database: the next one unpacks again.
 *
 * The archive is read whole (about 46 MB unpacked) and parsed with nanotar, then each file written at once: about
 * 0.25 s on a two-core machine, where the `tar` package's extraction, with a stream per file, took 0.45 to 0.6 s
 * (decision 0295). PGlite's own `loadDataDir` writes the same files through its emulated file system, which
 * measured about a second of CPU more.
 */
export function unpackSnapshot(snapshotFile: string, pgdata: string): void {
  if (!isMissingOrEmpty(pgdata)) return;
  const damaged = (why: string) => new Error(`Damaged database snapshot ${snapshotFile}: ${why}`);
  let entries: ParsedTarFileItem[];
  try {
    entries = parseTar(gunzipSync(fs.readFileSync(snapshotFile)));
  } catch (error) {
    throw damaged(String(error));
  }
  if (!entries.some((e) => e.type === 'file' && e.name === 'PG_VERSION')) {
    throw damaged('no PG_VERSION file');
  }
  const staging = `${pgdata}.unpacking`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    // PGlite names the entries from the root ('/base/1/...'); nanotar gives them relative, and resolves '..'
    // without ever leaving the archive's root, so every entry lands inside the staging directory.
    const target = path.join(staging, entry.name);
    const mode = Number.parseInt(entry.attrs?.mode ?? '', 8) || undefined;
    if (entry.type === 'directory') {
      fs.mkdirSync(target, { recursive: true, mode: mode ?? 0o700 });
    } else if (entry.type === 'file') {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      fs.writeFileSync(target, entry.data ?? new Uint8Array(0), { mode: mode ?? 0o600 });
    } else {
      // A link or a device has no place in a database's directory.
      throw damaged(`entry ${entry.name} of type ${entry.type}`);
    }
  }
  // An empty pgdata (made by hand, or by a start that failed before PGlite wrote anything) is replaced.
  fs.rmSync(pgdata, { recursive: true, force: true });
  fs.renameSync(staging, pgdata);
}

function isMissingOrEmpty(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

/** A NUL-terminated text field of a tar header. */
function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

/**
 * Unpacks a snapshot (a gzipped dump of PGlite's data directory, as `dumpMigratedDatabase` in snapshot.ts makes
 * it) into `pgdata` for a first start. The files go to a sibling directory that is renamed into place when complete, so a start interrupted
 * halfway leaves no half database: the next one unpacks again. PGlite's own `loadDataDir` writes the same
 * files through its emulated file system, which measured about a second of CPU more on a two-core machine;
 * this reader knows just the ustar entries that dumpDataDir writes (directories and regular files).
 */
export function unpackSnapshot(snapshotFile: string, pgdata: string): void {
  const tar = gunzipSync(fs.readFileSync(snapshotFile));
  const staging = `${pgdata}.unpacking`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header[0] === 0) break; // the end-of-archive blocks
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const mode = Number.parseInt(field(header, 100, 8).trim() || '600', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const target = path.join(staging, name);
    if (!target.startsWith(`${staging}${path.sep}`))
      throw new Error(`Snapshot entry outside the data directory: ${name}`);
    if (type === '5') {
      fs.mkdirSync(target, { recursive: true, mode });
    } else if (type === '0' || type === '\0') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, tar.subarray(offset + BLOCK, offset + BLOCK + size), { mode });
    } else {
      throw new Error(`Unexpected entry of type '${type}' in the database snapshot: ${name}`);
    }
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  // An empty pgdata (made by hand, or by a start that failed before PGlite wrote anything) is replaced.
  fs.rmSync(pgdata, { recursive: true, force: true });
  fs.renameSync(staging, pgdata);
}

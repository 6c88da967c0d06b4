import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStore } from './file-store';

const PARTIAL = '.partial';

/**
 * Deletes the `.partial` files under root not written to for `olderThanMs`: what a process killed mid-upload
 * left (a living one removes its own on any failure). Returns how many went.
 */
export async function removeAbandonedPartials(root: string, olderThanMs: number, now = Date.now()) {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(PARTIAL))) {
    const path = join(root, name);
    const written = await stat(path).then(
      (s) => s.mtimeMs,
      () => null,
    );
    // With no age asked, every one goes: a file written in the same millisecond as `now` has an mtime a
    // fraction of a millisecond after it (Date.now() is whole milliseconds), which `< 0` would keep.
    if (written === null || (olderThanMs > 0 && now - written < olderThanMs)) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Files under a directory (DATA_DIR/files). A file is written to a temporary name beside its place and renamed
 * into it once complete, so a reader never sees half a file and a failed upload leaves nothing behind.
 *
 * Opening the store removes the temporary files a killed process left (`removeAbandonedPartials`), all of them
 * when this server owns the directory alone (`partialsOlderThanMs` 0), else those untouched for that long, since
 * another instance may be writing the others. Writes wait for that clean-up, so it never takes a new one.
 */
export function createDiskStore(root: string, options: { partialsOlderThanMs?: number } = {}): FileStore {
  // A failed clean-up (an unreadable directory) must not stop uploads; the files stay for the next start.
  const cleaned = removeAbandonedPartials(root, options.partialsOlderThanMs ?? 0).catch(() => 0);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await cleaned;
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}${PARTIAL}`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(path)).size };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

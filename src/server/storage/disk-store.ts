import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStore } from './file-store';

/**
 * Files under a directory (DATA_DIR/files). A file is written to a temporary name beside its place and renamed
 * into it once complete, so a reader never sees half a file and a failed upload leaves nothing behind.
 */
export function createDiskStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
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

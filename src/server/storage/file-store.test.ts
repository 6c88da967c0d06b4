import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStore } from './disk-store';
import { assertSafeKey, type FileStore } from './file-store';
import { createS3Store } from './s3-store';

/** A stream of the bytes in chunks of 64 KB, as an upload arrives. */
function streamOf(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 65_536) chunks.push(bytes.subarray(i, i + 65_536));
  return Readable.from(chunks);
}

let dir: string;
let s3rver: S3rver;
const stores: Record<string, FileStore> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-store-'));
  // A real S3-protocol server on a free port of 127.0.0.1, its bucket on disk.
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'buildline-test', configs: [] }],
  });
  const { port } = (await s3rver.run()) as { port: number };
  stores.disk = createDiskStore(join(dir, 'files'));
  stores.s3 = createS3Store({
    bucket: 'buildline-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  await s3rver.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['disk', 's3'])('the %s file store', (kind) => {
  const store = () => stores[kind]!;

  it('keeps a file of several upload parts byte for byte and tells its size', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const key = `companies/7/${randomBytes(8).toString('hex')}`;
    expect(await store().put(key, streamOf(bytes), 'application/pdf')).toEqual({ size: bytes.length });
    const read = await store().get(key);
    expect(read).not.toBeNull();
    expect((await buffer(read!)).equals(bytes)).toBe(true);
  });

  it('answers null for a key it does not hold, and deletes (twice without complaint)', async () => {
    const key = `companies/7/${randomBytes(8).toString('hex')}`;
    expect(await store().get(key)).toBeNull();
    await store().put(key, streamOf(Buffer.from('receipt')), 'image/png');
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
    await store().delete(key);
  });

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/../b', '', 'a b', 'a\\b']) {
      await expect(store().put(key, streamOf(Buffer.from('x')), 'image/png')).rejects.toThrow(/Unsafe/);
    }
  });
});

describe('the disk store', () => {
  it('leaves nothing behind when an upload breaks off', async () => {
    const root = join(dir, 'broken');
    const store = createDiskStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('companies/1/abc', failing, 'image/png')).rejects.toThrow('client went away');
    expect(await readdir(join(root, 'companies/1'))).toEqual([]);
  });

  it('leaves nothing behind when the upload stream is cut without an error (an aborted request)', async () => {
    const root = join(dir, 'cut');
    const store = createDiskStore(root);
    const cut = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        setImmediate(() => this.destroy());
      },
    });
    await expect(store.put('companies/1/abc', cut, 'image/png')).rejects.toThrow(/premature close/i);
    expect(await readdir(join(root, 'companies/1'))).toEqual([]);
  });

  it('removes, when opened, the temporary files a killed server left, and nothing else', async () => {
    const root = join(dir, 'killed');
    await mkdir(join(root, 'companies/3'), { recursive: true });
    await writeFile(join(root, 'companies/3/kept'), 'a whole file');
    await writeFile(join(root, 'companies/3/half.0a1b2c3d4e5f.partial'), 'half a file');
    await writeFile(join(root, 'top.0a1b2c3d4e5f.partial'), 'half a file');
    const store = createDiskStore(root);
    // A write waits for the clean-up, so once it is done the clean-up is too.
    await store.put('companies/3/new', streamOf(Buffer.from('new')), 'image/png');
    expect((await readdir(root, { recursive: true })).sort()).toEqual([
      'companies',
      'companies/3',
      'companies/3/kept',
      'companies/3/new',
    ]);
  });

  it('removes only old temporary files when other servers may share the directory', async () => {
    const root = join(dir, 'shared');
    await mkdir(root, { recursive: true });
    const old = join(root, 'old.0a1b2c3d4e5f.partial');
    await writeFile(old, 'abandoned');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await writeFile(join(root, 'writing.0a1b2c3d4e5f.partial'), 'another server is writing this');
    const store = createDiskStore(root, { partialsOlderThanMs: 60 * 60_000 });
    await store.put('new', streamOf(Buffer.from('new')), 'image/png');
    expect((await readdir(root)).sort()).toEqual(['new', 'writing.0a1b2c3d4e5f.partial']);
  });
});

describe('storage keys', () => {
  it('accepts the keys the server makes', () => {
    expect(() => assertSafeKey('companies/12/3f9a0c_receipt.pdf')).not.toThrow();
  });
});

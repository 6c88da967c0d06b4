import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { FileStore } from '../../storage/file-store';
import { exportBackup } from './backup-export';
import type { Scope } from './backup-plan';

/**
 * The backup as a gzip stream for an HTTP answer.
 *
 * PostgreSQL: written straight to the answer while the client reads it; the export's snapshot lives on one pooled
 * connection and never blocks other requests.
 *
 * PGlite has one connection, and its transaction holds it: every other request waits until the export's
 * transaction ends. So the export is first written to a temporary file (as fast as the database reads, a
 * batch at a time), the transaction ends, and only then is the file sent, however slowly the client reads.
 */
export async function backupStream(
  deps: { db: Db; storage: FileStore; log: FastifyBaseLogger; spoolDir: string },
  scope: Scope,
  now: Date,
  embedded: boolean,
): Promise<Readable> {
  const gzip = createGzip();
  if (!embedded) {
    exportBackup(deps.db, { scope, storage: deps.storage, now, write: writerTo(gzip) }).then(
      () => gzip.end(),
      (err: Error) => {
        deps.log.warn({ err }, 'backup export stopped');
        gzip.destroy(err);
      },
    );
    return gzip;
  }
  // Under DATA_DIR, on the database's disk: /tmp may be a RAM disk. What a crashed server left is removed here.
  await fs.promises.mkdir(deps.spoolDir, { recursive: true });
  await removeOldSpools(deps.spoolDir);
  const dir = await fs.promises.mkdtemp(path.join(deps.spoolDir, 'backup-'));
  const file = path.join(dir, 'backup.jsonl.gz');
  const removeDir = () => fs.promises.rm(dir, { recursive: true, force: true }).catch(() => {});
  try {
    const out = fs.createWriteStream(file);
    const finished = new Promise<void>((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      gzip.on('error', reject);
    });
    gzip.pipe(out);
    await exportBackup(deps.db, { scope, storage: deps.storage, now, write: writerTo(gzip) });
    gzip.end();
    await finished;
  } catch (err) {
    gzip.destroy();
    await removeDir();
    throw err;
  }
  const stream = fs.createReadStream(file);
  stream.on('close', () => void removeDir());
  return stream;
}

/** Spool folders older than a day: no download lasts that long, so their server stopped before cleaning up. */
async function removeOldSpools(spoolDir: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await fs.promises.readdir(spoolDir)) {
    const full = path.join(spoolDir, name);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (stat && stat.mtimeMs < dayAgo)
      await fs.promises.rm(full, { recursive: true, force: true }).catch(() => {});
  }
}

/** Writes text, waiting while the stream's buffer is full; fails once the reader has gone (download cancelled). */
export function writerTo(stream: Writable): (chunk: string | Buffer) => Promise<void> {
  return (text) => {
    if (stream.destroyed) return Promise.reject(new Error('The backup download was cancelled'));
    if (stream.write(text)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onDrain = () => {
        stream.off('close', onClose);
        resolve();
      };
      const onClose = () => {
        stream.off('drain', onDrain);
        reject(new Error('The backup download was cancelled'));
      };
      stream.once('drain', onDrain);
      stream.once('close', onClose);
    });
  };
}

/** 'buildline-backup-company-12-2026-11-25-1412.jsonl.gz' or 'buildline-backup-all-...'. */
export function backupFileName(scope: Scope, now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  const what = scope.kind === 'company' ? `company-${scope.companyId}` : 'all';
  return `buildline-backup-${what}-${stamp}.jsonl.gz`;
}

import type { Config } from '../config';
import { createDiskStore } from './disk-store';
import type { FileStore } from './file-store';
import { createS3Store } from './s3-store';

/**
 * An upload's temporary file is written to at least every few seconds while its request lasts; one untouched
 * for an hour belongs to no living upload.
 */
const SHARED_PARTIALS_AGE_MS = 60 * 60_000;

/**
 * The file store the configuration names: a bucket with S3_BUCKET, else DATA_DIR/files. With the embedded
 * database the server holds the DATA_DIR lock, so every temporary file there is a dead process's; with
 * PostgreSQL several instances may share the directory, and only old ones are removed at start.
 */
export function openFileStore(config: Pick<Config, 'storage' | 'databaseUrl'>): FileStore {
  const s = config.storage;
  if (s.kind === 's3') return createS3Store(s);
  return createDiskStore(s.root, { partialsOlderThanMs: config.databaseUrl ? SHARED_PARTIALS_AGE_MS : 0 });
}

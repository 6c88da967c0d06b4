import type { Config } from '../config';
import { createDiskStore } from './disk-store';
import type { FileStore } from './file-store';
import { createS3Store } from './s3-store';

/** The file store the configuration names: a bucket with S3_BUCKET, else DATA_DIR/files. */
export function openFileStore(config: Pick<Config, 'storage'>): FileStore {
  const s = config.storage;
  return s.kind === 's3' ? createS3Store(s) : createDiskStore(s.root);
}

import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (receipts, documents, chat attachments): files on disk under DATA_DIR by default, an
 * S3-compatible bucket when configured, so that several instances share them. Keys are made by the server
 * (`companies/{companyId}/{random}`), never taken from a client.
 */
export type FileStore = {
  readonly kind: 'disk' | 's3';
  /** Stores the stream under the key (replacing nothing: keys are unique) and tells how many bytes it held. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The file's bytes, or null when no file has that key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; a missing one is not an error (a retried delete). */
  delete(key: string): Promise<void>;
};

/** A key the stores accept: path segments of letters, digits, dot, dash and underscore, no '..' and no leading '/'. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const ok =
    key.length > 0 &&
    key.length <= 500 &&
    segments.every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..');
  if (!ok) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStore } from './file-store';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
};

/** Counts the bytes that pass on their way to the bucket (the multipart upload does not say). */
function counted(body: Readable): { stream: Readable; size: () => number } {
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  return { stream: body, size: () => size };
}

/**
 * Files in an S3-compatible bucket, so that every instance serves every file. The SDK loads on first use (a
 * server on disk storage never loads it). Uploads go in parts of 5 MB (the smallest S3 allows), so a file is
 * never held whole in memory.
 */
export function createS3Store(settings: S3Settings): FileStore {
  type Sdk = typeof import('@aws-sdk/client-s3');
  let sdk: Promise<{ s3: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const load = () => {
    sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
      }),
    }));
    return sdk;
  };
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { client } = await load();
      const { Upload } = await import('@aws-sdk/lib-storage');
      const source = counted(body);
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: source.stream, ContentType: contentType },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
      }).done();
      return { size: source.size() };
    },
    async get(key) {
      assertSafeKey(key);
      const { s3, client } = await load();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { s3, client } = await load();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

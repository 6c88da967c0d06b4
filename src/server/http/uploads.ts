import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { t } from '#domain/messages/all';
import {
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_FILE,
  type UploadType,
  uploadTypes,
} from '#domain/uploads';
import type { FileStore } from '../storage/file-store';
import { AppError, badRequest, notFound } from './errors';

/** Enough of a file's start for its type to be told from its bytes. */
const SNIFF_BYTES = 4100;

/** Multipart bodies, for the routes marked `config: { multipart: true }` (cross-site.ts refuses them elsewhere). */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
}

/** The types a route takes (of those sniffed) and its sentence for any other; every upload type by default. */
export type UploadAccept = { types: readonly UploadType[]; message: string };

/** A stored upload, as the stored_files row records it. */
export type ReceivedFile = { key: string; originalName: string; contentType: UploadType; size: number };

/** The file's type from its first bytes (file-type, loaded on first upload), if it is one we take. */
async function sniff(head: Buffer): Promise<UploadType | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  const mime = found?.mime === 'image/heif' ? 'image/heic' : found?.mime;
  return mime && mime in uploadTypes ? (mime as UploadType) : undefined;
}

/** The form's fields through their contract: a failure answers 400 with each field's message, like JSON bodies. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw badRequest(errors[0]?.message ?? t('errors:invalidForm'), errors);
}

/** A file name safe to keep and show: no path, no control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/**
 * Receives the one file of a multipart request (its fields sent before it): checks the type from the file's
 * first bytes, then streams it into the store under `companies/{companyId}/...` without holding it in memory.
 * Too large answers 413 and stores nothing; another type (or one outside `accept`) 415.
 */
export async function receiveUpload<S extends z.ZodType>(
  request: FastifyRequest,
  storage: FileStore,
  companyId: number,
  fieldsSchema: S,
  /** Checks the fields against the database before any byte is stored (a foreign project, say). */
  check?: (fields: z.output<S>) => Promise<void>,
  accept?: UploadAccept,
): Promise<{ fields: z.output<S>; file: ReceivedFile }> {
  if (!request.isMultipart()) throw new AppError(415, t('errors:sendMultipart'));
  const part = await request.file().catch((error: unknown) => {
    throw asUploadError(error);
  });
  if (!part) throw badRequest(t('errors:chooseFile'), [{ path: 'file', message: t('errors:chooseFile') }]);
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const one = Array.isArray(field) ? field[0] : field;
    if (one && one.type === 'field' && typeof one.value === 'string') values[name] = one.value;
  }
  const fields = parseFields(fieldsSchema, values);
  await check?.(fields);

  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headSize = 0;
  let done = false;
  try {
    while (headSize < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        done = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
    }
  } catch (error) {
    throw asUploadError(error);
  }
  const first = Buffer.concat(head);
  const contentType = await sniff(first);
  if (!contentType || (accept && !accept.types.includes(contentType))) {
    part.file.resume();
    const message = accept?.message ?? UNSUPPORTED_FILE();
    throw new AppError(415, message, [{ path: 'file', message }]);
  }
  async function* whole() {
    yield first;
    if (!done) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    // The parser stops at the limit and ends the stream marked truncated: fail the store's write, which keeps
    // nothing of it.
    if (part?.file.truncated) throw new AppError(413, FILE_TOO_LARGE());
  }
  const key = `companies/${companyId}/${randomBytes(16).toString('hex')}.${uploadTypes[contentType]}`;
  try {
    const { size } = await storage.put(key, Readable.from(whole()), contentType);
    return { fields, file: { key, originalName: cleanName(part.filename), contentType, size } };
  } catch (error) {
    // The store removes its partial file (disk) or aborts the multipart upload (S3); make sure of it here too.
    await storage.delete(key).catch(() => undefined);
    throw asUploadError(error);
  }
}

/** @fastify/multipart's errors in the product's words. */
function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, FILE_TOO_LARGE());
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, t('errors:oneFile'));
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, t('errors:sendMultipart'));
  return error;
}

/**
 * Content-Disposition for a download: an ASCII fallback without quotes or control characters, and the real name
 * encoded as RFC 6266/5987 say, so no name can break the header or smuggle another.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The policy of a downloaded file, in place of the app's: nothing loads from it, and only the app's own pages may
 * show it in a frame (previews). No `sandbox`: Chromium would refuse to show a sandboxed PDF.
 */
const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Answers a stored file: its bytes streamed with the type found at upload and a safe Content-Disposition. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStore,
  file: { storageKey: string | null; contentType: string | null; size: number | null; name: string },
  inline: boolean,
) {
  const body = file.storageKey ? await storage.get(file.storageKey) : null;
  if (!body || !file.contentType) throw notFound('file');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.name, inline))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', FILE_POLICY)
    .header('x-frame-options', 'SAMEORIGIN')
    .send(body);
}

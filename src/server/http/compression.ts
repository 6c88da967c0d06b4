import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 KB and more for clients that accept it (brotli, else gzip): a page of a list or a
 * budget is mostly repeated keys and shrinks five to ten times. Brotli at quality 4, not Node's default 11:
 * these answers are made per request, and quality 4 compresses about as well as gzip at a fraction of 11's
 * cost. Files of the build are sent precompressed (spa.ts); an answer that already has a Content-Encoding is
 * left as it is. Answers are strings in memory, and even the largest (a 2,000-item budget, 0.8 MB) compresses in
 * about a millisecond in one call, where the streaming path would hop to the thread pool per 16 KB chunk:
 * compressed in one call up to 8 MB. Must be registered before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 8 * 1024 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { t } from '#domain/messages/all';

/**
 * Serves the built SPA from webDir with history fallback: any unknown GET outside /api answers index.html, and
 * unknown /api paths answer 404 JSON. Hashed assets are cached for a year; index.html is always revalidated.
 * The build writes brotli and gzip copies of the text files (scripts/precompress.mjs): a client that accepts one
 * gets it, with Content-Encoding and Vary: Accept-Encoding, and the server never compresses on the fly.
 */
export async function registerSpa(app: FastifyInstance, webDirOption: string | undefined): Promise<void> {
  const webDir = webDirOption ?? '';
  const hasWeb = webDir !== '' && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      serve: false, // files are served by the not-found handler below, which also does the history fallback
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasWeb) {
      return reply.status(404).send({ message: t('errors:notFound.any') });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: t('errors:notFound.any') });
    }
    const file = path.join(webDir, pathname);
    if (
      pathname !== '/' &&
      file.startsWith(webDir + path.sep) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      // A hashed file never changes and is cached for good: no validators (ETag, Last-Modified) nor ranges,
      // headers that every first visit would download with each file and never use.
      const hashed = pathname.startsWith('/assets/');
      return reply.sendFile(
        pathname.slice(1),
        hashed ? { etag: false, lastModified: false, acceptRanges: false } : {},
      );
    }
    // A file of another build (a tab opened before an update asks for its old chunks) is missing, not a page:
    // the page shows 'BuildLine has been updated' for it instead of running HTML as a script.
    if (pathname.startsWith('/assets/')) return reply.status(404).send({ message: t('errors:notFound.any') });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Security headers with a CSP for a same-origin SPA: no inline scripts, nothing loaded from elsewhere. */
const policy = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and React set inline style attributes and small <style> tags (scroll lock).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 15_552_000, includeSubDomains: false },
});

/**
 * The headers helmet sets, computed once: they are the same for every answer (no CSP nonces), so running
 * helmet's middleware per request would only rebuild the same strings.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  policy({} as IncomingMessage, response, () => undefined);
  return headers;
}

/**
 * What a script, style sheet or image of the build needs: no type sniffing, and no reading by other sites.
 * The rest of the set (the CSP, framing, referrer, opener, HSTS...) governs documents and API answers; on each of
 * the files a first visit downloads it would be a kilobyte of headers that no browser uses.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  const assetHeaders = Object.fromEntries(ASSET_HEADERS.map((name) => [name, headers[name]!]));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
}

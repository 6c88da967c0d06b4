import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '#domain/messages/all';
import { AppError, forbidden } from './errors';

/** host[:port] with default ports dropped, so http://x:80 and http://x compare equal. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site requests that would change data: a foreign Origin (or Sec-Fetch-Site cross-site), or a
 * body that is not JSON (a plain HTML form can only send form-encoded, multipart or text/plain bodies without
 * CORS, and browsers never let another site send application/json to us without a preflight we do not allow).
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per hook is measurable there.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    try {
      refuseCrossSite(request);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}

/** Throws the refusal of a cross-site request that would change data (see registerCrossSiteGuard). */
function refuseCrossSite(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    if (hostOf(origin) !== hostOf(`${request.protocol}://${request.headers.host ?? ''}`)) {
      throw forbidden(t('errors:crossSite'));
    }
  } else if (origin === 'null' || request.headers['sec-fetch-site'] === 'cross-site') {
    throw forbidden(t('errors:crossSite'));
  }
  const type = request.headers['content-type'];
  const hasBody =
    type !== undefined ||
    Number(request.headers['content-length'] ?? 0) > 0 ||
    request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return;
  const mime = (type ?? '').split(';')[0]?.trim().toLowerCase();
  if (mime === 'application/json') return;
  if (mime === 'multipart/form-data' && request.routeOptions.config.multipart) return;
  // A mail provider posting a raw e-mail to the inbound-mail webhook (which checks its own secret).
  if (mime === 'message/rfc822' && request.routeOptions.config.rawMail) return;
  // Mailgun's routes post the same fields form-encoded too, to the same webhook.
  if (mime === 'application/x-www-form-urlencoded' && request.routeOptions.config.formUrlEncoded) return;
  throw new AppError(415, t('errors:sendJson'));
}

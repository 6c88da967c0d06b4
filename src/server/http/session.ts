import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { findSessionActor } from '../features/auth/sessions';
import { unauthorized } from './errors';

export const SESSION_COOKIE = 'sid';
const COOKIE_MAX_AGE_S = 30 * 86_400;

/**
 * Reads the session cookie into request.actor on every request, and refuses signed-out callers on every /api
 * route that is not marked `config: { public: true }`, so a new route is protected without anyone remembering.
 */
export async function registerSessions(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'settings' | 'clock'>,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await findSessionActor(deps.db, token, deps.settings, deps.clock()) : null;
    const isApi = request.url.startsWith('/api/');
    if (isApi && request.routeOptions.url && !request.routeOptions.config.public && !request.actor) {
      throw unauthorized();
    }
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: COOKIE_MAX_AGE_S,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

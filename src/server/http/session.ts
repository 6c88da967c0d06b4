import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESTRICTION_MESSAGES } from '#domain/contracts/account-security';
import type { Deps } from '../deps';
import { allowedWhileRestricted } from '../features/auth/session-restriction';
import { findSessionActor } from '../features/auth/sessions';
import { forbidden, unauthorized } from './errors';

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
    const route = request.routeOptions.url;
    const { config } = request.routeOptions;
    // A portal route's caller is a portal session (http/portal-session.ts), whatever staff cookie comes along.
    if (!isApi || !route || config.public || config.portal) return;
    if (!request.actor) throw unauthorized();
    // A session that must first change the password or set up two-factor sign-in reaches only that step.
    const { restriction } = request.actor;
    if (restriction && !allowedWhileRestricted(restriction, request.method, route)) {
      throw forbidden(RESTRICTION_MESSAGES[restriction]);
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

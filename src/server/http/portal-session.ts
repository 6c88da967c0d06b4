import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '#domain/messages/all';
import type { Deps } from '../deps';
import { findPortalActor, PORTAL_COOKIE, type PortalActor } from '../features/portal/portal-sessions';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client portal's caller on a portal route; null elsewhere or when signed out of the portal. */
    portal: PortalActor | null;
  }
  interface FastifyContextConfig {
    /**
     * A client portal route (issue 26): its caller is a portal session (the `portal_sid` cookie), never a staff
     * session. Without one it answers 401, unless the route is also `public` (asking for a link, opening one).
     */
    portal?: boolean;
  }
}

/**
 * Reads the portal cookie on portal routes only, so a staff request never pays for it and a portal session
 * never reaches a staff route (the staff hook ignores it). The audit trail names the customer, with the browser.
 */
export function registerPortalSessions(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>): void {
  app.decorateRequest('portal', null);
  const readPortal = async (request: FastifyRequest) => {
    const token = request.cookies[PORTAL_COOKIE];
    request.portal = token ? await findPortalActor(deps.db, token, deps.clock()) : null;
    if (!request.portal && !request.routeOptions.config.public) throw unauthorized();
  };
  // A callback hook, so that a staff request (every one but the portal's) makes no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.config.portal) return done();
    readPortal(request).then(() => done(), done);
  });
}

export function requirePortal(request: FastifyRequest): PortalActor {
  if (!request.portal) throw unauthorized();
  return request.portal;
}

/** What changes something (an approval, a choice, a message, an upload): never staff's read-only preview. */
export function requirePortalClient(request: FastifyRequest): PortalActor {
  const portal = requirePortal(request);
  if (portal.previewBy !== null) throw forbidden(t('portal:signIn.previewOnly'));
  return portal;
}

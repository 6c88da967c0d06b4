import type { FastifyInstance } from 'fastify';
import type { UserRole } from '#domain/enums';
import { readText, type TextArg } from '#domain/messages/all';
import { requireRole, requireSystemAdmin } from './actor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The company roles that may ever call the route (a list of domain/permissions.ts): any other role gets 403
     * before the input is validated, so a refused caller never learns the route's fields.
     */
    roles?: readonly UserRole[];
    /** The 403 sentence for the refused roles, where the route has one of its own (requireRole's by default). */
    rolesRefusal?: TextArg;
    /** Only system administrators may call the route: anyone else gets 403 before the input is validated. */
    systemAdmin?: boolean;
  }
}

/**
 * Refuses a caller whose role may never use the route, from the route's `config` (`roles`, `systemAdmin`), in
 * preValidation: Fastify runs it after the body is parsed and before any schema is checked, so the answer is the
 * same 403 whatever the caller sent. Rules that depend on the record (an author may change their own event)
 * stay in the services, which alone know the record.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const { roles, rolesRefusal, systemAdmin } = request.routeOptions.config;
    try {
      if (systemAdmin) requireSystemAdmin(request.actor);
      if (roles)
        requireRole(request.actor, roles, rolesRefusal === undefined ? undefined : readText(rolesRefusal));
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

import type { SessionRestriction } from '#domain/contracts/account-security';
import type { UserRole } from '#domain/enums';
import { t } from '#domain/messages/all';
import { type PermissionAction, permissions } from '#domain/permissions';
import { fieldError, forbidden, notFound, unauthorized } from './errors';

/** Who is calling: set on every request from the session cookie (null when signed out). */
export type Actor = {
  userId: number;
  companyId: number | null;
  role: UserRole;
  isAdmin: boolean;
  sessionId: string;
  /**
   * The company a system administrator opened in this session (then `companyId` is that company and `role` is
   * admin), or null when the account acts as itself.
   */
  actingCompanyId: number | null;
  /** A step the user must take before anything else (features/auth/session-restriction.ts); null: none. */
  restriction: SessionRestriction | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in. Every other /api route answers 401 to a signed-out caller. */
    public?: boolean;
    /** Accepts multipart/form-data bodies (uploads); every other change takes JSON only. */
    multipart?: boolean;
    /** Accepts a raw e-mail (message/rfc822) body: the inbound-mail webhook only. */
    rawMail?: boolean;
    /** Accepts a form-encoded body (application/x-www-form-urlencoded): the inbound-mail webhook only. */
    formUrlEncoded?: boolean;
  }
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

/** The caller's company id; a user without a company has no business data to reach. */
export function requireCompany(actor: Actor | null): number {
  const a = requireActor(actor);
  if (a.companyId === null) throw forbidden(t('errors:notMember'));
  return a.companyId;
}

/**
 * The company a /companies/{companyId}/... route may act on: the caller's own, or any for a system administrator.
 * Another company's id answers 404, never revealing that it exists.
 */
export function scopeCompany(actor: Actor | null, companyId: number): number {
  const a = requireActor(actor);
  if (a.isAdmin || a.companyId === companyId) return companyId;
  throw notFound('company');
}

export function requireSystemAdmin(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!a.isAdmin) throw forbidden(t('errors:adminsOnly'));
  return a;
}

/**
 * The caller may do the restricted action (#domain/permissions.ts, the browser's `can`): 403 otherwise. For a
 * rule that depends on the record (someone else's expense); a call's own permission is checked by its declaration.
 */
export function requirePermission(actor: Actor | null, action: PermissionAction, message?: string): Actor {
  return requireRole(actor, permissions[action], message);
}

/** Company role check; system administrators pass every role check. `message`: the 403's, when not the usual. */
export function requireRole(actor: Actor | null, roles: readonly UserRole[], message?: string): Actor {
  const a = requireActor(actor);
  if (a.isAdmin || roles.includes(a.role)) return a;
  throw forbidden(message);
}

/**
 * A companyId in a body is checked against the route's company, never trusted: 400 on the field
 * (docs/product.md#companies-and-roles).
 */
export function checkBodyCompany(bodyCompanyId: number | null | undefined, companyId: number): void {
  if (bodyCompanyId != null && bodyCompanyId !== companyId)
    throw fieldError('companyId', t('errors:companyMismatch'));
}

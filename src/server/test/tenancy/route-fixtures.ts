import type { World } from './world';

/**
 * How the tenancy harness calls each route on company A's records. Every /api route must appear here or in
 * publicRoutes, or the harness fails: a new route is covered the day it is added.
 *
 * - `params` fills the path with company A's ids.
 * - `body` is a valid body, so a refusal is about tenancy, not validation.
 * - `scope: 'own'` marks routes that act on the caller's own company or account (no foreign id to try);
 *   for them the harness checks that company B's answer never contains company A's data.
 * - `systemAdmin: true` marks routes only system administrators may call.
 * - `companyRoles` lists the company roles allowed; any other role must get 403.
 */
export type RouteFixture = {
  params?: (w: World) => Record<string, string | number>;
  body?: (w: World) => unknown;
  scope?: 'own';
  systemAdmin?: true;
  companyRoles?: readonly ('admin' | 'manager' | 'employee')[];
  /** A caller without a company may use it (onboarding). */
  forLoner?: true;
};

/** Routes that answer without signing in. */
export const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/user',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'GET /api/invitations/:token',
]);

const companyId = (w: World) => ({ companyId: w.a.id });

export const routeFixtures: Record<string, RouteFixture> = {
  // companies and invitations
  'GET /api/mycompany': { scope: 'own' },
  'POST /api/mycompany': { scope: 'own', forLoner: true, body: () => ({ name: 'Intruder Co' }) },
  'GET /api/companies/:companyId': { params: companyId },
  'GET /api/companies/:companyId/users': { params: companyId },
  'GET /api/companies/:companyId/invitations': { params: companyId, companyRoles: ['admin', 'manager'] },
  'POST /api/companies/:companyId/invitations': {
    params: companyId,
    body: () => ({ role: 'employee' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/companies/:companyId/invitations/:id': {
    params: (w) => ({ companyId: w.a.id, id: w.a.invitationId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/invitations/accept': {
    scope: 'own',
    forLoner: true,
    body: (w) => ({ token: w.a.invitationToken }),
  },
  // chat
  'GET /api/unread-messages/total': { scope: 'own' },
  // administration
  'GET /api/companies': { systemAdmin: true },
  'GET /api/admin/users': { systemAdmin: true },
};

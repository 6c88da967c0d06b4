import { z } from 'zod';
import type { RouteInfo } from '../../app';
import { call, createTestApp, type TestApp } from '../test-app';
import { openPrivateTestDatabase } from '../test-db';
import type { RouteFixture } from './route-fixtures';
import { buildWorld, type World } from './world';

/** What the route-enumerating suites (tenancy, bad input, answers) work on. */
export type RouteHarness = { t: TestApp; w: World; routes: RouteInfo[] };

/**
 * The app on a fresh database with the world of route-fixtures.ts built in it, and every /api route. The database
 * is the suite's own, also on PostgreSQL: these suites compare digests of the whole database (fuzz) and of the
 * whole audit log, which other test files writing into a shared database at the same moment would change.
 */
export async function openRouteHarness(): Promise<RouteHarness> {
  const t = await createTestApp({ database: await openPrivateTestDatabase() });
  const w = await buildWorld(t.database.db, {
    async createInvitation(companyId, cookie, email) {
      const body = email ? { email } : {};
      const res = await call(t.app, 'POST', `/api/companies/${companyId}/invitations`, { cookie, body });
      return res.json();
    },
  });
  return { t, w, routes: t.app.routeList.filter((r) => r.url.startsWith('/api/')) };
}

export const routeKey = (r: RouteInfo) => `${r.method} ${r.url}`;

/** The names of a zod object's fields, read from its JSON schema (empty when it has none). */
export function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

/**
 * Who makes a route's valid call in the route-enumerating suites: company A's client on a portal route, the system
 * administrator on a system-administration route, else company A's admin. `userId` and `customerId` are whom the
 * audit log must name.
 */
export function callerOf(
  w: World,
  fixture: RouteFixture | undefined,
): { cookie: string; userId: number | null; customerId: number | null } {
  if (fixture?.portal) return { cookie: w.a.portal.cookie, userId: null, customerId: w.a.portal.customerId };
  const user = fixture?.systemAdmin ? w.sysadmin : w.a.admin;
  return { cookie: user.cookie, userId: user.id, customerId: null };
}

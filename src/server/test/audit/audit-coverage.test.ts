import { gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../app';
import { auditLog } from '../../db/schema/index';
import { callerOf, openRouteHarness, routeKey } from '../tenancy/harness';
import { publicRoutes, routeFixtures } from '../tenancy/route-fixtures';
import type { World } from '../tenancy/world';
import type { TestApp } from '../test-app';

/**
 * The audit log, enumerated over every route like the tenancy and fuzz suites: each change made through the API
 * is logged under the caller who made it (the database's triggers get the actor from the request, whatever code
 * path wrote), and no route changes or deletes a line already written.
 */

/**
 * Routes whose success changes no business record, so they write no audit line: reading positions, messages
 * (the conversation is its own record), and starting two-factor enrolment (a pending secret, never logged; the
 * confirmation is logged as `two_factor_enable`).
 */
const changesNoRecord = new Set([
  'POST /api/user/two-factor/setup',
  'POST /api/chat/:id/read',
  'POST /api/projects/:projectId/mark-read',
  'POST /api/projects/:projectId/chat',
  'PUT /api/chat/:id',
  'DELETE /api/chat/:id',
  'POST /api/projects/:projectId/customers/:customerId/messages',
  'POST /api/projects/:projectId/customers/:customerId/messages/read',
  'POST /api/customer-messages/:id/read',
]);

let t: TestApp;
let w: World;
let routes: RouteInfo[];

beforeAll(async () => {
  ({ t, w, routes } = await openRouteHarness());
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Lines up to `lastId`, everything but the references a deleted company or user may set to null. */
async function logDigest(lastId: number): Promise<{ n: number; digest: string }> {
  const [row] = await t.database.db
    .select({
      n: sql<number>`count(*)::int`,
      digest: sql<string>`coalesce(md5(string_agg(concat_ws('|', ${auditLog.id}, ${auditLog.username},
        ${auditLog.action}, ${auditLog.entityType}, ${auditLog.entityId}, ${auditLog.details}::text,
        ${auditLog.ipAddress}, ${auditLog.createdAt}), ',' order by ${auditLog.id})), '')`,
    })
    .from(auditLog)
    .where(lte(auditLog.id, lastId));
  return row!;
}

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog);
  return row!.id;
}

describe('audit log over every route', () => {
  it('logs each change under its caller and never rewrites the log', async () => {
    const failures: string[] = [];
    const rank = (r: RouteInfo) => (r.method === 'DELETE' ? 1 : 0);
    const writes = routes.filter((r) => r.method !== 'GET').sort((a, b) => rank(a) - rank(b));
    for (const route of writes) {
      const key = routeKey(route);
      const fixture = routeFixtures[key];
      if (!fixture || publicRoutes.has(key)) continue;
      const params = fixture.params?.(w) ?? {};
      const path = route.url.replace(/:(\w+)/g, (_, n: string) => String(params[n]));
      const query = fixture.query?.(w);
      const caller = callerOf(w, fixture);
      const body = fixture.body?.(w);
      const lastId = await lastAuditId();
      const before = await logDigest(lastId);
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: query ? `${path}?${new URLSearchParams(query)}` : path,
        headers: { cookie: caller.cookie },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const written = await t.database.db
        .select({ userId: auditLog.userId, customerId: auditLog.customerId, entityType: auditLog.entityType })
        .from(auditLog)
        .where(gt(auditLog.id, lastId));
      // A portal client's changes are under the customer, a staff member's under the user.
      const strangers = written.filter(
        (r) => r.userId !== caller.userId || r.customerId !== caller.customerId,
      );
      if (strangers.length > 0) {
        failures.push(`${key}: lines not under the caller: ${JSON.stringify(strangers)}`);
      }
      if (res.statusCode < 300 && written.length === 0 && !changesNoRecord.has(key)) {
        failures.push(`${key}: answered ${res.statusCode} and wrote no audit line`);
      }
      const after = await logDigest(lastId);
      if (after.n !== before.n || after.digest !== before.digest)
        failures.push(`${key}: changed earlier lines`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses to change or delete a line, even from SQL', async () => {
    const db = t.database.db;
    const lastId = await lastAuditId();
    expect(lastId).toBeGreaterThan(0);
    await expect(db.execute(sql`update audit_log set action = 'x' where id = ${lastId}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where id = ${lastId}`)).rejects.toThrow();
  });
});

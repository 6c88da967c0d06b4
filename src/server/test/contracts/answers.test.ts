import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../app';
import { callerOf, openRouteHarness, routeKey } from '../tenancy/harness';
import { publicRoutes, routeFixtures } from '../tenancy/route-fixtures';
import type { World } from '../tenancy/world';
import type { TestApp } from '../test-app';

/**
 * Answers pass through their contract (http/serialization.ts). Like the tenancy and fuzz suites, this one
 * enumerates every /api route: each declares what it answers, and each answers its valid call (the tenancy
 * fixture, made by company A's admin) within that declaration, which fails with a 500 when the data and the
 * contract disagree (a required property missing). Every answer carries Cache-Control: no-store.
 */

let t: TestApp;
let w: World;
let routes: RouteInfo[];

beforeAll(async () => {
  ({ t, w, routes } = await openRouteHarness());
}, 120_000);
afterAll(async () => {
  await t.close();
});

const keyOf = routeKey;

function declaredStatuses(route: RouteInfo): string[] {
  const response = route.schema.response;
  return response && typeof response === 'object' ? Object.keys(response) : [];
}

describe('answer contracts', () => {
  it('every /api route declares the answer of its success', () => {
    const missing = routes.filter((r) => !declaredStatuses(r).some((s) => /^2\d\d$/.test(s))).map(keyOf);
    expect(missing, 'add `response: { 200: ... }` to these routes').toEqual([]);
  });

  it("answers each route's valid call within its contract, marked no-store", async () => {
    const failures: string[] = [];
    // Reads first, then writes, deletes last: a delete must not take away what another call needs.
    const rank = (r: RouteInfo) => (r.method === 'GET' ? 0 : r.method === 'DELETE' ? 2 : 1);
    for (const route of [...routes].sort((a, b) => rank(a) - rank(b))) {
      const key = keyOf(route);
      const fixture = routeFixtures[key];
      if (!fixture || publicRoutes.has(key)) continue;
      const params = fixture.params?.(w) ?? {};
      const path = route.url.replace(/:(\w+)/g, (_, n: string) => String(params[n]));
      const query = fixture.query?.(w);
      const { cookie } = callerOf(w, fixture);
      const body = fixture.body?.(w);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: query ? `${path}?${new URLSearchParams(query)}` : path,
        headers: { cookie },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      if (res.statusCode >= 500) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      // A signed-in answer is never kept by a browser or proxy (app.ts sets no-store on every /api answer).
      const caching = String(res.headers['cache-control'] ?? '');
      if (!caching.split(/,\s*/).includes('no-store')) failures.push(`${key}: Cache-Control '${caching}'`);
      else if (res.statusCode < 300 && !declaredStatuses(route).includes(String(res.statusCode))) {
        failures.push(`${key}: answered ${res.statusCode}, which its contract does not declare`);
      }
    }
    expect(failures).toEqual([]);
  });
});

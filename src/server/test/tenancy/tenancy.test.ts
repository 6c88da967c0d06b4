import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../app';
import { call, type TestApp } from '../test-app';
import { companyFingerprint } from './fingerprint';
import { fieldsOf, openRouteHarness, routeKey } from './harness';
import { publicRoutes, type RouteFixture, routeFixtures } from './route-fixtures';
import type { World } from './world';

let t: TestApp;
let w: World;
let routes: RouteInfo[];

beforeAll(async () => {
  ({ t, w, routes } = await openRouteHarness());
});
afterAll(async () => {
  await t.close();
});

const keyOf = routeKey;
/** A test that sends a request per route (or more) has this long. */
const SWEEP_TIMEOUT_MS = 120_000;

function urlFor(route: RouteInfo, fixture: RouteFixture | undefined): string {
  const params = fixture?.params?.(w) ?? {};
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 999_999_999));
  const query = fixture?.query?.(w);
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

async function send(app: FastifyInstance, route: RouteInfo, cookie?: string) {
  const fixture = routeFixtures[keyOf(route)];
  const body = fixture?.body?.(w) ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
  return call(app, route.method as 'GET', urlFor(route, fixture), { cookie, body });
}

/**
 * The route's call with every part it validates wrong: each path parameter not an id, each query value holding
 * NUL (refused in any string), the body not an object. `checksInput` is false when the route validates nothing.
 */
function invalidRequest(route: RouteInfo): {
  options: InjectOptions & { headers: Record<string, string> };
  checksInput: boolean;
} {
  const path = route.url.replace(/:(\w+)/g, 'abc');
  const query = fieldsOf(route.schema.querystring);
  const search = query.length ? `?${new URLSearchParams(query.map((name) => [name, 'a\u0000b']))}` : '';
  const hasBody = route.schema.body !== undefined;
  return {
    options: {
      method: route.method as 'POST',
      url: path + search,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      ...(hasBody ? { payload: '"not an object"' } : {}),
    },
    checksInput: path !== route.url || search !== '' || hasBody,
  };
}

describe('tenancy and access harness', () => {
  it('knows every registered route: each is public or has a fixture', () => {
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.map(keyOf).filter((k) => !publicRoutes.has(k) && !routeFixtures[k]);
    expect(missing, 'add these routes to src/server/test/tenancy/route-fixtures.ts').toEqual([]);
    const stale = [...Object.keys(routeFixtures), ...publicRoutes].filter(
      (k) => !routes.some((r) => keyOf(r) === k),
    );
    expect(stale, 'fixtures for routes that no longer exist').toEqual([]);
  });

  it('answers 401 to a signed-out caller on every route that is not public', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !publicRoutes.has(keyOf(r)))) {
      const res = await send(t.app, route);
      if (res.statusCode !== 401) failures.push(`${keyOf(route)} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it(
    "never lets company B read or change company A's records",
    async () => {
      const failures: string[] = [];
      // Company A's data as it stands; each request is compared with the state after the one before it, so a
      // request costs one fingerprint, not two.
      let before = await companyFingerprint(t.database.db, w.a.id);
      for (const route of routes.filter((r) => !publicRoutes.has(keyOf(r)))) {
        const fixture = routeFixtures[keyOf(route)];
        // Portal routes answer staff sessions 401 whatever the ids: portal-tenancy.test.ts covers them.
        if (!fixture || fixture.portal) continue;
        for (const intruder of [w.b.admin, w.b.employee]) {
          const res = await send(t.app, route, intruder.cookie);
          const after = await companyFingerprint(t.database.db, w.a.id);
          const label = `${keyOf(route)} as company B ${intruder.role}`;
          if (before !== after) failures.push(`${label}: changed company A's data`);
          before = after;
          if (res.body.includes(w.a.marker)) failures.push(`${label}: answered company A's data`);
          const refusedForeignId = res.statusCode === 403 || res.statusCode === 404;
          if (fixture.params && !refusedForeignId) failures.push(`${label}: answered ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
      // One sweep of every route, two intruders each: it grows with the routes, past the default 30 s on a busy
      // machine.
    },
    SWEEP_TIMEOUT_MS,
  );

  it('refuses system-administration routes to everyone but system administrators', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => routeFixtures[keyOf(r)]?.systemAdmin)) {
      for (const user of [w.a.admin, w.a.manager, w.a.employee, w.loner]) {
        const res = await send(t.app, route, user.cookie);
        if (res.statusCode !== 403) failures.push(`${keyOf(route)} as ${user.role}: ${res.statusCode}`);
      }
      const ok = await send(t.app, route, w.sysadmin.cookie);
      if (ok.statusCode >= 400) failures.push(`${keyOf(route)} as system administrator: ${ok.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('applies the company role rules of each route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const allowed = routeFixtures[keyOf(route)]?.companyRoles;
      if (!allowed) continue;
      for (const user of [w.a.admin, w.a.manager, w.a.employee]) {
        if (allowed.includes(user.role)) continue;
        const before = await companyFingerprint(t.database.db, w.a.id);
        const res = await send(t.app, route, user.cookie);
        if (res.statusCode !== 403) failures.push(`${keyOf(route)} as ${user.role}: ${res.statusCode}`);
        if ((await companyFingerprint(t.database.db, w.a.id)) !== before) {
          failures.push(`${keyOf(route)} as ${user.role}: changed data`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('marks every route a role may never use with its route option, as the fixtures say', () => {
    const failures: string[] = [];
    for (const route of routes) {
      const fixture = routeFixtures[keyOf(route)];
      if (fixture?.systemAdmin && !route.systemAdmin) failures.push(`${keyOf(route)}: no config.systemAdmin`);
      if (!fixture?.companyRoles || fixture.refusedByRecord) continue;
      const roles = [...(route.roles ?? [])].sort().join(',');
      if (roles !== [...fixture.companyRoles].sort().join(',')) {
        failures.push(
          `${keyOf(route)}: config.roles is [${roles}], the fixture says [${fixture.companyRoles}]`,
        );
      }
    }
    expect(failures, 'give these routes config: { roles } or { systemAdmin: true }').toEqual([]);
  });

  it('refuses a role that may never use a route with 403 before reading its input', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const fixture = routeFixtures[keyOf(route)];
      if (!fixture) continue;
      const refused = fixture.systemAdmin
        ? [w.a.admin, w.a.manager, w.a.employee, w.loner]
        : fixture.companyRoles && !fixture.refusedByRecord
          ? [w.a.admin, w.a.manager, w.a.employee].filter((u) => !fixture.companyRoles?.includes(u.role))
          : [];
      if (refused.length === 0) continue;
      const invalid = invalidRequest(route);
      const sendAs = (cookie: string) =>
        t.app.inject({ ...invalid.options, headers: { ...invalid.options.headers, cookie } });
      // The same request from a system administrator (who passes every role check) proves it is invalid.
      if (invalid.checksInput) {
        const res = await sendAs(w.sysadmin.cookie);
        if (res.statusCode !== 400 && res.statusCode !== 404) {
          failures.push(
            `${keyOf(route)}: the invalid request answered ${res.statusCode} to a system administrator`,
          );
        }
      }
      for (const user of refused) {
        const res = await sendAs(user.cookie);
        if (res.statusCode !== 403) {
          failures.push(`${keyOf(route)} as ${user.role}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives a user without a company nothing of any company', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !publicRoutes.has(keyOf(r)))) {
      const fixture = routeFixtures[keyOf(route)];
      if (!fixture || fixture.systemAdmin || fixture.forLoner || fixture.portal) continue;
      const res = await send(t.app, route, w.loner.cookie);
      if (res.body.includes(w.a.marker)) failures.push(`${keyOf(route)}: answered company A's data`);
      if (fixture.params && res.statusCode !== 403 && res.statusCode !== 404) {
        failures.push(`${keyOf(route)}: answered ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

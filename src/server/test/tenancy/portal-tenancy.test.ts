import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../app';
import { call, type TestApp } from '../test-app';
import { companyFingerprint } from './fingerprint';
import { openRouteHarness, routeKey } from './harness';
import { publicRoutes, routeFixtures } from './route-fixtures';
import type { World } from './world';

/**
 * The client portal's tenancy, over every portal route like the staff harness (tenancy.test.ts): a portal session
 * reaches only its own customer's projects and what staff share of them. Another customer of the same company, a
 * customer of another company, a staff session and a signed-out caller get nothing of company A's customer's
 * records; a new portal route is covered the day it is added.
 */

let t: TestApp;
let w: World;
let portalRoutes: RouteInfo[];

beforeAll(async () => {
  let routes: RouteInfo[];
  ({ t, w, routes } = await openRouteHarness());
  portalRoutes = routes.filter((r) => r.portal && !publicRoutes.has(routeKey(r)));
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Valid calls that find nothing in this world, each with its reason (portal.test.ts makes them answer). */
const emptyInThisWorld = new Map([
  ['GET /api/portal/logo', 'company A has no logo here'],
  ['GET /api/portal/selection-options/:id/photo', 'the option has no photo here'],
  ['GET /api/portal/documents/:id/file', 'the shared document has no stored bytes here'],
  ['GET /api/portal/projects/:projectId/estimate/pdf', 'the project has no estimate sent to the client here'],
]);

/** Valid calls this world refuses on purpose, each with its status and reason. */
const refusedInThisWorld = new Map([
  // The project's estimate is not approved here; portal.test.ts approves a change order with a signature.
  ['POST /api/portal/change-orders/:id/approve', 409],
  // A file is sent as multipart; this harness sends JSON.
  ['POST /api/portal/projects/:projectId/documents', 415],
  // The customer's project has no estimate here.
  ['POST /api/portal/projects/:projectId/estimate/approve', 404],
  ['POST /api/portal/projects/:projectId/estimate/decline', 404],
  // The event stream answers only a caller that asks for text/event-stream; events.test.ts opens real streams.
  ['GET /api/portal/events', 406],
]);

function send(route: RouteInfo, cookie?: string) {
  const fixture = routeFixtures[routeKey(route)];
  const params = fixture?.params?.(w) ?? {};
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 999_999_999));
  const body = fixture?.body?.(w) ?? (route.method === 'GET' ? undefined : {});
  return call(t.app, route.method as 'GET', url, { cookie, body });
}

describe('client portal tenancy', () => {
  it('finds the portal routes, each with a fixture that marks it as one', () => {
    expect(portalRoutes.length).toBeGreaterThan(10);
    const unmarked = portalRoutes.filter((r) => !routeFixtures[routeKey(r)]?.portal).map(routeKey);
    expect(unmarked, 'give these fixtures portal: true').toEqual([]);
    const strays = Object.entries(routeFixtures)
      .filter(([key, f]) => f.portal && !portalRoutes.some((r) => routeKey(r) === key))
      .map(([key]) => key);
    expect(strays, 'fixtures marked portal whose route is not config.portal').toEqual([]);
  });

  it("answers company A's customer on every portal route", async () => {
    const failures: string[] = [];
    for (const route of portalRoutes) {
      const res = await send(route, w.a.portal.cookie);
      if (emptyInThisWorld.has(routeKey(route)) && res.statusCode === 404) continue;
      if (refusedInThisWorld.get(routeKey(route)) === res.statusCode) continue;
      if (res.statusCode >= 400)
        failures.push(`${routeKey(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to a signed-out caller and to a staff session of the same company', async () => {
    const failures: string[] = [];
    for (const route of portalRoutes) {
      for (const [who, cookie] of [
        ['signed out', undefined],
        ["company A's admin", w.a.admin.cookie],
      ] as const) {
        const res = await send(route, cookie);
        if (res.statusCode !== 401) failures.push(`${routeKey(route)} ${who}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never lets another client read or change company A's customer's records", async () => {
    const failures: string[] = [];
    let before = await companyFingerprint(t.database.db, w.a.id);
    for (const route of portalRoutes) {
      const fixture = routeFixtures[routeKey(route)];
      for (const [who, client] of [
        ['another customer of company A', w.a.neighbourPortal],
        ['a customer of company B', w.a.strangerPortal],
      ] as const) {
        const res = await send(route, client.cookie);
        const after = await companyFingerprint(t.database.db, w.a.id);
        const label = `${routeKey(route)} as ${who}`;
        if (after !== before) failures.push(`${label}: changed company A's data`);
        before = after;
        // The company's letterhead is every client's of that company; nothing else of company A may show.
        const shown = client.companyId === w.a.id ? res.body.replaceAll(w.a.name, '') : res.body;
        if (shown.includes(w.a.marker)) failures.push(`${label}: answered company A's data`);
        if (fixture?.params && res.statusCode !== 404) failures.push(`${label}: answered ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("lets staff's 'View as client' read everything and change nothing", async () => {
    const failures: string[] = [];
    for (const route of portalRoutes) {
      const before = await companyFingerprint(t.database.db, w.a.id);
      const res = await send(route, w.a.portalPreview.cookie);
      const changed = (await companyFingerprint(t.database.db, w.a.id)) !== before;
      if (emptyInThisWorld.has(routeKey(route)) && res.statusCode === 404) continue;
      if (route.method === 'GET' && refusedInThisWorld.get(routeKey(route)) === res.statusCode) continue;
      if (route.method === 'GET' && res.statusCode >= 400)
        failures.push(`${routeKey(route)}: ${res.statusCode}`);
      if (route.method !== 'GET' && (res.statusCode !== 403 || changed)) {
        failures.push(
          `${routeKey(route)}: a preview answered ${res.statusCode}${changed ? ' and wrote' : ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

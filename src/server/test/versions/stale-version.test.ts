import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import type { RouteInfo } from '../../app';
import { databaseDigest } from '../fuzz/database-digest';
import { callerOf, openRouteHarness, routeKey } from '../tenancy/harness';
import { routeFixtures } from '../tenancy/route-fixtures';
import type { World } from '../tenancy/world';
import type { TestApp } from '../test-app';

/**
 * Lost updates, enumerated over every edit route like the tenancy and fuzz suites: each PUT and PATCH answers
 * its record's version, takes the edit when If-Match names that version, and answers 409 to an older one without
 * writing anything. A new edit route is covered the day it is added.
 */

/** Edits that are not of a shared record, each with its reason. */
const unversioned = new Map([
  // A chat message is changed only by its sender, and the edit replaces its whole text.
  ['PUT /api/chat/:id', 'sender only'],
]);

/** A version that no row can have: transaction id 1 is PostgreSQL's bootstrap. */
const NEVER_CURRENT = '"1"';

let t: TestApp;
let w: World;
let routes: RouteInfo[];

beforeAll(async () => {
  ({ t, w, routes } = await openRouteHarness());
}, 120_000);
afterAll(async () => {
  await t.close();
});

function edit(route: RouteInfo, ifMatch?: string) {
  const fixture = routeFixtures[routeKey(route)]!;
  const params = fixture.params?.(w) ?? {};
  const body = fixture.body?.(w);
  const caller = callerOf(w, fixture);
  return t.app.inject({
    method: route.method as 'PUT',
    url: route.url.replace(/:(\w+)/g, (_, n: string) => String(params[n])),
    headers: { cookie: caller.cookie, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

describe('record versions over every edit route', () => {
  it('answers 409 to a stale version, writing nothing, and takes the current one', async () => {
    const edits = routes.filter(
      (r) => (r.method === 'PUT' || r.method === 'PATCH') && !unversioned.has(routeKey(r)),
    );
    expect(edits.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const route of edits) {
      const key = routeKey(route);
      if (!routeFixtures[key]) {
        failures.push(`${key}: no fixture`);
        continue;
      }
      const before = await databaseDigest(t.database.db);
      const stale = await edit(route, NEVER_CURRENT);
      if (stale.statusCode !== 409 || stale.json().message !== STALE_VERSION_MESSAGE()) {
        failures.push(`${key}: a stale version answered ${stale.statusCode} ${stale.body.slice(0, 120)}`);
        continue;
      }
      if ((await databaseDigest(t.database.db)) !== before) failures.push(`${key}: a stale edit wrote`);

      const first = await edit(route);
      const version = first.json<{ version?: unknown }>().version;
      if (first.statusCode !== 200 || typeof version !== 'string') {
        failures.push(`${key}: answered ${first.statusCode} without a version`);
        continue;
      }
      if (first.headers.etag !== `"${version}"`) failures.push(`${key}: ETag is not the answer's version`);
      const current = await edit(route, `"${version}"`);
      if (current.statusCode !== 200) {
        failures.push(
          `${key}: the current version answered ${current.statusCode} ${current.body.slice(0, 120)}`,
        );
        continue;
      }
      const again = await edit(route, `"${version}"`);
      if (again.statusCode !== 409)
        failures.push(`${key}: the replaced version answered ${again.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

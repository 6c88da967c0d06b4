import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from '#domain/messages/all';
import type { RouteInfo } from '../../app';
import { callerOf, fieldsOf, openRouteHarness, routeKey } from '../tenancy/harness';
import { publicRoutes, routeFixtures } from '../tenancy/route-fixtures';
import type { World } from '../tenancy/world';
import type { TestApp } from '../test-app';
import { watchDatabase } from './database-digest';

/**
 * Bad input never answers 5xx, on any route, today's or tomorrow's. Like the tenancy harness, this suite
 * enumerates every registered /api route and, starting from the route's valid call in route-fixtures.ts,
 * sends bad path parameters, queries and bodies: every value class that ever reached the database (impossible
 * dates, NUL characters, ids beyond the integer range, hex and non-numeric ids, empty and null bodies, huge
 * numbers and over-long texts), then values fast-check generates. Each answer must be below 500, in the error
 * format `{ message, errors? }`, and a refused request must leave every row of the database as it was.
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

// Every kind of value that once reached the database, and its neighbours.
const BAD_PATH_VALUES = [
  '0',
  '-1',
  'abc',
  '0x10',
  '1e3',
  '1.5',
  '%201',
  '99999999999',
  '2147483648',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '..',
  'x'.repeat(150),
];
const BAD_STRINGS = [
  'a\u0000b',
  '',
  '   ',
  'x'.repeat(10_001),
  '2024-02-30',
  '0000-01-01',
  '0x10',
  '99999999999',
  '-1',
  '1e20',
  'abc',
];
const BAD_NUMBERS = [-1, 1.5, 2_147_483_648, 1e20];
const BAD_OTHERS: unknown[] = [null, true, [], {}, ['a\u0000']];
const BAD_VALUES: unknown[] = [...BAD_STRINGS, ...BAD_NUMBERS, ...BAD_OTHERS];
/** Whole bodies, sent as raw JSON text. */
const BAD_RAW_BODIES = [
  'null',
  '[]',
  '"text"',
  '42',
  '{}',
  '{"a":',
  '{"__proto__":{"x":1}}',
  '{"x":"\\u0000"}',
];
/** Bodies nested deep enough to overflow any recursive walk (20 KB and 200 KB of brackets). */
const DEEP_BODIES = [10_000, 100_000].map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

type Request = {
  route: RouteInfo;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is, with content-type application/json. */
  raw?: string;
};

function cookieFor(route: RouteInfo): string | undefined {
  const fixture = routeFixtures[keyOf(route)];
  if (publicRoutes.has(keyOf(route))) return undefined;
  return callerOf(w, fixture).cookie;
}

function validParams(route: RouteInfo): Record<string, string> {
  const given = routeFixtures[keyOf(route)]?.params?.(w) ?? {};
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  return Object.fromEntries(names.map((n) => [n, String(given[n] ?? 'no-such-token')]));
}

function validBody(route: RouteInfo): Record<string, unknown> {
  const body = routeFixtures[keyOf(route)]?.body?.(w);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function urlOf(req: Request): string {
  const path = req.route.url.replace(/:(\w+)/g, (_, n: string) => {
    const value = req.params[n] ?? '';
    // Values with % are already encoded on purpose (NUL, broken escapes); others are encoded here.
    return value.includes('%') ? value : encodeURIComponent(value);
  });
  return req.query ? `${path}?${new URLSearchParams(req.query)}` : path;
}

async function send(req: Request): Promise<LightMyRequestResponse> {
  const cookie = cookieFor(req.route);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (req.raw !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method: req.route.method as 'POST',
    url: urlOf(req),
    headers,
    ...(req.raw !== undefined
      ? { payload: req.raw }
      : req.body === undefined
        ? {}
        : { payload: req.body as Record<string, unknown> }),
  });
  // A route that answers before its work (a reset link) has finished it before the next digest is taken.
  await t.app.afterAnswer.settled();
  return res;
}

/** What is wrong with an answer, or undefined: below 500, and errors in the product's format. */
function problemWith(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 100)}`;
  }
  const parsed = z
    .strictObject({
      message: z.string().min(1),
      errors: z.array(z.strictObject({ path: z.string(), message: z.string().min(1) })).optional(),
    })
    .safeParse(body);
  return parsed.success
    ? undefined
    : `answered ${res.statusCode} in another format: ${res.body.slice(0, 200)}`;
}

/** The requests built from the known bad values for one route. */
function enumeratedRequests(route: RouteInfo): Request[] {
  const params = validParams(route);
  const fixture = routeFixtures[keyOf(route)];
  const query = fixture?.query?.(w);
  const hasBody = route.schema.body !== undefined;
  const body = hasBody ? validBody(route) : undefined;
  const requests: Request[] = [];
  for (const name of Object.keys(params)) {
    for (const bad of BAD_PATH_VALUES) {
      requests.push({ route, params: { ...params, [name]: bad }, query, body });
    }
  }
  for (const name of fieldsOf(route.schema.querystring)) {
    for (const bad of BAD_STRINGS) requests.push({ route, params, query: { ...query, [name]: bad }, body });
  }
  if (hasBody) {
    for (const raw of BAD_RAW_BODIES) requests.push({ route, params, query, raw });
    requests.push({ route, params, query, body: undefined });
    const fields = new Set([...fieldsOf(route.schema.body), ...Object.keys(body ?? {})]);
    for (const name of fields) {
      for (const bad of BAD_VALUES) requests.push({ route, params, query, body: { ...body, [name]: bad } });
    }
  }
  return requests;
}

const isWrite = (route: RouteInfo) => route.method !== 'GET';

/** Sends the requests; a refused write is checked against a digest of the whole database. */
async function check(requests: Request[]): Promise<string[]> {
  const failures: string[] = [];
  const watch = watchDatabase(t.database.db);
  for (const req of requests) {
    const before = isWrite(req.route) ? await watch.digest() : undefined;
    const res = await send(req);
    const label = `${req.route.method} ${urlOf(req).slice(0, 120)} ${
      req.raw ?? JSON.stringify(req.body)?.slice(0, 120) ?? ''
    }`;
    const problem = problemWith(res);
    if (problem) failures.push(`${label}: ${problem}`);
    if (before !== undefined && res.statusCode >= 400) {
      const after = await watch.digest();
      if (after !== before) {
        // Name the tables whose count or newest row moved, so a failure says where to look.
        const was = new Set(before.split(';'));
        const moved = after.split(';').filter((part) => !was.has(part));
        failures.push(`${label}: answered ${res.statusCode} but changed the database (${moved.join(', ')})`);
      }
    }
  }
  return failures;
}

describe('bad input on every route', () => {
  it('knows the routes it fuzzes: every /api route is public or has a fixture', () => {
    const unknown = routes.map(keyOf).filter((k) => !publicRoutes.has(k) && !routeFixtures[k]);
    expect(unknown).toEqual([]);
  });

  it('answers known bad params, queries and bodies below 500, in the error format, writing nothing', async () => {
    const failures: string[] = [];
    for (const route of routes) failures.push(...(await check(enumeratedRequests(route))));
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a body nested too deeply on every route that takes one, before anything else reads it', async () => {
    const failures: string[] = [];
    // Fastify reads a body on every method but GET; the inbound-mail webhook is off in this app and answers 404
    // before reading one (inbound-mail.test.ts sends it a deep body with its secret).
    for (const route of routes.filter((r) => r.method !== 'GET' && keyOf(r) !== 'POST /api/inbound-mail')) {
      for (const raw of DEEP_BODIES) {
        const res = await send({ route, params: validParams(route), raw });
        if (res.statusCode !== 400 || res.json().message !== text('errors:nestedTooDeeply')) {
          failures.push(`${keyOf(route)} ${raw.length} bytes: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    // Signed out, before any session exists.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: DEEP_BODIES[0],
    });
    if (login.statusCode !== 400 || login.json().message !== text('errors:nestedTooDeeply')) {
      failures.push(`signed-out POST /api/login: ${login.statusCode} ${login.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers generated input below 500, in the error format, writing nothing', async () => {
    const jsonish = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(...BAD_VALUES),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const request = fc
      .record({
        route: fc.constantFrom(...routes),
        param: fc.option(fc.oneof(fc.constantFrom(...BAD_PATH_VALUES), fc.stringMatching(/^[\w.~-]{1,30}$/))),
        queryValue: fc.option(fc.string({ unit: 'binary', maxLength: 60 })),
        field: fc.option(fc.string({ maxLength: 3 })),
        value: jsonish,
      })
      .map(({ route, param, queryValue, field, value }): Request => {
        const params = validParams(route);
        const names = Object.keys(params);
        // A write without a body acts on its path alone (delete, send): there the path is always bad.
        const pathOnlyWrite = isWrite(route) && route.schema.body === undefined;
        const bad = param ?? (pathOnlyWrite ? 'abc' : null);
        if (bad !== null && names.length > 0) params[names[bad.length % names.length] as string] = bad;
        const queryFields = fieldsOf(route.schema.querystring);
        const query =
          queryValue !== null && queryFields.length > 0
            ? { [queryFields[queryValue.length % queryFields.length] as string]: queryValue }
            : undefined;
        if (route.schema.body === undefined) return { route, params, query };
        const bodyFields = [...fieldsOf(route.schema.body), 'extra'];
        const name = field === null ? undefined : bodyFields[field.length % bodyFields.length];
        return {
          route,
          params,
          query,
          body: name === undefined ? value : { ...validBody(route), [name]: value },
        };
      });
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const failures = await check([req]);
        expect(failures).toEqual([]);
      }),
      { numRuns: 400 },
    );
  }, 600_000);
});

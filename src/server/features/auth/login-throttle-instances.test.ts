import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startInstancesOnFreshPostgres } from '../../test/server-process';

/**
 * Two real server processes on one fresh PostgreSQL database: the sign-in throttle must hold across instances.
 * Needs a PostgreSQL server, so vitest.config.ts includes this file only in the PostgreSQL pass (TEST_DB=postgres);
 * when it is included it always runs (there is no skip).
 */
let servers: ServerProcess[] = [];
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ servers, stop } = await startInstancesOnFreshPostgres('buildline_throttle', 2));
}, 120_000);
afterAll(() => stop(), 60_000);

const post = (server: ServerProcess, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('sign-in throttle across two server processes on one PostgreSQL database', {
  timeout: 120_000,
}, () => {
  it('24 parallel wrong passwords split over both instances: exactly 5 answer 401 and 19 answer 429', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const credentials = { username: 'throttled', password: 'secret123' };
    const reg = await post(one, '/api/register', {
      ...credentials,
      email: 'throttled@example.com',
      companyName: 'Throttle Test',
    });
    expect(reg.status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        post(i % 2 === 0 ? one : two, '/api/login', { username: 'throttled', password: `wrong-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect({ 401: count(401), 429: count(429) }).toEqual({ 401: 5, 429: 19 });
    const blocked = answers.find((r) => r.status === 429)!;
    expect(await blocked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });

    // The right password is refused too, on either instance, until the window has passed.
    expect((await post(one, '/api/login', credentials)).status).toBe(429);
    expect((await post(two, '/api/login', credentials)).status).toBe(429);
  });
});

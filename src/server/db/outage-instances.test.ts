import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, post, registerCompany } from '../test/instance-api';
import { adminQuery, type ServerProcess, startInstancesOnFreshPostgres } from '../test/server-process';
import { openEventStream } from '../test/sse-client';

/**
 * A database outage as an operator or a failover makes one: the database refuses new connections and its
 * backends are terminated. Two real server processes on one fresh PostgreSQL database answer 503 with
 * Retry-After meanwhile (never 500), answer 200 again as soon as it is back, and the LISTEN connection comes back
 * within seconds and tells the open event streams to refetch. PostgreSQL only (see vitest.config.ts).
 */
let servers: ServerProcess[] = [];
let databaseName = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ servers, databaseName, stop } = await startInstancesOnFreshPostgres('buildline_outage', 2));
}, 120_000);
afterAll(async () => {
  // A test that failed halfway may have left the database closed; dropping does not need it open.
  await lift().catch(() => {});
  await stop();
}, 60_000);

async function beginOutage(): Promise<void> {
  await adminQuery(`alter database ${databaseName} allow_connections false`);
  await adminQuery(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
}

async function lift(): Promise<void> {
  await adminQuery(`alter database ${databaseName} allow_connections true`);
}

const get = (server: ServerProcess, path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });

/** Until `server`'s health check answers 200 (the database is back for it), at most `timeoutMs`. */
async function waitHealthyAgain(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(server, '/api/health');
    if (res.status === 200) return;
    if (Date.now() > deadline) throw new Error(`still ${res.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a database outage', { timeout: 60_000 }, () => {
  it('answers 503 with Retry-After on every instance while it lasts, and 200 once it is over', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const member = await registerCompany(one, 'outagea');
    const project = await newProject(one, member, 'Outage kitchen');
    await beginOutage();
    try {
      // Public and signed-in routes, reads and a write, on both instances: the signed-in ones fail already in
      // the session lookup (an onRequest hook), the health check in its own query.
      const answers = await Promise.all(
        [one, two].flatMap((server) => [
          get(server, '/api/health'),
          get(server, '/api/health', member.cookie),
          get(server, '/api/user', member.cookie),
          get(server, `/api/projects/${project.id}/chat`, member.cookie),
          post(server, `/api/projects/${project.id}/chat`, member.cookie, { content: 'During the outage' }),
        ]),
      );
      for (const res of answers) {
        expect({ url: res.url, status: res.status }).toEqual({ url: res.url, status: 503 });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(await answers[2]!.json()).toEqual({ message: 'Service temporarily unavailable' });
    } finally {
      await lift();
    }
    // Nothing restarts: the pools open new connections as the next requests come.
    await Promise.all([one, two].map((server) => waitHealthyAgain(server, 5_000)));
    for (const server of [one, two]) {
      expect((await get(server, '/api/user', member.cookie)).status).toBe(200);
      const res = await post(server, `/api/projects/${project.id}/chat`, member.cookie, { content: 'Back' });
      expect(res.status).toBe(201);
    }
  });

  it("tells another instance's open stream to refetch within seconds after it, and passes notices again", async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const member = await registerCompany(one, 'outageb');
    const project = await newProject(one, member, 'Live outage kitchen');
    const stream = await openEventStream(two.url, member.cookie);
    try {
      expect(stream.status).toBe(200);
      // Only what follows this outage counts: a resync still due from the previous test's must not pass for it.
      stream.events.splice(0);
      await beginOutage();
      let liftedAt: number;
      try {
        // Long enough for a slowly growing backoff to be waiting far past the end (1, 3, 7, 15 s would be).
        await new Promise((r) => setTimeout(r, 8_000));
      } finally {
        await lift();
        liftedAt = performance.now();
      }
      // The notices of the gap are lost: the stream is told to refetch everything once listening is back.
      await stream.waitFor((e) => e.type === 'resync', 4_000);
      expect(performance.now() - liftedAt).toBeLessThan(4_000);
      // A message after it reaches the stream. Should listening drop once more while the database settles, the
      // stream is told to refetch again (the notice of that gap is lost, as designed) and the next message counts.
      for (let attempt = 1; ; attempt++) {
        const seen = stream.events.length;
        const res = await post(one, `/api/projects/${project.id}/chat`, member.cookie, { content: 'After' });
        expect(res.status).toBe(201);
        const reached = await stream
          .waitFor((e) => e.type === 'chat' && e.projectId === project.id, 2_000)
          .then(() => true)
          .catch((error: unknown) => {
            const resyncedSince = stream.events.slice(seen).some((e) => e.type === 'resync');
            if (attempt < 3 && resyncedSince) return false;
            throw error;
          });
        if (reached) break;
      }
      expect(stream.events.findIndex((e) => e.type === 'resync')).toBeLessThan(
        stream.events.findIndex((e) => e.type === 'chat'),
      );
    } finally {
      stream.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedLoop, summarize } from './test/closed-loop-load';
import { freePort, type ServerProcess, startServer, waitHealthy } from './test/server-process';

/**
 * The embedded server past its capacity (http/admission.ts): 200 clients that ask again the moment they have an
 * answer. Without the admission line, 200 such clients on the demo company's dashboard summary wait 4 s at p99
 * (a few of them past 10 s on a cold start), since every request queues behind all the others.
 * bench/overload.ts runs the same load for a minute on a larger company, on both databases.
 */
const CLIENTS = 200;
/** The dashboard's summary: the heaviest read of a visit, asked on every sign-in. */
const ROUTE = '/api/dashboard/summary';

let server: ServerProcess;
let cookie = '';

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'overload-'));
  server = startServer({ DATA_DIR: dataDir }, await freePort());
  await waitHealthy(server);
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'demo1234' }),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
});

describe('overload of the embedded server', { timeout: 60_000 }, () => {
  it('answers 200 clients without a timeout: served in under 2 s, the rest refused with Retry-After', async () => {
    // The clients' connections are opened (and the server's code warmed) first, as browsers that are already
    // there; then the load that counts.
    const [, answers] = await closedLoop(
      { url: `${server.url}${ROUTE}`, cookie, clients: CLIENTS, timeoutMs: 10_000 },
      [2_000, 8_000],
    );
    const result = summarize(answers!);
    expect(result.unanswered, 'requests unanswered or cut').toBe(0);
    expect(result.other, 'answers other than 200 and 503').toBe(0);
    expect(result.served.count).toBeGreaterThan(100);
    // The goal is that nobody waits more than 2 s; p99 keeps a lone pause of a loaded test machine (a collection
    // of the garbage, another test's process) from failing it, and the maximum stays far from the 10 s that
    // counted as unanswered.
    expect(result.all.p99, 'p99 of all answers (ms)').toBeLessThan(2_000);
    expect(result.all.max, 'slowest answer (ms)').toBeLessThan(5_000);
    // Past capacity some are refused, each saying when to come back and that nothing was done.
    expect(result.refused.count).toBeGreaterThan(0);
    for (const answer of answers!.filter((a) => a.status === 503)) {
      expect(answer).toMatchObject({ retryAfter: '1', refused: 'busy' });
    }
  });
});

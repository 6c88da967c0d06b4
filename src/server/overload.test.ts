import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitHealthy } from './test/server-process';

/**
 * The embedded server past its capacity (http/admission.ts): 200 clients that ask again the moment they have an
 * answer. Without the admission queue, 200 such clients on the demo company's dashboard summary wait 4 s at p99
 * (a few of them past 10 s on a cold start), since every request queues behind all the others.
 */
const CLIENTS = 200;
/** The dashboard's summary: the heaviest read of a visit, asked on every sign-in. */
const ROUTE = '/api/dashboard/summary';
const WARM_UP_MS = 2_000;
const LOAD_MS = 8_000;
const TIMEOUT_MS = 10_000;

type Answer = { status: number | 'timeout' | 'error'; ms: number; retryAfter?: string; refused?: string };

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

/** One GET on a kept-alive connection of the agent; never rejects. */
function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const ms = () => performance.now() - started;
    const req = http.get(url, { agent, headers: { cookie }, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: ms(),
          retryAfter: res.headers['retry-after'],
          refused: res.headers['x-refused'] as string | undefined,
        }),
      );
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 'timeout', ms: ms() });
    });
    req.on('error', () => resolve({ status: 'error', ms: ms() }));
  });
}

/** CLIENTS clients asking one after another until the time is up; the answers of all of them. */
async function load(agent: http.Agent, durationMs: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) answers.push(await get(agent, `${server.url}${ROUTE}`));
    }),
  );
  return answers;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

describe('overload of the embedded server', { timeout: 60_000 }, () => {
  it('answers 200 clients without a timeout: served in under 2 s, the rest refused with Retry-After', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    try {
      // The clients' connections are opened (and the server's code warmed) first, as browsers that are already
      // there; then the load that counts.
      await load(agent, WARM_UP_MS);
      const answers = await load(agent, LOAD_MS);

      const failed = answers.filter((a) => a.status === 'timeout' || a.status === 'error');
      expect(failed, 'requests unanswered or cut').toEqual([]);
      const served = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 503);
      expect(served.length + refused.length, 'only 200 and 503 answers').toBe(answers.length);
      expect(served.length).toBeGreaterThan(100);
      const times = answers.map((a) => a.ms);
      // The goal is that nobody waits more than 2 s; p99 keeps a lone pause of a loaded test machine (a
      // collection of the garbage, another test's process) from failing it, and the maximum stays far from
      // the 10 s that counted as unanswered.
      expect(percentile(times, 0.99), 'p99 of all answers (ms)').toBeLessThan(2_000);
      expect(Math.max(...times), 'slowest answer (ms)').toBeLessThan(5_000);
      // Past capacity some are refused, each saying when to come back and that nothing was done.
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) expect(answer).toMatchObject({ retryAfter: '1', refused: 'busy' });
    } finally {
      agent.destroy();
    }
  });
});

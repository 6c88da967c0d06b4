import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-db';
import {
  admissionServer,
  BUSY_RETRY_AFTER_S,
  createAdmission,
  defaultAdmissionLimits,
  type Refusals,
} from './admission';

/** A clock the test moves by hand. */
function clock() {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

/** setImmediate's turn: the next one in line starts there. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('admission', () => {
  it('starts requests at once while fewer than maxActive run', () => {
    const time = clock();
    const admission = createAdmission({ maxActive: 2, maxWaitMs: 1_000, maxLoopAwayMs: 1_000 }, time.now);
    expect(typeof admission.enter()).toBe('function');
    expect(typeof admission.enter()).toBe('function');
    expect(admission.state).toMatchObject({ active: 2, waiting: 0 });
  });

  it('queues past maxActive and starts the longest waiting when one finishes', async () => {
    const time = clock();
    const admission = createAdmission({ maxActive: 1, maxWaitMs: 1_000, maxLoopAwayMs: 1_000 }, time.now);
    const first = admission.enter() as () => void;
    const order: string[] = [];
    const second = admission.enter() as Promise<() => void>;
    const third = admission.enter() as Promise<() => void>;
    void second.then(() => order.push('second'));
    void third.then(() => order.push('third'));
    expect(admission.state).toMatchObject({ active: 1, waiting: 2 });
    time.advance(20);
    first();
    const secondDone = await second;
    expect(order).toEqual(['second']);
    secondDone();
    await third;
    await nextTurn();
    expect(order).toEqual(['second', 'third']);
    expect(admission.state).toMatchObject({ active: 1, waiting: 0 });
  });

  it('refuses at once a request whose expected wait in line is above maxWaitMs', () => {
    const time = clock();
    const admission = createAdmission({ maxActive: 2, maxWaitMs: 100, maxLoopAwayMs: 1_000 }, time.now);
    // Teach it that a request takes 100 ms: then each place in line costs 50 ms of waiting.
    for (let i = 0; i < 60; i++) {
      const done = admission.enter() as () => void;
      time.advance(100);
      done();
    }
    expect(admission.state.serviceMs).toBeCloseTo(100, 0);
    admission.enter();
    admission.enter();
    expect(admission.enter()).toBeInstanceOf(Promise); // first in line: 50 ms
    expect(admission.enter()).toBeInstanceOf(Promise); // second: 100 ms
    expect(admission.enter()).toBeNull(); // third: 150 ms
    expect(admission.state).toMatchObject({ active: 2, waiting: 2 });
  });

  it('keeps in line, by default, a request that would wait less than half the time a refusal asks the browser to', () => {
    for (const kind of ['pglite', 'postgres'] as const) {
      const time = clock();
      const limits = defaultAdmissionLimits(kind);
      const admission = createAdmission(limits, time.now);
      // Requests of 100 ms: a place in line costs 100 ms ÷ maxActive.
      for (let i = 0; i < 60; i++) {
        const done = admission.enter() as () => void;
        time.advance(100);
        done();
      }
      for (let i = 0; i < limits.maxActive; i++) admission.enter();
      // Up to half the Retry-After's wait, a request waits in line: refused, it would wait longer before asking again.
      const places = Math.floor((BUSY_RETRY_AFTER_S * 500 * limits.maxActive) / 100) - 1;
      for (let i = 0; i < places; i++) expect(admission.enter()).toBeInstanceOf(Promise);
      expect(admission.state.waiting).toBe(places);
      // Past it, it is refused.
      expect(admission.enter()).toBeInstanceOf(Promise);
      expect(admission.enter()).toBeNull();
    }
  });

  it('counts the time the loop was away as time already waited', async () => {
    const time = clock();
    const admission = createAdmission({ maxActive: 4, maxWaitMs: 1_000, maxLoopAwayMs: 100 }, time.now);
    admission.watchLoop();
    try {
      // The loop's timer has not run for 150 ms (20 of them its own period): what is read now sat unread 130 ms.
      time.advance(150);
      expect(admission.loopAwayMs()).toBe(130);
      expect(admission.enter()).toBeNull();
      // Once the loop's timer runs again, nothing is late and requests start.
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(admission.loopAwayMs()).toBe(0);
      expect(typeof admission.enter()).toBe('function');
    } finally {
      admission.stop();
    }
  });

  it('counts its refusals by reason, with the longest wait behind each, until they are taken', () => {
    const time = clock();
    const admission = createAdmission({ maxActive: 1, maxWaitMs: 50, maxLoopAwayMs: 100 }, time.now);
    admission.enter(); // at work; a request takes 10 ms until it learns otherwise
    for (let i = 0; i < 5; i++) admission.enter(); // in line up to 50 ms
    expect(admission.takeRefusals()).toBeUndefined();
    expect(admission.enter()).toBeNull(); // 60 ms
    expect(admission.enter()).toBeNull(); // still 60 ms: the line did not grow
    admission.watchLoop();
    try {
      time.advance(170);
      expect(admission.enter()).toBeNull();
    } finally {
      admission.stop();
    }
    expect(admission.takeRefusals()).toEqual({
      inLine: 2,
      longestExpectedWaitMs: 60,
      loopAway: 1,
      longestLoopAwayMs: 150,
    });
    expect(admission.takeRefusals()).toBeUndefined();
  });

  it('counts a finished request once, however often it is reported', () => {
    const time = clock();
    const admission = createAdmission({ maxActive: 1, maxWaitMs: 1_000, maxLoopAwayMs: 1_000 }, time.now);
    const done = admission.enter() as () => void;
    done();
    done();
    expect(admission.state.active).toBe(0);
  });
});

describe('admission in front of the app', () => {
  it('reports its refusals a second after the first, together', async () => {
    const reports: Refusals[] = [];
    const held: http.ServerResponse[] = [];
    const server = admissionServer({ maxActive: 1, maxWaitMs: 0, maxLoopAwayMs: 1_000 }, (r) =>
      reports.push(r),
    )((_req, res) => {
      held.push(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      void fetch(`${base}/api/user`).catch(() => undefined); // holds the one place
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const statuses = await Promise.all([1, 2, 3].map(async () => (await fetch(`${base}/api/user`)).status));
      expect(statuses).toEqual([503, 503, 503]);
      expect(reports).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(reports).toEqual([{ inLine: 3, longestExpectedWaitMs: 10, loopAway: 0, longestLoopAwayMs: 0 }]);
    } finally {
      for (const res of held) res.end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses past its limits with 503, Retry-After and x-refused, and always admits the health probe', async () => {
    const database = await openTestDatabase();
    // One request at a time and no waiting: while one is at work, the next API request is refused.
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      admission: { maxActive: 1, maxWaitMs: 0, maxLoopAwayMs: 0 },
    });
    let held: net.Socket | undefined;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      // A sign-in whose body never finishes holds the one place. With no wait allowed, a loop that was late (a
      // busy machine) refuses it too: then it is sent again until it holds the place, seen by no answer to it.
      for (let tries = 0; !held; tries++) {
        if (tries === 20) throw new Error('the held sign-in was never admitted');
        const socket = net.connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        let answered = false;
        socket.on('data', () => {
          answered = true;
        });
        socket.write(
          'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (answered) socket.destroy();
        else held = socket;
      }

      const refused = await fetch(`${base}/api/user`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('x-refused')).toBe('busy');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.json()).toEqual({
        message: 'BuildLine is busy right now. Please try again in a moment.',
      });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      // An idle connection stays open as long as Fastify's own server keeps it (72 s), not Node's 5 s.
      const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
        const agent = new http.Agent({ keepAlive: true });
        http
          .get(`${base}/api/health`, { agent }, (res) => {
            res.resume();
            agent.destroy();
            resolve(res.headers['keep-alive'] as string | undefined);
          })
          .on('error', reject);
      });
      expect(keepAlive).toBe('timeout=72');
      // Pages are not counted.
      expect((await fetch(`${base}/auth`)).status).not.toBe(503);

      // Once the held request ends, its place is free again (as soon as the server has seen it go).
      held.destroy();
      let after = 503;
      for (let tries = 0; after === 503 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = (await fetch(`${base}/api/user`)).status;
      }
      expect(after).toBe(401);
    } finally {
      // A failed expectation leaves the held request open, and the server's close would wait for it.
      held?.destroy();
      await app.close();
      await database.close();
    }
  });
});

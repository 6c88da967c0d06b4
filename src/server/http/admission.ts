import http from 'node:http';
import { healthCalls } from '#domain/contracts/health';
import { liveEventCalls } from '#domain/contracts/live-events';
import { portalCalls } from '#domain/contracts/portal';
import { REFUSED_HEADER } from '#domain/contracts/refusal';
import { t } from '#domain/messages/i18n';
import { POOL_CONNECTIONS } from '../db/open';

/**
 * How many API requests one instance works on at once, and how long a request may be expected to wait. Past that
 * the server answers at once with 503 and Retry-After instead of queueing (decision 0253).
 */
export type AdmissionLimits = {
  /** Requests worked on at once; the others wait in arrival order. */
  maxActive: number;
  /** The longest a request may be expected to wait in line before its work starts; one that would wait longer is refused. */
  maxWaitMs: number;
  /**
   * The longest the loop may have been away (what a request read now waited unread); past it, what is read is
   * refused. It bounds how long the loop stays away: refusals are cheap, so a loop that fell behind catches up
   * within a turn, and a browser opening a new connection (which takes two turns) is answered soon.
   */
  maxLoopAwayMs: number;
};

/** Seconds a refused browser waits before asking again: a request refused now is likely served a second later. */
export const BUSY_RETRY_AFTER_S = 1;

/**
 * The embedded database has one connection (to its own thread, decision 0258): a few requests in flight keep it
 * busy, more only queue. On PostgreSQL, one request per connection of the pool: more would wait
 * for a connection inside the pool, where no limit on the wait applies.
 * A request is kept in line while its expected wait is below half the Retry-After a refusal would give
 * (decision 0289): refused, its browser would wait the whole of it and more before asking again. Not the whole:
 * under a storm of refusals the estimate falls short, and the waits served reached twice the limit.
 */
export function defaultAdmissionLimits(kind: 'pglite' | 'postgres'): AdmissionLimits {
  return {
    maxActive: kind === 'pglite' ? 4 : POOL_CONNECTIONS,
    maxWaitMs: (BUSY_RETRY_AFTER_S * 1000) / 2,
    maxLoopAwayMs: 250,
  };
}

/** How long an idle keep-alive connection stays open: Fastify's default, which its `serverFactory` bypasses. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** How often the loop's turns are noted; also the smallest loop delay that can be seen. */
const TICK_MS = 20;

/** Why requests were refused: how many, and the longest wait behind them. */
export type Refusals = {
  /** Their expected wait in line was above `maxWaitMs`. */
  inLine: number;
  longestExpectedWaitMs: number;
  /** The loop had been away longer than `maxLoopAwayMs` when they were read. */
  loopAway: number;
  longestLoopAwayMs: number;
};

export const emptyRefusals = (): Refusals => ({
  inLine: 0,
  longestExpectedWaitMs: 0,
  loopAway: 0,
  longestLoopAwayMs: 0,
});

/** How often refusals are reported: one log line per second of refusing at most, not one per refusal. */
const REFUSALS_REPORT_MS = 1_000;

/**
 * A request waits in two places before its work starts:
 *  - unread, in the system's socket buffer, while the event loop was busy with other requests (the embedded
 *    database works on this thread). How long the loop has been away is known from a timer that notes each of its
 *    turns: when the timer is late by 300 ms, requests read now arrived up to 300 ms ago.
 *  - in line here, behind `maxActive` requests at work: its place in line × the recent time a request takes ÷
 *    `maxActive` (Little's law).
 * When the loop has been away longer than `maxLoopAwayMs`, or the expected wait in line is longer than `maxWaitMs`,
 * the request is refused at once, before any work (no session lookup, no body parsing). Refusing early keeps every
 * answer prompt under overload: served requests wait about `maxWaitMs` at most, and refused ones learn within
 * moments that they should come back, instead of all of them queueing until they time out. Refusals are cheap, so
 * a loop that fell behind catches up at once.
 */
export function createAdmission(
  limits: AdmissionLimits,
  now: () => number = performance.now.bind(performance),
) {
  let active = 0;
  const waiting: Array<() => void> = [];
  /** Moving average of a request's time from its start to its answer, in ms (the first guess: 10 ms). */
  let serviceMs = 10;
  /** When the loop last ran its timers; undefined while nobody watches (tests drive `loopAwayMs` themselves). */
  let lastTurn: number | undefined;
  let ticker: NodeJS.Timeout | undefined;
  /** Refusals since `takeRefusals` was last asked, by reason, with the longest wait that caused each. */
  let refusals = emptyRefusals();

  const finish = (startedAt: number) => {
    serviceMs = serviceMs * 0.9 + (now() - startedAt) * 0.1;
    const next = waiting.shift();
    // The next one starts after the loop has looked at its sockets: started at once, one request after another
    // would run as one chain of promise callbacks that keeps the loop from reading new requests at all.
    if (next) setImmediate(next);
    else active--;
  };

  const start = () => {
    const startedAt = now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      finish(startedAt);
    };
  };

  return {
    /** Notes the loop's turns from now on (the server listens): until then, nothing waits unread. */
    watchLoop() {
      lastTurn = now();
      ticker = setInterval(() => {
        lastTurn = now();
      }, TICK_MS);
      ticker.unref();
    },
    stop() {
      clearInterval(ticker);
      lastTurn = undefined;
    },
    /** How long the loop has been away from its timers beyond their period: what a request read now waited unread. */
    loopAwayMs(): number {
      return lastTurn === undefined ? 0 : Math.max(0, now() - lastTurn - TICK_MS);
    },
    /**
     * A `done` function when the request may start now (call it once its answer is sent), a promise of one when
     * it waits in line, or null when it is refused.
     */
    enter(): Promise<() => void> | (() => void) | null {
      const awayMs = this.loopAwayMs();
      if (awayMs > limits.maxLoopAwayMs) {
        refusals.loopAway++;
        refusals.longestLoopAwayMs = Math.max(refusals.longestLoopAwayMs, Math.round(awayMs));
        return null;
      }
      if (active < limits.maxActive) {
        active++;
        return start();
      }
      const expectedWaitMs = ((waiting.length + 1) * serviceMs) / limits.maxActive;
      if (expectedWaitMs > limits.maxWaitMs) {
        refusals.inLine++;
        refusals.longestExpectedWaitMs = Math.max(refusals.longestExpectedWaitMs, Math.round(expectedWaitMs));
        return null;
      }
      return new Promise((resolve) => waiting.push(() => resolve(start())));
    },
    /** The refusals since the last call, or undefined when there were none; counting starts again. */
    takeRefusals(): Refusals | undefined {
      if (refusals.inLine + refusals.loopAway === 0) return undefined;
      const taken = refusals;
      refusals = emptyRefusals();
      return taken;
    },
    /** For tests: requests running and waiting now, and the time a request takes. */
    get state() {
      return { active, waiting: waiting.length, serviceMs };
    },
  };
}

/**
 * Never refused as overload: the health probe must say how the server is, busy or not, and the event stream stays
 * open for hours, so it would hold its place for as long (the staff's and the portal's).
 */
const ALWAYS_ADMITTED = new Set<string>([
  healthCalls.check.path,
  liveEventCalls.stream.path,
  portalCalls.events.path,
]);

/** Only API calls are counted: pages and the build's files come from memory and disk, not the database. */
function counted(url: string | undefined): boolean {
  if (!url?.startsWith('/api/')) return false;
  const end = url.indexOf('?');
  return !ALWAYS_ADMITTED.has(end === -1 ? url : url.slice(0, end));
}

const REFUSAL_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'retry-after': String(BUSY_RETRY_AFTER_S),
  [REFUSED_HEADER]: 'busy',
};

/**
 * The HTTP server of the app with the line in front of Fastify (its `serverFactory`): a request is admitted or
 * refused before Fastify sees it, so a refusal costs a few header lines and no routing, hooks or logging. Under
 * overload most answers are refusals, and their cost is what decides how soon each one is given. The line
 * starts watching the loop once the server listens.
 */
export function admissionServer(limits: AdmissionLimits, onRefused: (refusals: Refusals) => void) {
  const admission = createAdmission(limits);
  let report: NodeJS.Timeout | undefined;
  const reportRefusals = () => {
    report = undefined;
    const refusals = admission.takeRefusals();
    if (refusals) onRefused(refusals);
  };
  return (handler: http.RequestListener): http.Server => {
    const server = http.createServer((req, res) => {
      if (!counted(req.url)) return handler(req, res);
      const admitted = (done: (() => void) | null) => {
        if (!done) {
          res.writeHead(503, REFUSAL_HEADERS).end(JSON.stringify({ message: t('errors:busy') }));
          report ??= setTimeout(reportRefusals, REFUSALS_REPORT_MS).unref();
          return;
        }
        if (req.socket.destroyed) {
          // The caller went away while it waited: its turn passes to the next one.
          done();
          return;
        }
        // 'close' comes once the answer is sent or the caller went away, whichever the route ends with.
        res.once('close', done);
        handler(req, res);
      };
      const entered = admission.enter();
      if (entered instanceof Promise) void entered.then(admitted);
      else admitted(entered);
    });
    // Fastify's own server keeps an idle connection open 72 s; a server from a factory gets Node's 5 s instead.
    // Closed while a client sends its next request on it, the connection fails that request (ECONNRESET), and a
    // load balancer that keeps connections longer answers 502: so the factory keeps Fastify's value.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.once('listening', () => admission.watchLoop());
    server.once('close', () => {
      admission.stop();
      clearTimeout(report);
      reportRefusals();
    });
    return server;
  };
}

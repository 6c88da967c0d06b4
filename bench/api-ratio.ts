/**
 * The API against its own stack: the app (the production build, `node dist/server/main.js`) and a bare
 * Fastify 5 + pg server (bench/baseline-server.mjs) running the same statements, on one PostgreSQL database
 * with 5,000 projects, 20,000 customers, 50,000 tasks and 20,000 invoices. Both run as their own processes and
 * are loaded alternately with autocannon (10 connections, the pool of each); the figure that counts is app ÷ baseline requests per
 * second, median of the rounds. Process CPU per request of each server is printed beside it.
 *
 * The statements are captured from the app itself: one warm call of each route, in process, with pg's
 * Client.query recorded (the session lookup included), so the baseline runs what the app runs, no more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { POOL_CONNECTIONS } from '#server/db/open';
import { projects } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { generateBudget } from './budget-generate';
import { FULL_SCALE, freshDatabase, generateCompany, median, signedInApp } from './generate';
import { APP_SERVER, type Server, startServer, stopServer } from './servers';

export type RatioRow = {
  route: string;
  /** The least app ÷ baseline the route should reach. */
  goal: number;
  ratio: number;
  appRps: number;
  baseRps: number;
  appCpuUs: number;
  baseCpuUs: number;
};

export type Statement = { text: string; values?: unknown[]; name?: string };
type Probe = { label: string; url: string; goal: number };

const ROUNDS = 3;
const SECONDS = 5;
/**
 * As many callers as both servers have database connections (10): each has all it can work on at once. More would
 * only wait in line, and the app refuses a caller whose wait would pass 250 ms with 503 (decision 0253), which
 * 50 callers without pause reach at this rate.
 */
const CONNECTIONS = POOL_CONNECTIONS;

/** Runs every statement the app sends through pg while `capturing` is on. */
export function recordStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let captured: Statement[] | undefined;
  proto.query = function (this: unknown, config: unknown, values?: unknown, ...rest: unknown[]) {
    if (captured) {
      const c = (typeof config === 'string' ? { text: config } : config) as Statement;
      captured.push({
        text: c.text,
        name: c.name,
        values: (Array.isArray(values) ? values : c.values) ?? [],
      });
    }
    return original.call(this, config, values, ...rest);
  };
  return {
    async during(call: () => Promise<void>): Promise<Statement[]> {
      captured = [];
      try {
        await call();
        return captured;
      } finally {
        captured = undefined;
      }
    },
    restore: () => {
      proto.query = original;
    },
  };
}

/**
 * The statements the app sends to the database for one warm call of each of `urls` (GET, signed in as
 * `username`), in process: what the baseline server runs for the same route. The session stays valid for the
 * app's own process on the same database.
 */
export async function captureStatements(
  db: Db,
  username: string,
  urls: string[],
): Promise<{ cookie: string; statements: Statement[][] }> {
  const { app, cookie } = await signedInApp(db, username);
  const recorder = recordStatements();
  try {
    const captured: Statement[][] = [];
    for (const url of urls) {
      const call = async () => {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      };
      await call(); // warm: caches the app keeps between calls are filled as they would be under load
      captured.push(await recorder.during(call));
    }
    return { cookie, statements: captured };
  } finally {
    recorder.restore();
    await app.close();
  }
}

/** Requests per second and server CPU per request (µs) of one autocannon run. */
async function load(server: Server, url: string, cookie: string): Promise<{ rps: number; cpuUs: number }> {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: `${server.base}${url}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie },
  });
  const cpuMs = server.cpuMs() - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${server.name} ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, cpuUs: (cpuMs * 1000) / result.requests.total };
}

export async function measureApiRatios(log: (line: string) => void = console.log): Promise<RatioRow[]> {
  const { database, url: databaseUrl, drop } = await freshDatabase('postgres');
  const servers: Server[] = [];
  const routesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ratio-')), 'routes.json');
  try {
    log('generating 5,000 projects, 20,000 customers, 50,000 tasks, 20,000 invoices...');
    const { companyId, username } = await generateCompany(database.db, FULL_SCALE);
    const [first, second] = await database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.companyId, companyId))
      .orderBy(asc(projects.id))
      .limit(2);
    // 200 items: 5 areas, 20 rooms, 175 products.
    await generateBudget(database.db, companyId, second!.id, { areas: 5, rooms: 20, products: 175 });
    const probes: Probe[] = [
      // The routes that do real work should lose at most 15 %; the lightest, whose own work is two short
      // statements, at most 20 % (what every request pays weighs most there).
      { label: 'GET /api/projects?limit=50', url: '/api/projects?limit=50', goal: 0.85 },
      { label: 'GET /api/projects/{id}', url: `/api/projects/${first!.id}`, goal: 0.8 },
      { label: 'GET /api/dashboard/summary', url: '/api/dashboard/summary', goal: 0.85 },
      {
        label: 'GET /api/projects/{id}/budget (200 items)',
        url: `/api/projects/${second!.id}/budget`,
        goal: 0.85,
      },
    ];

    // Capture what the app sends to the database for one warm call of each route.
    const { cookie, statements } = await captureStatements(
      database.db,
      username,
      probes.map((p) => p.url),
    );
    const baselineRoutes = statements.map((s, i) => ({ path: `/r${i}`, statements: s }));
    fs.writeFileSync(routesFile, JSON.stringify(baselineRoutes));
    for (const [i, r] of baselineRoutes.entries())
      log(`${probes[i]!.label}: ${r.statements.length} statements`);

    const url = databaseUrl!;
    const app = await startServer('app', 'node', APP_SERVER, {
      DATABASE_URL: url,
      PASSWORD_HASH_COST: '10',
    });
    servers.push(app);
    const base = await startServer('baseline', 'node', [
      'bench/baseline-server.mjs',
      routesFile,
      '{port}',
      url,
    ]);
    servers.push(base);

    const samples = probes.map(() => ({
      app: [] as { rps: number; cpuUs: number }[],
      base: [] as { rps: number; cpuUs: number }[],
    }));
    for (const [i, probe] of probes.entries()) {
      // Warm-up of both: JIT, connection pools, PostgreSQL's caches.
      await autocannon({
        url: `${app.base}${probe.url}`,
        connections: CONNECTIONS,
        duration: 2,
        headers: { cookie },
      });
      await autocannon({ url: `${base.base}/r${i}`, connections: CONNECTIONS, duration: 2 });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, probe] of probes.entries()) {
        // Alternate which goes first, so neither always meets a warmer or cooler machine.
        const order = round % 2 === 0 ? (['app', 'base'] as const) : (['base', 'app'] as const);
        for (const who of order) {
          const s = who === 'app' ? await load(app, probe.url, cookie) : await load(base, `/r${i}`, cookie);
          samples[i]![who].push(s);
        }
        const last = samples[i]!;
        log(
          `round ${round + 1} ${probe.label}: app ${last.app.at(-1)!.rps.toFixed(0)} req/s, baseline ${last.base.at(-1)!.rps.toFixed(0)} req/s`,
        );
      }
    }
    return probes.map((probe, i) => {
      const s = samples[i]!;
      return {
        route: probe.label,
        goal: probe.goal,
        ratio: median(s.app.map((a, k) => a.rps / s.base[k]!.rps)),
        appRps: median(s.app.map((a) => a.rps)),
        baseRps: median(s.base.map((b) => b.rps)),
        appCpuUs: median(s.app.map((a) => a.cpuUs)),
        baseCpuUs: median(s.base.map((b) => b.cpuUs)),
      };
    });
  } finally {
    for (const s of servers) await stopServer(s);
    await drop();
  }
}

export function ratioTable(rows: RatioRow[]): string[] {
  return [
    '| route | app req/s | baseline req/s | app ÷ baseline | goal | app CPU/request | baseline CPU/request |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${r.appRps.toFixed(0)} | ${r.baseRps.toFixed(0)} | **${r.ratio.toFixed(2)}** | ≥ ${r.goal} ${r.ratio >= r.goal ? '(met)' : '(not met)'} | ${r.appCpuUs.toFixed(0)} µs | ${r.baseCpuUs.toFixed(0)} µs |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureApiRatios();
  console.log(ratioTable(rows).join('\n'));
}

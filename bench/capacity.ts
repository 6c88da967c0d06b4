/**
 * Capacity: how many concurrently active contractors ONE server process serves on this machine with p95 under
 * 250 ms and no errors, on PostgreSQL and embedded (PGlite). Goals: 3,000 on PostgreSQL, 1,000 embedded.
 *
 * The users are those of many contractors on the instance (decision 0285): nine in ten work for a contractor of
 * the usual size (ten people, 100 projects), one in ten for one contractor at full scale (5,000 projects).
 * CAPACITY_MIX=one puts every user in the one full-scale company instead, the worst case for one company.
 *
 * Each simulated user is a real team member with its own session (bench/capacity-workload.ts): it visits the
 * dashboard, the projects list, its project, the budget, the calendar and the chats, thinking 3-10 s between
 * visits, and writes (task status, chat message, budget quantity, expense) on its own project. Users are added in
 * steps (50, 100, 250, 500, 750, 1,000, 1,500, 2,000, 3,000, ...); each step signs its new users in over the ramp, warms up,
 * then measures every call's latency, the errors (non-2xx, 10 s timeouts, connection errors) and the server
 * process's CPU. The run stops after the first step over 250 ms p95 or with errors.
 *
 *   npx tsx bench/capacity.ts [postgres|embedded]     both by default; writes bench/reports/capacity.md
 *   npm run bench -- capacity                         the same, as a part of the benchmarks (not in the default run)
 *
 * About 1.5 minutes per step (20 s ramp, 15 s warm-up, 45 s measured) plus a minute of data per database: 15-25
 * minutes for both. CAPACITY_STEPS=100,200 and CAPACITY_MEASURE_S=10 make a quick check.
 * Needs `npm run build` (dist/) and, for PostgreSQL, BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { setMaxListeners } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { emptyRefusals, type Refusals } from '#server/http/admission';
import { capacityData, type Mix } from './capacity-data';
import { newTally, SimulatedUser } from './capacity-workload';
import { median, percentile } from './generate';
import { type StatementCost, statementStats, type TableScans } from './pg-statements';
import { APP_SERVER, postgresCpuSince, startServer, stopServer } from './servers';

export type Kind = 'postgres' | 'embedded';
export type Step = {
  users: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  errorKinds: string;
  /** The refusals the server logged in the window, by reason (a 503 of the admission line is one of the errors). */
  refusals: Refusals;
  serverCpu: number;
  /** PostgreSQL's processes (on PostgreSQL only: embedded, the database is a thread of the server). */
  databaseCpu: number | undefined;
  generatorCpu: number;
  load: number;
  /** The routes that took the most of the measured time (count × mean), slowest first. */
  heaviest: { route: string; calls: number; p50: number; p95: number }[];
  /** PostgreSQL's costliest statements in the window, when it loads pg_stat_statements (bench/pg-statements.ts). */
  statements: StatementCost[] | undefined;
  /** The tables PostgreSQL read whole in the window, most rows first (on PostgreSQL only). */
  tableScans: TableScans[] | undefined;
};
export type Curve = {
  kind: Kind;
  mix: Mix;
  steps: Step[];
  capacity: number;
  goal: number;
  /** Whether PostgreSQL ran autovacuum (on PostgreSQL only). */
  autovacuum?: boolean;
};

const P95_LIMIT_MS = 250;
const GOALS: Record<Kind, number> = { postgres: 3_000, embedded: 1_000 };
const env = process.env;
const STEPS = (env.CAPACITY_STEPS ?? '50,100,250,500,750,1000,1500,2000,3000,4000,5000')
  .split(',')
  .map(Number);
const RAMP_S = Number(env.CAPACITY_RAMP_S ?? 20);
const WARMUP_S = Number(env.CAPACITY_WARMUP_S ?? 15);
const MEASURE_S = Number(env.CAPACITY_MEASURE_S ?? 45);
/** Whose users: many contractors on the instance (the default), or every user in one full-scale company. */
const MIX: Mix = env.CAPACITY_MIX === 'one' ? 'one' : 'many';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureCapacity(kind: Kind, log: (line: string) => void = console.log): Promise<Curve> {
  env.BENCH_DATABASE_URL ??= env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const most = Math.max(...STEPS);
  log(
    `capacity ${kind}: generating the companies of ${most} users (${MIX === 'one' ? 'one company' : 'many contractors'})...`,
  );
  const data = await capacityData(kind, most, MIX);
  const tally = newTally();
  // The server logs its refusals once a second, with their reasons (http/admission.ts): summed over each step.
  let refusals = emptyRefusals();
  const server = await startServer(
    `capacity-${kind}`,
    'node',
    APP_SERVER,
    {
      ...data.env,
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
      // Each simulated user comes from an address of its own, told by X-Forwarded-For (capacity-workload.ts).
      TRUST_PROXY: 'true',
    },
    (line) => {
      const r = line.includes('"refusals"')
        ? (JSON.parse(line) as { refusals?: Refusals }).refusals
        : undefined;
      if (r && tally.recording) refusals = addRefusals(refusals, r);
    },
  );
  const stats = data.env.DATABASE_URL ? await statementStats(data.env.DATABASE_URL) : undefined;
  if (stats && !stats.autovacuum)
    log(
      '  autovacuum is off on this PostgreSQL: the figures are not those of a production server (see the README)',
    );
  const stop = new AbortController();
  setMaxListeners(0, stop.signal); // every user waits on it
  const running: Promise<void>[] = [];
  const steps: Step[] = [];
  try {
    for (const target of STEPS) {
      // The new users sign in spread over the ramp, then start their visits; the earlier ones keep going.
      const from = running.length;
      const gap = (RAMP_S * 1000) / Math.max(1, target - from);
      let signInFailures = 0;
      for (let i = from; i < target; i++) {
        const user = new SimulatedUser(new URL(server.base), data.users[i]!, tally, i);
        running.push(
          (async () => {
            if (await user.signIn()) await user.run(stop.signal);
            else signInFailures++;
          })(),
        );
        await sleep(gap);
      }
      await sleep(WARMUP_S * 1000);
      tally.latencies = [];
      tally.byCall.clear();
      tally.errors = 0;
      tally.errorKinds.clear();
      tally.recording = true;
      refusals = emptyRefusals();
      const cpu0 = server.cpuMs();
      const databaseCpuMs = kind === 'postgres' ? postgresCpuSince() : undefined;
      const gen0 = process.cpuUsage();
      await stats?.reset();
      await sleep(MEASURE_S * 1000);
      tally.recording = false;
      const serverCpu = ((server.cpuMs() - cpu0) / (MEASURE_S * 1000)) * 100;
      const databaseCpu = databaseCpuMs && (databaseCpuMs() / (MEASURE_S * 1000)) * 100;
      const gen = process.cpuUsage(gen0);
      const lat = tally.latencies;
      const step: Step = {
        users: target,
        requests: lat.length,
        rps: lat.length / MEASURE_S,
        p50: lat.length ? median(lat) : 0,
        p95: lat.length ? percentile(lat, 0.95) : 0,
        errors: tally.errors + signInFailures,
        refusals,
        errorKinds:
          [...tally.errorKinds].map(([k, n]) => `${k} ×${n}`).join(', ') +
          (signInFailures ? ` sign-in failures ×${signInFailures}` : ''),
        serverCpu,
        databaseCpu,
        generatorCpu: ((gen.user + gen.system) / 1000 / (MEASURE_S * 1000)) * 100,
        load: os.loadavg()[0]!,
        heaviest: [...tally.byCall]
          .map(([route, ms]) => ({ route, ms, total: ms.reduce((a, b) => a + b, 0) }))
          .sort((a, b) => b.total - a.total)
          .slice(0, 6)
          .map(({ route, ms }) => ({ route, calls: ms.length, p50: median(ms), p95: percentile(ms, 0.95) })),
        statements: await stats?.top(8),
        tableScans: await stats?.tableScans(5),
      };
      steps.push(step);
      log(
        `  ${kind} ${target} users: ${step.rps.toFixed(0)} req/s, p50 ${step.p50.toFixed(1)} ms, p95 ${step.p95.toFixed(1)} ms, ` +
          `${step.errors} errors, server CPU ${step.serverCpu.toFixed(0)}%, ${step.databaseCpu === undefined ? '' : `database CPU ${step.databaseCpu.toFixed(0)}%, `}generator CPU ${step.generatorCpu.toFixed(0)}%, load ${step.load.toFixed(2)}` +
          (step.errorKinds ? ` (${step.errorKinds})` : ''),
      );
      if (refusals.inLine + refusals.loopAway > 0) log(`    ${refusalsText(refusals)}`);
      for (const h of step.heaviest)
        log(`    ${h.route}: ${h.calls} calls, p50 ${h.p50.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms`);
      for (const q of step.statements ?? [])
        log(`    db ${q.calls} × ${statementMs(q)}: ${q.query.slice(0, 160)}`);
      for (const t of step.tableScans ?? [])
        log(`    read whole: ${t.table}, ${t.scans} scans, ${t.rows} rows`);
      if (step.p95 > P95_LIMIT_MS || step.errors > 0) break;
    }
  } finally {
    stop.abort();
    await Promise.allSettled(running);
    await stopServer(server);
    await stats?.close();
    await data.drop();
  }
  const passed = steps.filter((s) => s.p95 <= P95_LIMIT_MS && s.errors === 0);
  return {
    kind,
    mix: MIX,
    steps,
    capacity: passed.at(-1)?.users ?? 0,
    goal: GOALS[kind],
    autovacuum: stats?.autovacuum,
  };
}

const addRefusals = (a: Refusals, b: Refusals): Refusals => ({
  inLine: a.inLine + b.inLine,
  longestExpectedWaitMs: Math.max(a.longestExpectedWaitMs, b.longestExpectedWaitMs),
  loopAway: a.loopAway + b.loopAway,
  longestLoopAwayMs: Math.max(a.longestLoopAwayMs, b.longestLoopAwayMs),
});

/** Why the server refused, as the report and the log say it. */
function refusalsText(r: Refusals): string {
  return (
    `refused by the server: ${r.inLine} in line (expected wait up to ${r.longestExpectedWaitMs} ms), ` +
    `${r.loopAway} read after the event loop was away (up to ${r.longestLoopAwayMs} ms)`
  );
}

/** A statement's time per call, running (and planning, when counted), in ms. */
function statementMs(q: StatementCost): string {
  const per = (ms: number) => (ms / Math.max(1, q.calls)).toFixed(3);
  return q.planMs > 0 ? `${per(q.execMs)} ms run + ${per(q.planMs)} ms planned` : `${per(q.execMs)} ms`;
}

/** The report's tables of the costliest statements of a step and of the tables read whole (PostgreSQL only). */
function statementLines(curve: Curve, step: Step): string[] {
  if (curve.kind !== 'postgres') return [];
  const statements = step.statements
    ? [
        `The database's costliest statements at ${step.users} users (pg_stat_statements, over the measured window):`,
        '',
        '| calls | time per call | total | statement |',
        '|---|---|---|---|',
        ...step.statements.map(
          (q) =>
            `| ${q.calls} | ${statementMs(q)} | ${((q.execMs + q.planMs) / 1000).toFixed(2)} s | \`${q.query.slice(0, 200).replaceAll('|', '\\|')}${q.query.length > 200 ? '…' : ''}\` |`,
        ),
        '',
      ]
    : [
        'PostgreSQL did not load pg_stat_statements, so its time per statement was not read (see the README).',
        '',
      ];
  const scans = step.tableScans?.length
    ? [
        `The tables read whole at ${step.users} users (sequential scans, pg_stat_user_tables):`,
        '',
        '| table | scans | rows read |',
        '|---|---|---|',
        ...step.tableScans.map((t) => `| ${t.table} | ${t.scans} | ${t.rows} |`),
        '',
      ]
    : [];
  return [...statements, ...scans];
}

const names: Record<Kind, string> = { postgres: 'PostgreSQL', embedded: 'Embedded (PGlite)' };

/** The report's section for one database: the curve, the capacity found and the goal. */
export function curveLines(curve: Curve): string[] {
  const last = curve.steps.at(-1);
  const stoppedEarly = last && (last.p95 > P95_LIMIT_MS || last.errors > 0);
  return [
    `## ${names[curve.kind]}${curve.mix === 'one' ? ', every user in one full-scale company' : ''}`,
    '',
    '| users | req/s | p50 | p95 | errors | server CPU (% of one core) | database CPU | generator CPU | load (1 min) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...curve.steps.map(
      (s) =>
        `| ${s.users} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ${s.errors}${s.errorKinds ? ` (${s.errorKinds})` : ''} | ${s.serverCpu.toFixed(0)}% | ${s.databaseCpu === undefined ? 'in the server' : `${s.databaseCpu.toFixed(0)}%`} | ${s.generatorCpu.toFixed(0)}% | ${s.load.toFixed(2)} |`,
    ),
    '',
    ...curve.steps
      .filter((s) => s.refusals.inLine + s.refusals.loopAway > 0)
      .flatMap((s) => [`At ${s.users} users, ${refusalsText(s.refusals)}.`, '']),
    ...(last
      ? [
          `Where the time went at ${last.users} users (the routes with the most calls × latency):`,
          '',
          '| route | calls | p50 | p95 |',
          '|---|---|---|---|',
          ...last.heaviest.map(
            (h) => `| \`${h.route}\` | ${h.calls} | ${h.p50.toFixed(1)} ms | ${h.p95.toFixed(1)} ms |`,
          ),
          '',
          ...statementLines(curve, last),
        ]
      : []),
    `Capacity: **${curve.capacity} users**${stoppedEarly ? '' : ' (the last step passed: the limit is higher)'}; goal ≥ ${curve.goal}: ${curve.capacity >= curve.goal ? 'met' : '**not met**'}.`,
    '',
  ];
}

export function capacityReport(curves: Curve[], loadBefore: number): string {
  return [
    '# Capacity: concurrently active users on one server process',
    '',
    `\`npx tsx bench/capacity.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores`,
    `(${os.cpus()[0]?.model.trim()}), 1-minute load average ${loadBefore.toFixed(2)} before and ${os.loadavg()[0]!.toFixed(2)} after.`,
    `Steps of ${RAMP_S} s ramp (new users sign in), ${WARMUP_S} s warm-up and ${MEASURE_S} s measured.`,
    ...curves
      .filter((c) => c.autovacuum !== undefined)
      .map(
        (c) =>
          `PostgreSQL's autovacuum: ${c.autovacuum ? 'on' : 'off: the tables keep the statistics of when they were generated, and their dead rows (decision 0287)'}.`,
      ),
    '',
    ...(curves.some((c) => c.mix === 'many')
      ? [
          'Whose users (decision 0285): those of many contractors on one instance. Nine users in ten work for a',
          'contractor of the usual size (a team of ten; 100 projects, 400 customers, 1,000 tasks, 400 invoices), one in',
          'ten for one contractor at full scale (5,000 projects, 20,000 customers, 50,000 tasks, 20,000 invoices).',
          '',
        ]
      : []),
    'How to read it: each user is a signed-in team member visiting a screen every 3-10 s (one visit in six a',
    'write), so N users send about N ÷ 6.5 visits, 2-3 calls each, per second. p50 and p95 are over every call of',
    'the measured window; errors are non-2xx answers, 10 s timeouts and connection errors. Server CPU is the',
    "server process only; database CPU is PostgreSQL's processes (embedded, the database is a thread of the server",
    'process and counted in its CPU); 200% is both cores. The capacity is the largest step with p95 ≤ 250 ms and',
    'no errors. The load generator runs on the same 2 cores (its CPU is shown), so the figures are a floor for a',
    'server with the machine to itself.',
    '',
    ...curves.flatMap(curveLines),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const wanted = process.argv.slice(2).filter((a): a is Kind => a === 'postgres' || a === 'embedded');
  const kinds: Kind[] = wanted.length > 0 ? wanted : ['postgres', 'embedded'];
  const loadBefore = os.loadavg()[0]!;
  const curves: Curve[] = [];
  for (const kind of kinds) curves.push(await measureCapacity(kind));
  const report = capacityReport(curves, loadBefore);
  console.log(`\n${report}`);
  fs.mkdirSync('bench/reports', { recursive: true });
  fs.writeFileSync('bench/reports/capacity.md', report);
}

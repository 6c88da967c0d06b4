/**
 * What the capacity workload's calls cost PostgreSQL itself. On the 2-core machine the server process and the
 * database share the cores, and the capacity run (bench/capacity.ts) stops where the database's share runs out,
 * not the server's: this says which calls spend that share.
 *
 * For a member of the full-scale company and one of a typical company (bench/capacity-data.ts), each read the
 * workload makes (bench/capacity-workload.ts) is called in process, as bench/api-ratio.ts does:
 * - CALLS times, reading the CPU of the database's backends before and after (/proc): what the call costs the
 *   database in all, parsing and planning its statements included. This is the figure that adds up per visit.
 * - once with pg's statements recorded, each then run under `EXPLAIN (ANALYZE, TIMING OFF)` ROUNDS times (a named
 *   one prepared and run by EXECUTE, as the server runs it): the median planning and execution time, to tell
 *   which statement the cost is in. It leaves out parsing and the protocol, so it is the smaller figure.
 * A call's cost, weighted by how often the workload makes it, gives the database's milliseconds per visit.
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/db-cost.ts
 *   DB_COST_PLAN=calendar npx tsx bench/db-cost.ts      also prints the plan of the slowest statement of the
 *                                                      calls whose address contains 'calendar'
 */
import pg from 'pg';
import type { Db } from '#server/db/types';
import { recordStatements, type Statement } from './api-ratio';
import { fillCapacityCompanies, type SimUser } from './capacity-data';
import { freshDatabase, median, signedInApp } from './generate';
import { postgresCpuSince } from './servers';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = 15;
/** Calls of each read over which the database's CPU is read (/proc counts in 10 ms ticks). */
const CALLS = 400;

/** The workload's reads and how many times one hundred visits make each (its visit weights, writes' refetches). */
function workloadCalls(companyId: number, projectId: number): { url: string; per100Visits: number }[] {
  const month = new Date();
  const first = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0));
  const from = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  const to = new Date(last.getTime() + (6 - last.getUTCDay()) * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return [
    { url: '/api/dashboard/summary', per100Visits: 20 },
    { url: '/api/unread-messages/total', per100Visits: 20 },
    { url: '/api/projects?sort=newest&limit=50&offset=0', per100Visits: 14 },
    { url: '/api/projects/stage-counts', per100Visits: 14 },
    { url: `/api/projects/${projectId}`, per100Visits: 18 + 12 },
    { url: `/api/projects/${projectId}/summary`, per100Visits: 18 },
    { url: `/api/projects/${projectId}/tasks`, per100Visits: 18 + 5 },
    { url: `/api/projects/${projectId}/unread-messages`, per100Visits: 18 },
    { url: `/api/projects/${projectId}/budget`, per100Visits: 12 + 3 },
    {
      url: `/api/companies/${companyId}/calendar?from=${day(from)}&to=${day(to)}&perDay=3`,
      per100Visits: 10,
    },
    { url: '/api/chats?limit=50', per100Visits: 10 },
    { url: `/api/projects/${projectId}/chat?limit=50`, per100Visits: 10 + 5 },
    { url: `/api/projects/${projectId}/expenses`, per100Visits: 3 },
  ];
}

/**
 * Median planning + execution time (ms) of one statement, as PostgreSQL reports it. A statement the server
 * prepares by name is prepared here too and run as the server runs it (`EXECUTE`), after enough runs for
 * PostgreSQL to settle on a generic plan where it would: what it then plans per call is what the server pays.
 */
async function statementMs(client: pg.Client, statement: Statement): Promise<{ plan: number; run: number }> {
  let query: pg.QueryConfig = {
    text: `explain (analyze, timing off, format json) ${statement.text}`,
    values: statement.values,
  };
  if (statement.name) {
    // EXECUTE takes no bound parameters: its arguments are written out as literals, as pg would send them.
    const literal = (v: unknown) => {
      const prepared = (
        pg as unknown as { utils: { prepareValue: (x: unknown) => unknown } }
      ).utils.prepareValue(v);
      return prepared === null ? 'null' : client.escapeLiteral(String(prepared));
    };
    const args = statement.values?.map(literal).join(', ') ?? '';
    await client.query('deallocate all');
    await client.query(`prepare cost_statement as ${statement.text}`);
    query = {
      text: `explain (analyze, timing off, format json) execute cost_statement${args ? `(${args})` : ''}`,
    };
  }
  const plans: number[] = [];
  const runs: number[] = [];
  for (let i = 0; i < ROUNDS + (statement.name ? 6 : 0); i++) {
    const { rows } = await client.query(query);
    const plan = (rows[0] as { 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] })[
      'QUERY PLAN'
    ][0]!;
    plans.push(plan['Planning Time']);
    runs.push(plan['Execution Time']);
  }
  return { plan: median(plans.slice(-ROUNDS)), run: median(runs.slice(-ROUNDS)) };
}

/** One read of the workload and what it costs the database. */
type CallCost = {
  url: string;
  per100Visits: number;
  statements: number;
  /** The database's CPU per call (ms). */
  backendMs: number;
  /** EXPLAIN's planning + execution of its statements (ms), and the planning alone. */
  ms: number;
  planning: number;
  slowest: string;
};

/** The database's work for each call of one user's workload, measured on `url`. */
async function costsOf(db: Db, url: string, user: SimUser): Promise<CallCost[]> {
  const recorder = recordStatements();
  const { app, cookie } = await signedInApp(db, user.username);
  const calls = workloadCalls(user.companyId, user.projectId);
  const captured: { url: string; per100Visits: number; statements: Statement[]; backendMs: number }[] = [];
  const database = new URL(url).pathname.slice(1);
  for (const c of calls) {
    const get = async () => {
      const res = await app.inject({ method: 'GET', url: c.url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body}`);
    };
    await get(); // warm, as under load
    const statements = await recorder.during(get);
    // What the call costs the database's processes in all: parsing, planning, running and answering.
    const used = postgresCpuSince(database);
    for (let i = 0; i < CALLS; i++) await get();
    const backendMs = used() / CALLS;
    captured.push({ ...c, statements, backendMs });
  }
  recorder.restore();
  await app.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: CallCost[] = [];
  try {
    for (const c of captured) {
      const costs: { name: string; ms: number; plan: number }[] = [];
      for (const s of c.statements.filter((s) => /^\s*(select|with)\b/i.test(s.text))) {
        const { plan, run } = await statementMs(client, s);
        costs.push({ name: s.name ?? s.text.slice(0, 40), ms: plan + run, plan });
      }
      costs.sort((a, b) => b.ms - a.ms);
      const wanted = process.env.DB_COST_PLAN;
      if (wanted && c.url.includes(wanted) && costs[0]) {
        const slowest = c.statements.find((s) => (s.name ?? s.text.slice(0, 40)) === costs[0]!.name)!;
        const { rows: plan } = await client.query({
          text: `explain (analyze, buffers) ${slowest.text}`,
          values: slowest.values,
        });
        console.log(`\n${c.url}\n${slowest.text}\n${JSON.stringify(slowest.values)}`);
        console.log(plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
      rows.push({
        url: c.url.replace(/\d+/g, ':id').replace(/from=[^&]+&to=[^&]+/, 'from=…&to=…'),
        per100Visits: c.per100Visits,
        statements: c.statements.length,
        backendMs: c.backendMs,
        ms: costs.reduce((sum, x) => sum + x.ms, 0),
        planning: costs.reduce((sum, x) => sum + x.plan, 0),
        slowest: costs[0] ? `${costs[0].name.replace(/\s+/g, ' ').trim()} ${costs[0].ms.toFixed(2)} ms` : '',
      });
    }
  } finally {
    await client.end();
  }
  return rows;
}

/** Prints one user's table and returns the database's CPU milliseconds per visit. */
function report(title: string, rows: CallCost[]): number {
  const perVisit = (pick: (r: CallCost) => number) =>
    rows.reduce((sum, r) => sum + (pick(r) * r.per100Visits) / 100, 0);
  console.log(`\n${title}\n`);
  console.log(
    '| call | per 100 visits | statements | database CPU ms | EXPLAIN: planning + execution ms | of which planning | its slowest statement |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of [...rows].sort((a, b) => b.backendMs * b.per100Visits - a.backendMs * a.per100Visits))
    console.log(
      `| \`GET ${r.url}\` | ${r.per100Visits} | ${r.statements} | ${r.backendMs.toFixed(2)} | ${r.ms.toFixed(2)} | ${r.planning.toFixed(2)} | ${r.slowest} |`,
    );
  const cpu = perVisit((r) => r.backendMs);
  console.log(
    `\nPer visit: ${cpu.toFixed(2)} ms of the database's CPU; by EXPLAIN ${perVisit((r) => r.ms).toFixed(2)} ms, ` +
      `of which planning ${perVisit((r) => r.planning).toFixed(2)} ms.`,
  );
  return cpu;
}

// N users make N / 6.5 visits a second (think times of 3-10 s); the database has at most the machine's cores.
const usersPerCore = (perVisit: number) => Math.round((1000 / perVisit) * 6.5);

const { database, url, drop } = await freshDatabase('postgres');
try {
  console.log('generating the capacity companies...');
  // Users 0 and 1 of the many-contractors mix: the first in the full-scale company, the next in a typical one.
  const [largest, typical] = await fillCapacityCompanies(database.db, 20, 'many');
  const large = report(
    'A member of the full-scale company (every user of the one-company mix):',
    await costsOf(database.db, url!, largest!),
  );
  const usual = report('A member of a typical company:', await costsOf(database.db, url!, typical!));
  const mixed = (large + 9 * usual) / 10;
  console.log(
    `\nOne core of the database's CPU serves about ${usersPerCore(large)} users of the one-company mix and about ` +
      `${usersPerCore(mixed)} of the many-contractors mix (one in ten in the full-scale company: ${mixed.toFixed(2)} ms a visit).`,
  );
} finally {
  await drop();
}

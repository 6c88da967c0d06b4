/**
 * What the capacity workload's calls cost PostgreSQL itself. On the 2-core machine the server process and the
 * database share the cores, and the capacity run (bench/capacity.ts) stops where the database's share runs out,
 * not the server's: this says which calls spend that share.
 *
 * On the capacity company (bench/capacity-data.ts: full scale, a team member per project), each read the workload
 * makes (bench/capacity-workload.ts) is called once in process with pg's statements recorded, as
 * bench/api-ratio.ts does; each recorded statement is then run under `EXPLAIN (ANALYZE, TIMING OFF)` ROUNDS times,
 * and its median planning plus execution time is the database's work for it. The session lookup is in every call.
 * A call's cost, weighted by how often the workload makes it, gives the database's milliseconds per visit.
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/db-cost.ts
 *   DB_COST_PLAN=calendar npx tsx bench/db-cost.ts      also prints the plan of the slowest statement of the
 *                                                      calls whose address contains 'calendar'
 */
import pg from 'pg';
import { recordStatements, type Statement } from './api-ratio';
import { fillCapacityCompany } from './capacity-data';
import { freshDatabase, median, signedInApp } from './generate';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = 15;

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

/** Median planning + execution time (ms) of one statement, as PostgreSQL reports it. */
async function statementMs(client: pg.Client, statement: Statement): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const { rows } = await client.query({
      text: `explain (analyze, timing off, format json) ${statement.text}`,
      values: statement.values,
    });
    const plan = (rows[0] as { 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] })[
      'QUERY PLAN'
    ][0]!;
    times.push(plan['Planning Time'] + plan['Execution Time']);
  }
  return median(times);
}

const { database, url, drop } = await freshDatabase('postgres');
try {
  console.log('generating the capacity company...');
  const [user] = await fillCapacityCompany(database.db, 50);
  const recorder = recordStatements();
  const { app, cookie } = await signedInApp(database.db, user!.username);
  const calls = workloadCalls(user!.companyId, user!.projectId);
  const captured: { url: string; per100Visits: number; statements: Statement[] }[] = [];
  for (const c of calls) {
    const get = async () => {
      const res = await app.inject({ method: 'GET', url: c.url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body}`);
    };
    await get(); // warm, as under load
    captured.push({ ...c, statements: await recorder.during(get) });
  }
  recorder.restore();
  await app.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: { url: string; per100Visits: number; statements: number; ms: number; slowest: string }[] = [];
  try {
    for (const c of captured) {
      const costs: { name: string; ms: number }[] = [];
      for (const s of c.statements.filter((s) => /^\s*(select|with)\b/i.test(s.text)))
        costs.push({ name: s.name ?? s.text.slice(0, 40), ms: await statementMs(client, s) });
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
        ms: costs.reduce((sum, x) => sum + x.ms, 0),
        slowest: costs[0] ? `${costs[0].name} ${costs[0].ms.toFixed(2)} ms` : '',
      });
    }
  } finally {
    await client.end();
  }
  const perVisit = rows.reduce((sum, r) => sum + (r.ms * r.per100Visits) / 100, 0);
  console.log('\n| call | per 100 visits | statements | database ms | its slowest statement |');
  console.log('|---|---|---|---|---|');
  for (const r of [...rows].sort((a, b) => b.ms * b.per100Visits - a.ms * a.per100Visits))
    console.log(
      `| \`GET ${r.url}\` | ${r.per100Visits} | ${r.statements} | ${r.ms.toFixed(2)} | ${r.slowest} |`,
    );
  console.log(`\nDatabase time per visit: ${perVisit.toFixed(2)} ms.`);
  // N users make N / 6.5 visits a second (think times of 3-10 s); the database has at most the machine's cores.
  console.log(
    `At that cost one core of database time serves about ${Math.round((1000 / perVisit) * 6.5)} users.`,
  );
} finally {
  await drop();
}

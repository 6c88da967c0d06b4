/**
 * Calendar scale benchmark: two companies in one database, each with 5,000 items in every month (1,250 events, a
 * quarter all-day and some spanning days, 1,250 tasks due, 1,250 invoices, half paid, and 1,250 expenses over 50
 * projects) for 13 months around the measured one. Measures, for the first company, the median time of the month
 * grid's call (3 a day and each day's count, 42 days), the month's list (500 items), one project's month, a day's
 * full list and the company's iCal feed, through the real app (app.inject, signed in), on the embedded database
 * and (with BENCH_DATABASE_URL) on a PostgreSQL server. Writes bench/reports/calendar-scale.md (the table; the
 * reading under it is written by hand).
 *
 *   npx tsx bench/calendar-scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/calendar-scale.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/open';
import type { Db } from '#server/db/types';
import { createBenchCompany, freshDatabase, median, signedInApp } from './generate';

const RUNS = 25;
const PER_KIND = 1_250;
/** The measured month, and the months of data around it. */
const MONTH = '2026-06-01';
const MONTHS_AROUND = 6;

/** Rows of one kind for both companies over every month, generated inside the database. */
async function generate(db: Db) {
  const measured = await createBenchCompany(db);
  const other = await createBenchCompany(db);
  const ids = `${measured.companyId}, ${other.companyId}`;
  const both = sql.raw(`(values (${measured.companyId}), (${other.companyId})) as co(company_id)`);
  await db.execute(sql`
    insert into projects (company_id, name) select co.company_id, 'Project ' || g
    from generate_series(1, 50) g cross join ${both}`);
  // n: the item's number over all months; m its month (from -MONTHS_AROUND), d its day within the month.
  const rows = sql.raw(`generate_series(0, ${(2 * MONTHS_AROUND + 1) * PER_KIND - 1}) n
    cross join (values (${ids.split(', ').join('), (')})) as co(company_id)
    cross join lateral (select (date '${MONTH}' + ((n / ${PER_KIND}) - ${MONTHS_AROUND}) * interval '1 month')::date as month_start) ms
    cross join lateral (select ms.month_start + (n % 28) as day) dd
    join (select company_id, id as project_id, row_number() over (partition by company_id order by id) - 1 as k
      from projects) pr on pr.company_id = co.company_id and pr.k = n % 50`);
  const started = performance.now();
  await db.execute(sql`
    insert into calendar_events (company_id, project_id, title, description, start_date, end_date, all_day, type)
    select co.company_id, pr.project_id, 'Event ' || n, 'Meeting notes ' || n,
      case when n % 4 = 0 then (dd.day::timestamp at time zone 'UTC') else (dd.day + time '08:00' + (n % 10) * interval '1 hour') at time zone 'UTC' end,
      case when n % 4 = 0 then ((dd.day + (n % 3))::timestamp at time zone 'UTC') else (dd.day + time '09:00' + (n % 10) * interval '1 hour') at time zone 'UTC' end,
      n % 4 = 0, (array['task','milestone','meeting','deadline','other'])[1 + n % 5]::calendar_event_type
    from ${rows}`);
  await db.execute(sql`
    insert into tasks (company_id, project_id, title, due_date, "order")
    select co.company_id, pr.project_id, 'Task ' || n, dd.day, n from ${rows}`);
  await db.execute(sql`
    insert into invoices (company_id, project_id, invoice_number, title, amount, is_paid, status, issue_date, due_date)
    select co.company_id, pr.project_id, 'B-' || n, 'Progress billing ' || n, 100 + n % 900,
      n % 2 = 0, (case when n % 2 = 0 then 'paid' else 'sent' end)::invoice_status,
      case when n % 2 = 0 then dd.day else dd.day - 30 end, case when n % 2 = 0 then dd.day + 30 else dd.day end
    from ${rows}`);
  await db.execute(sql`
    insert into expenses (company_id, project_id, description, amount, date, category)
    select co.company_id, pr.project_id, 'Lumber delivery ' || n, 10 + n % 500, dd.day, 'materials'
    from ${rows}`);
  await db.execute(sql.raw('analyze'));
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [project] = (
    (await db.execute(
      sql`select id from projects where company_id = ${measured.companyId} order by id limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  return { ...measured, projectId: project!.id };
}

async function prepare(database: Database) {
  const generated = await generate(database.db);
  const { app, cookie } = await signedInApp(database.db, generated.username);
  const feed = await app.inject({
    method: 'POST',
    url: '/api/calendar-feeds',
    headers: { cookie },
    payload: { scope: 'company' },
  });
  const feedPath = new URL((feed.json() as { url: string }).url).pathname;
  const base = `/api/companies/${generated.companyId}/calendar`;
  // The grid of June 2026: Sunday May 31 to Saturday July 11.
  const probes = [
    { name: 'month grid (3 a day, 42 days)', url: `${base}?from=2026-05-31&to=2026-07-11&tz=UTC&perDay=3` },
    { name: 'month list (first 500)', url: `${base}?from=2026-06-01&to=2026-06-30&tz=UTC` },
    {
      name: "one project's month grid",
      url: `${base}?from=2026-05-31&to=2026-07-11&tz=UTC&perDay=3&projectId=${generated.projectId}`,
    },
    { name: "a day's full list", url: `${base}?from=2026-06-10&to=2026-06-10&tz=UTC` },
    { name: 'company iCal feed (5,000 items)', url: feedPath },
  ];
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  return { app, get, probes };
}

async function measure(database: Database) {
  const { app, get, probes } = await prepare(database);
  const grid = (await get(probes[0]!.url)).json() as { items: unknown[]; days: { count: number }[] };
  console.log(`grid: ${grid.items.length} items shown of ${grid.days.reduce((s, d) => s + d.count, 0)}`);
  const results: [string, number][] = [];
  for (const probe of probes) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      await get(probe.url);
      if (i >= 3) times.push(performance.now() - start);
    }
    results.push([probe.name, median(times)]);
  }
  await app.close();
  return results;
}

const goal = { pglite: 100, postgres: 50 };
const lines: string[] = [];
const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const loadBefore = os.loadavg()[0]!;
for (const kind of kinds) {
  const fresh = await freshDatabase(kind);
  const results = await measure(fresh.database);
  await fresh.drop();
  for (const [name, ms] of results) {
    // The goal is the month's calls; the feed is for information.
    const met = name.includes('feed') ? 'information' : ms < goal[kind] ? 'met' : '**not met**';
    lines.push(`| ${kind} | ${name} | ${ms.toFixed(1)} | ${met} |`);
  }
}

const report = [
  '# Calendar at scale',
  '',
  `Median of ${RUNS} calls through the app (app.inject, signed in), after 3 warm-up calls of each. Two companies in`,
  `one database, their rows interleaved; the first is measured. Per company and per month, for ${2 * MONTHS_AROUND + 1} months`,
  `around June 2026: ${PER_KIND} events (a quarter all-day, some over 3 days), ${PER_KIND} tasks due, ${PER_KIND} invoices (half paid)`,
  `and ${PER_KIND} expenses over 50 projects: 5,000 items in the measured month. Goal: the month's calls under 50 ms`,
  'on PostgreSQL (100 ms embedded, for information). Made by `npx tsx bench/calendar-scale.ts` (with',
  `BENCH_DATABASE_URL for PostgreSQL) on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, 1-minute load average`,
  `${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  '| database | call | median (ms) | goal |',
  '|---|---|---|---|',
  ...lines,
  '',
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/calendar-scale.md', report);
console.log(report);

/**
 * Issue 3 scale benchmark: one company with 5,000 projects, 20,000 customers, 50,000 tasks and 20,000 invoices.
 * Measures the median time of the projects list's first page, a search and the dashboard summary through the
 * real app (app.inject: routing, session, validation, SQL, serialisation), at a tenth of the data and at full
 * size, on the embedded database and (with BENCH_DATABASE_URL) on a PostgreSQL server. Writes
 * bench/reports/projects-scale.md.
 *
 *   npx tsx bench/projects-scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/projects-scale.ts
 */
import fs from 'node:fs';
import type { Database } from '#server/db/open';
import { FULL_SCALE, freshDatabase, generateCompany, median, type Scale, signedInApp } from './generate';

const RUNS = 25;
const probes = [
  { name: 'projects list, first page', url: '/api/projects?limit=50' },
  // A customer's name, as a user types it: the matches stay few whatever the size of the company.
  { name: 'projects search', url: '/api/projects?search=smith1200&limit=50' },
  { name: 'dashboard summary', url: '/api/dashboard/summary' },
];

async function measure(database: Database, scale: Scale) {
  const { username } = await generateCompany(database.db, scale);
  const { app, cookie } = await signedInApp(database.db, username);
  const results: Record<string, number> = {};
  for (const probe of probes) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: probe.url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${probe.url}: ${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(performance.now() - start); // the first calls warm caches
    }
    results[probe.name] = median(times);
  }
  await app.close();
  return results;
}

const tenth: Scale = {
  projects: FULL_SCALE.projects / 10,
  customers: FULL_SCALE.customers / 10,
  tasks: FULL_SCALE.tasks / 10,
  invoices: FULL_SCALE.invoices / 10,
};

const lines: string[] = [];
const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  const small = await freshDatabase(kind);
  const smallResults = await measure(small.database, tenth);
  await small.drop();
  const full = await freshDatabase(kind);
  const fullResults = await measure(full.database, FULL_SCALE);
  await full.drop();
  for (const probe of probes) {
    const a = smallResults[probe.name]!;
    const b = fullResults[probe.name]!;
    lines.push(`| ${kind} | ${probe.name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)}x |`);
  }
}

const report = [
  '# Projects, search and dashboard at scale',
  '',
  `Median of ${RUNS} calls through the app (app.inject) after 3 warm-up calls; one company with a tenth of the data,`,
  'then 5,000 projects, 20,000 customers, 50,000 tasks and 20,000 invoices. Made by `npx tsx bench/projects-scale.ts`',
  '(with BENCH_DATABASE_URL for PostgreSQL) on the 2-core development machine.',
  '',
  '| database | call | 1/10 data (ms) | full data (ms) | growth |',
  '|---|---|---|---|---|',
  ...lines,
  '',
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/projects-scale.md', report);
console.log(report);

/**
 * Finances scale benchmark: two companies of the same size in one database, each with 20,000 invoices (drafts,
 * sent, overdue, paid with the day paid, cancelled; a fifth with lines) and 50,000 expenses (over 1,000 projects
 * with budgets, 200 vendors). Measures, for the first company, the median time of the Finances cards (all time and
 * this year), the invoices list's first page, its Overdue filter and a search, the expenses list's first page and a
 * search, one project's invoices and expenses, a budget line's expenses and a project's budget actuals, through the
 * real app (app.inject, signed in), at a tenth of the data and at full size, on the embedded database and (with
 * BENCH_DATABASE_URL) on a PostgreSQL server. Writes bench/reports/finances-scale.md (the table; the reading under
 * it is written by hand).
 *
 *   npx tsx bench/finances-scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/finances-scale.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Database } from '#server/db/open';
import { FINANCE_FULL_SCALE, type FinanceScale, generateFinanceCompanies } from './finances-generate';
import { freshDatabase, median, signedInApp } from './generate';

const RUNS = 25;
const year = new Date().getUTCFullYear();
type Ids = { companyId: number; projectId: number; budgetItemId: number };
const probes = ({ companyId, projectId, budgetItemId }: Ids) => [
  { name: 'finances cards', url: `/api/companies/${companyId}/finances/summary` },
  {
    name: 'finances cards, this year',
    url: `/api/companies/${companyId}/finances/summary?from=${year}-01-01&to=${year}-12-31`,
  },
  { name: 'invoices list, first page', url: `/api/companies/${companyId}/invoices?limit=50` },
  { name: 'invoices list, overdue', url: `/api/companies/${companyId}/invoices?status=overdue&limit=50` },
  // An invoice's title, as a user types it: the matches stay few whatever the size (1 at a tenth, 3 at full).
  {
    name: 'invoices search',
    url: `/api/companies/${companyId}/invoices?search=progress%20billing%201231&limit=50`,
  },
  { name: 'expenses list, first page', url: `/api/companies/${companyId}/expenses?limit=50` },
  // An expense's description, as a user types it: 1 match at a tenth, 3 at full size.
  {
    name: 'expenses search',
    url: `/api/companies/${companyId}/expenses?search=lumber%20delivery%201233&limit=50`,
  },
  { name: "a project's invoices", url: `/api/projects/${projectId}/invoices` },
  {
    name: "a project's expenses",
    url: `/api/companies/${companyId}/expenses?projectId=${projectId}&limit=50`,
  },
  { name: "a budget line's expenses", url: `/api/budget-items/${budgetItemId}/expenses` },
  { name: "a project's budget actuals", url: `/api/projects/${projectId}/budget/actuals` },
];
const names = probes({ companyId: 0, projectId: 0, budgetItemId: 0 }).map((p) => p.name);

const tenth: FinanceScale = {
  customers: FINANCE_FULL_SCALE.customers / 10,
  projects: FINANCE_FULL_SCALE.projects / 10,
  vendors: FINANCE_FULL_SCALE.vendors / 10,
  invoices: FINANCE_FULL_SCALE.invoices / 10,
  expenses: FINANCE_FULL_SCALE.expenses / 10,
};

/** A database of `scale` with the app on it, signed in: `get` answers one call. */
async function prepare(database: Database, scale: FinanceScale) {
  const started = performance.now();
  const generated = await generateFinanceCompanies(database.db, scale);
  console.log(
    `generated ${scale.invoices} invoices, ${scale.expenses} expenses x 2 companies in ${(
      (performance.now() - started) / 1000
    ).toFixed(1)} s`,
  );
  const { app, cookie } = await signedInApp(database.db, generated.username);
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  return { app, get, urls: probes(generated).map((p) => p.url) };
}

/**
 * Both sizes at once, their calls alternating (a tenth, full, a tenth, ...): the machine is shared, and a change
 * of its load during the run then weighs on both sizes alike instead of on the growth.
 */
async function measure(smallDb: Database, fullDb: Database) {
  const sizes = [await prepare(smallDb, tenth), await prepare(fullDb, FINANCE_FULL_SCALE)];
  // A pass over every call first, so that no call pays for compiling the app's code.
  for (const size of sizes) {
    for (const url of size.urls) {
      const res = await size.get(url);
      if (res.body.length < 3) throw new Error(`${url}: empty answer`);
    }
  }
  const results: Record<string, [number, number]> = {};
  for (const [index, name] of names.entries()) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < RUNS + 3; i++) {
      for (const [which, size] of sizes.entries()) {
        const start = performance.now();
        await size.get(size.urls[index]!);
        if (i >= 3) times[which]!.push(performance.now() - start); // the first calls warm caches
      }
    }
    results[name] = [median(times[0]), median(times[1])];
  }
  for (const size of sizes) await size.app.close();
  return results;
}

const goal = { pglite: 100, postgres: 30 };
const lines: string[] = [];
const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const loadBefore = os.loadavg()[0]!;
for (const kind of kinds) {
  const small = await freshDatabase(kind);
  const full = await freshDatabase(kind);
  const results = await measure(small.database, full.database);
  await small.drop();
  await full.drop();
  for (const name of names) {
    const [a, b] = results[name]!;
    const met = b < goal[kind] && b / a < 2 ? 'met' : '**not met**';
    lines.push(`| ${kind} | ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)}x | ${met} |`);
  }
}

const report = [
  '# Finances at scale',
  '',
  `Median of ${RUNS} calls through the app (app.inject, signed in), after a pass over every call and 3 warm-up`,
  'calls of each; both sizes are loaded at once and their calls alternate, so that a change of the machine load',
  'weighs on both alike. Two companies of the same size in one database, their rows interleaved; the first is',
  'measured. A tenth of the data, then per company 20,000 invoices (a fifth with lines) and 50,000 expenses over',
  '1,000 projects (each with a budget of seven lines), 2,000 customers and 200 vendors. Goals: under 100 ms',
  'embedded and 30 ms on PostgreSQL at full size, and less than 2x from a tenth to full size. Made by',
  '`npx tsx bench/finances-scale.ts` (with BENCH_DATABASE_URL for PostgreSQL) on',
  `${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  '| database | call | 1/10 data (ms) | full data (ms) | growth | goal |',
  '|---|---|---|---|---|---|',
  ...lines,
  '',
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/finances-scale.md', report);
console.log(report);

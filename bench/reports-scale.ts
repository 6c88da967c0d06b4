/**
 * Financial reports at scale (decision 0272), on a PostgreSQL server (BENCH_DATABASE_URL, in a database of its
 * own that is dropped afterwards). One company of 5,000 projects (each with an approved estimate and a budget of
 * seven lines), 20,000 customers and 20,000 invoices on its projects, plus 50,000 payments, 20,000 sent purchase
 * orders, 50,000 vendor bills (half of them paid in part) and 20,000 expenses; one of its projects has a budget of
 * 2,000 lines. Measures the median of each report and of that project's job cost through the app (app.inject,
 * signed in), at a tenth of the data and at full size, in two databases filled alike. Writes
 * bench/reports/reports-scale.md (the table; the reading under it is written by hand).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reports-scale.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/types';
import { pauseAuditInTransaction } from '#server/features/audit/audit-context';
import { BUDGET_SHAPE, generateBudget } from './budget-generate';
import { freshDatabase, generateCompany, median, signedInApp } from './generate';

const RUNS = 15;
const TARGET_MS = 100;

type Scale = {
  projects: number;
  customers: number;
  invoices: number;
  payments: number;
  orders: number;
  bills: number;
  expenses: number;
};
const FULL: Scale = {
  projects: 5_000,
  customers: 20_000,
  invoices: 20_000,
  payments: 50_000,
  orders: 20_000,
  bills: 50_000,
  expenses: 20_000,
};
const tenth = Object.fromEntries(Object.entries(FULL).map(([k, v]) => [k, v / 10])) as Scale;

/** The company, its data, and the project with the 2,000-line budget. */
async function generate(db: Db, scale: Scale) {
  const { companyId, username } = await generateCompany(db, {
    projects: scale.projects,
    customers: scale.customers,
    tasks: 0,
    invoices: scale.invoices,
  });
  const c = companyId;
  await db.transaction(async (tx) => {
    await pauseAuditInTransaction(tx);
    // Numbered projects, so that rows spread over them by g % projects.
    await tx.execute(sql`create temporary table numbered on commit drop as
      select id, customer_id, row_number() over (order by id) - 1 as rn from projects where company_id = ${c}`);
    // Invoices on the projects and their customers, issued over three years, due 30 days later.
    await tx.execute(sql`
      update invoices i set project_id = n.id, customer_id = n.customer_id, is_paid = false, status = 'sent',
        issue_date = current_date - (i.id % 1000), due_date = current_date - (i.id % 1000) + 30
      from numbered n where i.company_id = ${c} and n.rn = i.id % ${scale.projects}`);
    // An approved estimate per project, its total in the snapshot as the approval freezes it.
    await tx.execute(sql`
      insert into estimates (company_id, project_id, status, title, client_info, company_info, snapshot)
      select ${c}, n.id, 'approved', 'Estimate', '{}'::jsonb, '{}'::jsonb,
        jsonb_build_object('total', (20000 + n.rn % 50000)::text)
      from numbered n`);
    // Seven budget lines per project.
    await tx.execute(sql`
      insert into budget_items (company_id, project_id, type, name, quantity, unit_cost, unit_price, "order")
      select ${c}, n.id, 'product', 'Line ' || k, 1 + k, 100 + n.rn % 50, 150, k
      from numbered n cross join generate_series(0, 6) k`);
    await tx.execute(sql`create temporary table lines on commit drop as
      select id, project_id, row_number() over (order by id) - 1 as rn from budget_items where company_id = ${c}`);
    await tx.execute(sql`insert into vendors (company_id, name)
      select ${c}, 'Vendor ' || g from generate_series(1, 200) g`);
    await tx.execute(sql`create temporary table vendor_list on commit drop as
      select id, name, row_number() over (order by id) - 1 as rn from vendors where company_id = ${c}`);
    // Payments: a few per invoice, each a small share of it, over the invoice's first months, none dated after
    // today (a payment is recorded once received).
    await tx.execute(sql`
      insert into payments (company_id, invoice_id, project_id, customer_id, amount, date, method)
      select ${c}, i.id, i.project_id, i.customer_id, round(i.amount / 10, 2),
        least(i.issue_date + (g % 90), current_date), 'check'
      from generate_series(1, ${scale.payments}) g
      join (select id, project_id, customer_id, amount, issue_date, row_number() over (order by id) - 1 as rn
        from invoices where company_id = ${c}) i on i.rn = g % ${scale.invoices}`);
    await tx.execute(sql`
      update invoices i set amount_paid = p.paid from (
        select invoice_id, sum(amount) as paid from payments where company_id = ${c} group by invoice_id) p
      where p.invoice_id = i.id`);
    // Sent purchase orders, one line each on a budget line of their project.
    await tx.execute(sql`
      insert into purchase_orders (company_id, project_id, vendor_id, vendor_name, number, issue_date, status, total)
      select ${c}, l.project_id, v.id, v.name, g, current_date - (g % 700), 'sent', 500
      from generate_series(1, ${scale.orders}) g
      join lines l on l.rn = g % (${scale.projects} * 7)
      join vendor_list v on v.rn = g % 200`);
    await tx.execute(sql`
      insert into purchase_order_lines (company_id, purchase_order_id, position, description, quantity, unit_cost,
        budget_item_id)
      select ${c}, o.id, 0, 'Material', 1, 500, l.id
      from purchase_orders o
      join lines l on l.rn = o.number % (${scale.projects} * 7)
      where o.company_id = ${c}`);
    // Vendor bills, one line each on a budget line; every other one half paid.
    await tx.execute(sql`
      insert into vendor_bills (company_id, project_id, vendor_id, vendor_name, number, bill_date, due_date, total,
        amount_paid)
      select ${c}, l.project_id, v.id, v.name, 'B' || g, current_date - (g % 700), current_date - (g % 700) + 30,
        100 + g % 400, case when g % 2 = 0 then round((100 + g % 400) / 2.0, 2) else 0 end
      from generate_series(1, ${scale.bills}) g
      join lines l on l.rn = (g * 7) % (${scale.projects} * 7)
      join vendor_list v on v.rn = g % 200`);
    await tx.execute(sql`
      insert into vendor_bill_lines (company_id, bill_id, position, budget_item_id, amount)
      select ${c}, b.id, 0, l.id, b.total
      from vendor_bills b
      join lines l on l.rn = (substr(b.number, 2)::int * 7) % (${scale.projects} * 7)
      where b.company_id = ${c}`);
    await tx.execute(sql`
      insert into vendor_bill_payments (company_id, bill_id, amount, paid_on)
      select ${c}, id, amount_paid, least(bill_date + 20, current_date) from vendor_bills
      where company_id = ${c} and amount_paid > 0`);
    await tx.execute(sql`
      insert into expenses (company_id, project_id, budget_item_id, description, amount, date)
      select ${c}, l.project_id, case when g % 3 = 0 then null else l.id end, 'Lumber ' || g, 20 + g % 300,
        current_date - (g % 700)
      from generate_series(1, ${scale.expenses}) g
      join lines l on l.rn = g % (${scale.projects} * 7)`);
  });
  // One project with a budget of 2,000 lines (three deep) for the job cost.
  const [big] = (
    (await db.execute(
      sql`select id from projects where company_id = ${c} order by id limit 1`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  await db.execute(sql`delete from budget_items where project_id = ${big!.id}`);
  await generateBudget(db, c, big!.id, BUDGET_SHAPE);
  await db.execute(sql`vacuum analyze`);
  return { companyId: c, username, projectId: big!.id };
}

/** The reports as the screen asks for them: the first page of 50 rows (decision 0275), and their CSV files. */
const probes = (companyId: number, projectId: number) => {
  const base = `/api/companies/${companyId}/reports`;
  const page = 'limit=50&offset=0';
  return [
    { name: 'receivables aging', url: `${base}/ar-aging?${page}` },
    { name: 'receivables aging, a year ago', url: `${base}/ar-aging?asOf=${yearAgo()}&${page}` },
    { name: 'payables aging', url: `${base}/ap-aging?${page}` },
    { name: 'profit by project', url: `${base}/profit-by-project?${page}` },
    {
      name: 'profit by project, this year',
      url: `${base}/profit-by-project?from=${thisYear()}-01-01&${page}`,
    },
    { name: 'work in progress', url: `${base}/wip?${page}` },
    { name: 'cash flow', url: `${base}/cash-flow` },
    { name: 'cash flow, CSV', url: `${base}/cash-flow?format=csv` },
    { name: 'job cost of a 2,000-line budget', url: `/api/projects/${projectId}/job-cost` },
    // Every row: what Download CSV sends, which grows with the company by its nature.
    { name: 'receivables aging, CSV (every row)', url: `${base}/ar-aging?format=csv` },
    { name: 'profit by project, CSV (every row)', url: `${base}/profit-by-project?format=csv` },
    { name: 'work in progress, CSV (every row)', url: `${base}/wip?format=csv` },
  ];
};
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const thisYear = () => new Date().getUTCFullYear();

/** A database filled at `scale`, the app on it, and a signed-in call. */
async function open(scale: Scale) {
  const { database, drop } = await freshDatabase('postgres');
  const started = performance.now();
  const g = await generate(database.db, scale);
  console.log(`generated ${JSON.stringify(scale)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { app, cookie } = await signedInApp(database.db, g.username);
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.rawPayload.length;
  };
  return {
    probes: probes(g.companyId, g.projectId),
    get,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

type Result = { ms: number; bytes: number };

/**
 * Both sizes, measured in turns: each call at a tenth, then at full size, and again, so that the load of a
 * shared machine weighs on both alike and the growth compares like with like.
 */
async function measure(): Promise<{ small: Record<string, Result>; full: Record<string, Result> }> {
  const small = await open(tenth);
  const full = await open(FULL);
  try {
    const results = { small: {} as Record<string, Result>, full: {} as Record<string, Result> };
    for (const [i, probe] of small.probes.entries()) {
      const urls = { small: probe.url, full: full.probes[i]!.url };
      const bytes = { small: 0, full: 0 };
      for (let k = 0; k < 3; k++) {
        bytes.small = await small.get(urls.small);
        bytes.full = await full.get(urls.full);
      }
      const times = { small: [] as number[], full: [] as number[] };
      for (let k = 0; k < RUNS; k++) {
        for (const size of ['small', 'full'] as const) {
          const t0 = performance.now();
          await (size === 'small' ? small : full).get(urls[size]);
          times[size].push(performance.now() - t0);
        }
      }
      for (const size of ['small', 'full'] as const)
        results[size][probe.name] = { ms: median(times[size]), bytes: bytes[size] };
      console.log(
        `${probe.name}: ${median(times.small).toFixed(1)} / ${median(times.full).toFixed(1)} ms, ${bytes.full} bytes`,
      );
    }
    return results;
  } finally {
    await small.close();
    await full.close();
  }
}

async function main() {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server');
  const loadBefore = os.loadavg()[0]!;
  const { small, full } = await measure();
  const lines = [
    '# Financial reports at scale',
    '',
    `Median of ${RUNS} calls through the app (app.inject, signed in) after 3 warm-up calls, on PostgreSQL, each`,
    'size in a database of its own, the two sizes called in turns (so that a busy machine weighs on both alike).',
    'Full size: one company of 5,000 projects (approved estimates, seven budget lines each), 20,000 customers,',
    '20,000 invoices, 50,000 payments, 20,000 sent purchase orders, 50,000 vendor bills (half paid in part),',
    '20,000 expenses, and one project with a 2,000-line budget; then a tenth of each. The aging,',
    'profit and WIP reports are asked for their first page of 50 rows, as the screen asks; the CSV lines are',
    `every row. Goal: under ${TARGET_MS} ms at full size and less than 2x from a tenth to full size. Made by`,
    '`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reports-scale.ts` on',
    `${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, 1-minute load average ${loadBefore.toFixed(
      1,
    )} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end (the machine is shared).`,
    '',
    '| call | 1/10 data (ms) | full data (ms) | growth | answer at full size | under 100 ms | under 2x |',
    '|---|---|---|---|---|---|---|',
    ...Object.keys(full).map((name) => {
      const a = small[name]!;
      const b = full[name]!;
      const growth = b.ms / a.ms;
      return `| ${name} | ${a.ms.toFixed(1)} | ${b.ms.toFixed(1)} | ${growth.toFixed(2)}x | ${(b.bytes / 1024).toFixed(0)} KB | ${b.ms < TARGET_MS ? 'yes' : 'no'} | ${growth < 2 ? 'yes' : 'no'} |`;
    }),
    '',
  ];
  fs.writeFileSync(new URL('./reports/reports-scale.md', import.meta.url), lines.join('\n'));
  console.log(lines.join('\n'));
}

/** REPORTS_PROBE=1: fill a database at full size and keep it, for EXPLAIN (its name and ids are printed). */
async function keep() {
  const { database, url } = await freshDatabase('postgres');
  const g = await generate(database.db, FULL);
  console.log(JSON.stringify({ url, ...g }));
  await database.close();
}

await (process.env.REPORTS_PROBE ? keep() : main());

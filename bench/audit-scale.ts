/**
 * Audit log at scale: 1,000,000 lines over 20 companies (the bench company holds 200,000 of them), written inside
 * the database. Measures, through the real app (app.inject, signed in), the company admin's first page, filtered
 * pages (a rare user, an action, a record type, a week a month ago), a page deep in the log, and the system
 * administrator's first page of every company; then what the audit trigger adds to a change: the same update of a
 * vendor in a transaction, with the triggers on and paused (`buildline.audit = off`), alternating. Writes
 * bench/reports/audit-scale.md (the table; the reading under it is written by hand).
 *
 *   npx tsx bench/audit-scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/audit-scale.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/open';
import { users, vendors } from '#server/db/schema/index';
import { pauseAuditInTransaction } from '#server/features/audit/audit-context';
import { hashPassword } from '#server/features/auth/password';
import { createBenchCompany, freshDatabase, median } from './generate';

const RUNS = 25;
const LINES = 1_000_000;
const COMPANIES = 20;
const WRITES = 400;

async function generate(database: Database) {
  const db = database.db;
  const { companyId, username } = await createBenchCompany(db);
  const passwordHash = await hashPassword('bench123', 10);
  const [sysadmin] = await db
    .insert(users)
    .values({
      username: `${username}_sys`,
      email: `${username}_sys@example.com`,
      passwordHash,
      isAdmin: true,
    })
    .returning();
  // Ten members: the first nine share most of the company's lines, the tenth made only a few hundred.
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        companyId,
        username: `${username}_m${i}`,
        email: `${username}_m${i}@example.com`,
        passwordHash,
        role: 'manager' as const,
      })),
    )
    .returning({ id: users.id });
  const ids = members.map((m) => m.id);
  await db.execute(sql`
    insert into companies (name, email) select 'Other company ' || g, 'other' || g || '@example.com'
    from generate_series(1, ${COMPANIES - 1}) g`);
  // Every 5th line is the bench company's; the rest spread over the others. Lines a minute apart, newest now.
  await db.execute(sql`
    insert into audit_log (company_id, user_id, username, action, entity_type, entity_id, details, ip_address, created_at)
    select
      case when g % 5 = 0 then ${companyId}
           else (select min(id) from companies where name like 'Other company %') + g % ${COMPANIES - 1} end,
      case when g % 5 = 0 then (${sql.raw(`array[${ids.join(',')}]`)})[1 + case when g % 1000 = 0 then 9 else g % 9 end] end,
      'someone',
      (array['update','update','update','create','create','delete','login','update','update','logout'])[1 + g % 10],
      (array['project','task','task','invoice','expense','customer','budget_item','vendor','document','user'])[1 + (g / 10) % 10],
      (g % 50000)::text,
      jsonb_build_object('changes', jsonb_build_object('name', jsonb_build_object('from', 'Old ' || g, 'to', 'New ' || g))),
      '10.0.0.' || (g % 250),
      now() - (${LINES} - g) * interval '1 minute'
    from generate_series(1, ${LINES}) g`);
  await db.execute(sql`vacuum analyze`);
  const [vendor] = await db.insert(vendors).values({ companyId, name: 'Cascade Supply' }).returning();
  return { companyId, username, sysadmin: sysadmin!.username, rareUser: ids[9]!, vendorId: vendor!.id };
}

async function signIn(app: FastifyInstance, username: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'bench123' },
  });
  return `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
}

async function timedGet(app: FastifyInstance, cookie: string, url: string) {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return { ms, body: res.json() as { items: unknown[]; nextBefore: number | null } };
}

async function measure(database: Database) {
  const g = await generate(database);
  const app = await buildApp({
    db: database.db,
    config: loadConfig({ LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' }),
  });
  const admin = await signIn(app, g.username);
  const sys = await signIn(app, g.sysadmin);
  const base = `/api/companies/${g.companyId}/audit-logs`;
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const weekLater = new Date(Date.now() - 23 * 86_400_000).toISOString().slice(0, 10);
  // A cursor 100 pages (5,000 lines) into the company's log.
  let deep: number | null = null;
  {
    let before: number | null = null;
    for (let i = 0; i < 100; i++) {
      const page = await timedGet(app, admin, `${base}${before ? `?before=${before}` : ''}`);
      before = page.body.nextBefore;
    }
    deep = before;
  }
  const calls: [string, string, string][] = [
    ['company: first page', admin, base],
    ['company: one rare user (a few hundred lines)', admin, `${base}?userId=${g.rareUser}`],
    ['company: action = delete', admin, `${base}?action=delete`],
    ['company: record = invoice', admin, `${base}?entityType=invoice`],
    ['company: a week a month ago', admin, `${base}?from=${monthAgo}&to=${weekLater}`],
    ['company: page 101 (before= cursor)', admin, `${base}?before=${deep}`],
    ['all companies: first page', sys, '/api/admin/audit-logs'],
    ['all companies: action = login', sys, '/api/admin/audit-logs?action=login'],
  ];
  const results: [string, number, number][] = [];
  for (const [name, cookie, url] of calls) {
    const times: number[] = [];
    let shown = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const { ms, body } = await timedGet(app, cookie, url);
      shown = body.items.length;
      if (i >= 3) times.push(ms);
    }
    results.push([name, median(times), shown]);
  }

  // The cost of the audit line: one vendor update per transaction, with the triggers on and paused, alternating.
  const update = (audited: boolean, i: number) =>
    database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('buildline.actor', ${JSON.stringify({ userId: null, ip: '127.0.0.1' })}, true)`,
      );
      if (!audited) await pauseAuditInTransaction(tx);
      await tx
        .update(vendors)
        .set({ name: `Cascade Supply ${i}` })
        .where(eq(vendors.id, g.vendorId));
    });
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    for (const audited of [true, false]) {
      const start = performance.now();
      await update(audited, i);
      if (i >= 20) (audited ? on : off).push(performance.now() - start);
    }
  }
  await app.close();
  return { results, write: { on: median(on), off: median(off) } };
}

const goal = { pglite: 100, postgres: 50 };
const lines: string[] = [];
const writeLines: string[] = [];
const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL
  ? (process.env.BENCH_ONLY as 'postgres' | undefined) === 'postgres'
    ? ['postgres']
    : ['pglite', 'postgres']
  : ['pglite'];
const loadBefore = os.loadavg()[0]!;
for (const kind of kinds) {
  const fresh = await freshDatabase(kind);
  const started = performance.now();
  const { results, write } = await measure(fresh.database);
  console.log(`${kind}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await fresh.drop();
  for (const [name, ms, shown] of results) {
    lines.push(
      `| ${kind} | ${name} | ${shown} | ${ms.toFixed(1)} | ${ms < goal[kind] ? 'met' : '**not met**'} |`,
    );
  }
  const added = write.on - write.off;
  writeLines.push(
    `| ${kind} | ${write.off.toFixed(2)} | ${write.on.toFixed(2)} | ${added.toFixed(2)} | ${added < 1 ? 'met' : '**not met**'} |`,
  );
}

const report = [
  '# Audit log at scale',
  '',
  `${LINES.toLocaleString('en-US')} audit lines over ${COMPANIES} companies; the bench company holds a fifth of them, made by ten`,
  'members (one of whom made only a few hundred). Median of',
  `${RUNS} calls through the app (app.inject, signed in) after 3 warm-up ones. Goals: under 50 ms on PostgreSQL (the`,
  'issue), under 100 ms embedded. Made by `npx tsx bench/audit-scale.ts` (with BENCH_DATABASE_URL for PostgreSQL)',
  `on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  '| database | page | lines shown | ms | goal |',
  '|---|---|---|---|---|',
  ...lines,
  '',
  `What the audit trigger adds to a change: the median of ${WRITES - 20} transactions that each update one vendor (the`,
  'actor set as a request sets it), with the triggers on and paused, alternating. Goal: under 1 ms added.',
  '',
  '| database | paused (ms) | audited (ms) | added (ms) | goal |',
  '|---|---|---|---|---|',
  ...writeLines,
  '',
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/audit-scale.md', report);
console.log(report);

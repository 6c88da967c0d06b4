/**
 * Team chat scale benchmark: one company with a conversation of 10,000 messages and one of 10, plus 200 more
 * projects of 5 messages each (the chat list and the unread total read them all). Measures what opening a
 * conversation costs (its first page, its unread count, mark-read; before each opening a teammate posts one
 * message, so there is always one unread and the read position moves), an older page from the middle of the long
 * conversation, the chat list and the unread total, through the real app (app.inject, signed in), on the
 * embedded database and (with BENCH_DATABASE_URL) on a PostgreSQL server. Writes bench/reports/chat-scale.md (the
 * table; the reading under it is written by hand).
 *
 *   npx tsx bench/chat-scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/chat-scale.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/open';
import { projects, users } from '#server/db/schema/index';
import { hashPassword } from '#server/features/auth/password';
import { createBenchCompany, freshDatabase, median } from './generate';

const RUNS = 25;
const LONG = 10_000;
const SHORT = 10;
const OTHER_PROJECTS = 200;

/** The company, its two conversations and the other projects' small ones, generated inside the database. */
async function generate(database: Database) {
  const db = database.db;
  const { companyId, username } = await createBenchCompany(db);
  const [teammate] = await db
    .insert(users)
    .values({
      companyId,
      username: `${username}_mate`,
      email: `${username}_mate@example.com`,
      passwordHash: await hashPassword('bench123', 10),
      role: 'manager',
      firstName: 'Marcus',
      lastName: 'Reyes',
    })
    .returning();
  const [long] = await db.insert(projects).values({ companyId, name: 'Long conversation' }).returning();
  const [short] = await db.insert(projects).values({ companyId, name: 'Short conversation' }).returning();
  const messages = (projectId: number, n: number) => sql`
    insert into project_chat_messages (company_id, project_id, sender_id, content, created_at, updated_at)
    select ${companyId}, ${projectId}, ${teammate!.id}, 'Site update number ' || g || ': framing, plumbing and the inspection.',
      now() - (${n} - g) * interval '1 minute', now() - (${n} - g) * interval '1 minute'
    from generate_series(1, ${n}) g`;
  await db.execute(messages(long!.id, LONG));
  await db.execute(messages(short!.id, SHORT));
  await db.execute(sql`
    with p as (
      insert into projects (company_id, name)
      select ${companyId}, 'Project ' || g from generate_series(1, ${OTHER_PROJECTS}) g returning id
    )
    insert into project_chat_messages (company_id, project_id, sender_id, content, created_at, updated_at)
    select ${companyId}, p.id, ${teammate!.id}, 'Note ' || g, now() - g * interval '1 hour', now() - g * interval '1 hour'
    from p cross join generate_series(1, 5) g`);
  await db.execute(sql`vacuum analyze`);
  const [middle] = (
    (await db.execute(
      sql`select id from project_chat_messages where project_id = ${long!.id} order by id offset ${LONG / 2} limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  return {
    username,
    mate: teammate!.username,
    longId: long!.id,
    shortId: short!.id,
    middleId: middle!.id,
  };
}

async function signIn(app: FastifyInstance, username: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'bench123' },
  });
  return `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
}

async function timed(app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string) {
  const start = performance.now();
  const res = await app.inject({ method, url, headers: { cookie } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return ms;
}

const openingCalls = ['first page (50)', 'unread count', 'mark-read', 'opening: the three together'] as const;

async function measure(database: Database) {
  const g = await generate(database);
  const app = await buildApp({
    db: database.db,
    config: loadConfig({ LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' }),
  });
  const me = await signIn(app, g.username);
  const mate = await signIn(app, g.mate);
  // Both conversations read once, so that each opening has the one new message to count and mark.
  for (const id of [g.longId, g.shortId]) await timed(app, me, 'POST', `/api/projects/${id}/mark-read`);

  const open = async (projectId: number) => {
    await app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/chat`,
      headers: { cookie: mate },
      payload: { content: 'One more update' },
    });
    const page = await timed(app, me, 'GET', `/api/projects/${projectId}/chat?limit=50`);
    const unread = await timed(app, me, 'GET', `/api/projects/${projectId}/unread-messages`);
    const read = await timed(app, me, 'POST', `/api/projects/${projectId}/mark-read`);
    return [page, unread, read, page + unread + read];
  };
  const opening: [number[][], number[][]] = [openingCalls.map(() => []), openingCalls.map(() => [])];
  for (let i = 0; i < RUNS + 3; i++) {
    // Alternating, so that a change of the machine's load weighs on both conversations alike.
    for (const [which, projectId] of [g.shortId, g.longId].entries()) {
      const times = await open(projectId);
      if (i < 3) continue;
      for (const [k, t] of times.entries()) opening[which]![k]!.push(t);
    }
  }
  const single = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t = await timed(app, me, 'GET', url);
      if (i >= 3) times.push(t);
    }
    return median(times);
  };
  const others = {
    'an older page from the middle (before=5,000th)': await single(
      `/api/projects/${g.longId}/chat?before=${g.middleId}&limit=50`,
    ),
    'chat list, first 50 entries of 202 projects': await single('/api/chats?limit=50'),
    'unread total (202 projects)': await single('/api/unread-messages/total'),
  };
  await app.close();
  return {
    opening: openingCalls.map((name, k) => [name, median(opening[0][k]!), median(opening[1][k]!)] as const),
    others,
  };
}

const goal = { pglite: 50, postgres: 20 };
const lines: string[] = [];
const otherLines: string[] = [];
const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const loadBefore = os.loadavg()[0]!;
for (const kind of kinds) {
  const fresh = await freshDatabase(kind);
  const results = await measure(fresh.database);
  await fresh.drop();
  for (const [name, a, b] of results.opening) {
    const met = b < goal[kind] && b / a < 2 ? 'met' : '**not met**';
    lines.push(`| ${kind} | ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)}x | ${met} |`);
  }
  for (const [name, ms] of Object.entries(results.others)) {
    otherLines.push(`| ${kind} | ${name} | ${ms.toFixed(1)} | ${ms < goal[kind] ? 'met' : '**not met**'} |`);
  }
}

const report = [
  '# Team chat at scale',
  '',
  `Median of ${RUNS} openings through the app (app.inject, signed in) after 3 warm-up ones, the two conversations`,
  `alternating. One company: a conversation of ${LONG.toLocaleString('en-US')} messages, one of ${SHORT}, and ${OTHER_PROJECTS} more projects of 5`,
  'messages each. Before each opening a teammate posts one message (not timed), so the unread count finds one',
  'and mark-read moves the read position. Goals: under 50 ms embedded and 20 ms on PostgreSQL, and the long',
  'conversation less than 2x the short one. Made by `npx tsx bench/chat-scale.ts` (with BENCH_DATABASE_URL for',
  `PostgreSQL) on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  `| database | call | ${SHORT} messages (ms) | ${LONG.toLocaleString('en-US')} messages (ms) | growth | goal |`,
  '|---|---|---|---|---|---|',
  ...lines,
  '',
  '| database | call | ms | goal |',
  '|---|---|---|---|',
  ...otherLines,
  '',
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/chat-scale.md', report);
console.log(report);

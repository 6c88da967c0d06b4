import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type Database, openDatabase, openPostgres, wrapPglite } from '#server/db/open';
import { createPglite } from '#server/db/pglite-create';
import { companies, users } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { pauseAuditInTransaction } from '#server/features/audit/audit-context';
import { hashPassword } from '#server/features/auth/password';

export type Scale = { projects: number; customers: number; tasks: number; invoices: number };

export const FULL_SCALE: Scale = { projects: 5_000, customers: 20_000, tasks: 50_000, invoices: 20_000 };

/** An empty company and its admin, who signs in with the password 'bench123'. */
export async function createBenchCompany(db: Db): Promise<{ companyId: number; username: string }> {
  const [company] = await db
    .insert(companies)
    .values({ name: 'Bench Builders', email: 'bench@example.com' })
    .returning();
  const companyId = company!.id;
  const username = `bench_${companyId}_${Date.now()}`;
  await db.insert(users).values({
    companyId,
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword('bench123', 10),
    role: 'admin',
  });
  return { companyId, username };
}

/**
 * One company with `scale` rows, generated inside the database (generate_series) so it takes seconds. It ends
 * with `vacuum analyze`, unless the caller generates several companies and runs it once after the last.
 */
export async function generateCompany(
  db: Db,
  scale: Scale,
  { analyze = true }: { analyze?: boolean } = {},
): Promise<{ companyId: number; username: string }> {
  const { companyId, username } = await createBenchCompany(db);
  // Generated history is no one's action: the audit triggers stay out of it (as for the demo seed). Each
  // project takes the (g mod customers)-th customer and each task the (g mod projects)-th project, by id order,
  // found through one numbered list joined on its number: an offset per row would walk the list once per row.
  await db.transaction(async (tx) => {
    await pauseAuditInTransaction(tx);
    await tx.execute(sql`
      insert into customers (company_id, first_name, last_name, email, phone, created_at)
      select ${companyId}, 'First' || g, (array['Smith','Garcia','Nguyen','Patel','Kowalski','Okafor'])[1 + g % 6] || g,
        'customer' || g || '@example.com', '555-' || lpad((g % 10000)::text, 4, '0'),
        now() - (g || ' minutes')::interval
      from generate_series(1, ${scale.customers}) g`);
    await tx.execute(sql`
      insert into projects (company_id, customer_id, name, description, type, stage, progress, budget, target_completion_date, created_at)
      select ${companyId}, c.id,
        (array['Kitchen remodel','Basement finish','Bathroom refresh','Deck build','Whole house'])[1 + g % 5] || ' ' || g,
        'Scope of work number ' || g || ' with demolition, framing and finishes',
        (array['kitchen','basement','bathroom','outdoor','whole_house','other'])[1 + g % 6]::project_type,
        (array['pre-production','in-production','warranty','fully_complete'])[1 + g % 4]::project_stage,
        g % 101, (1000 + g * 10)::numeric(12,2), current_date + (g % 365), now() - (g || ' hours')::interval
      from generate_series(1, ${scale.projects}) g
      join (select id, row_number() over (order by id) - 1 as rn from customers where company_id = ${companyId}) c
        on c.rn = g % ${scale.customers}`);
    await tx.execute(sql`
      insert into tasks (company_id, project_id, title, status, priority, due_date)
      select ${companyId}, p.id, 'Task ' || g,
        (array['not_started','in_progress','completed','on_hold'])[1 + g % 4]::task_status,
        (array['low','medium','high','urgent'])[1 + g % 4]::task_priority, current_date + (g % 60)
      from generate_series(1, ${scale.tasks}) g
      join (select id, row_number() over (order by id) - 1 as rn from projects where company_id = ${companyId}) p
        on p.rn = g % ${scale.projects}`);
    await tx.execute(sql`
      insert into invoices (company_id, project_id, customer_id, invoice_number, description, amount, status, is_paid, due_date, created_at)
      select ${companyId}, null, null, 'B-' || g, 'Progress billing ' || g, (100 + g % 5000)::numeric(12,2),
        (case when g % 3 = 0 then 'paid' else 'sent' end)::invoice_status, g % 3 = 0,
        current_date + (g % 90) - 30, now() - ((g % 400) || ' days')::interval
      from generate_series(1, ${scale.invoices}) g`);
  });
  if (analyze) await db.execute(sql`vacuum analyze`);
  return { companyId, username };
}

/** A new, migrated database: in-memory PGlite, or a database created on BENCH_DATABASE_URL's server. */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = wrapPglite(createPglite());
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL!;
  const name = `buildline_bench_${Date.now()}`;
  // One administrative statement at a time, each on a connection of its own: a kept database (REPORTS_PROBE)
  // leaves no open connection behind to hold the process.
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await asAdmin(`drop database ${name} with (force)`);
    },
  };
}

/**
 * A database filled for a server process of its own (`node dist/server/main.js`): an embedded DATA_DIR, or a
 * database on BENCH_DATABASE_URL's server. `fill` writes the data before the server opens it (the embedded one is
 * locked by whoever has it open); `env` points the server at it and `drop` removes it.
 */
export async function serverDatabase<T>(
  kind: 'embedded' | 'postgres',
  fill: (db: Db) => Promise<T>,
): Promise<{ filled: T; env: Record<string, string>; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    const { database, url, drop } = await freshDatabase('postgres');
    return { filled: await fill(database.db), env: { DATABASE_URL: url! }, drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const drop = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      return { filled: await fill(database.db), env: { DATA_DIR: dataDir, DEMO_DATA: 'false' }, drop };
    } finally {
      await database.close();
    }
  } catch (err) {
    await drop();
    throw err;
  }
}

/** The value below which `share` (0-1) of the samples fall (nearest rank). */
export const percentile = (xs: number[], share: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(share * s.length) - 1))]!;
};

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The app in process on `db`, and the session cookie of `username` (every generated user's password is bench123). */
export async function signedInApp(db: Db, username: string) {
  const app = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' }) });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'bench123' },
  });
  return { app, cookie: `sid=${login.cookies.find((c) => c.name === 'sid')?.value}` };
}

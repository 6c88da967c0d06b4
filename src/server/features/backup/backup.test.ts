import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME, seedDemo } from '../../db/demo-seed';
import type { Database } from '../../db/open';
import { auditLog, companies, projects, storedFiles, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { createDiskStore } from '../../storage/disk-store';
import type { FileStore } from '../../storage/file-store';
import { createS3Store } from '../../storage/s3-store';
import { aProject } from '../../test/entities';
import { createCompany, createSystemAdminUser, type TestCompany, type TestUser } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';
import { recordAudit } from '../audit/audit.service';
import { createSession } from '../auth/sessions';
import { exportBackup } from './backup-export';
import {
  companyCondition,
  EXCLUDED_TABLES,
  GLOBAL_TABLES,
  planTables,
  q,
  readCatalog,
  rowsOf,
  type Scope,
} from './backup-plan';
import { restoreBackup } from './backup-restore';
import { COMPANY_SECRET_TABLES } from './backup-secrets';
import { backupStream } from './backup-stream';

/**
 * Backup and restore on real databases (PGlite, or PostgreSQL with TEST_DB=postgres): the demo company is exported
 * through the route, restored into a new database, and compared table by table, row by row, and file by file.
 */

let dir: string;
let source: Database;
let storage: FileStore;
let t: TestApp;
let demoId: number;
let bigFileCompanyId: number;
let owner: string;
let other: TestCompany;
let sysadmin: TestUser;
const opened: Database[] = [];

async function cookieOf(db: Db, username: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return `sid=${await createSession(db, user!.id, { ip: '127.0.0.1', userAgent: 'test', now: new Date() })}`;
}

async function download(url: string, cookie: string): Promise<Buffer> {
  const res = await call(t.app, 'GET', url, { cookie });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/gzip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="buildline-backup-.*\.jsonl\.gz"$/,
  );
  return res.rawPayload;
}

const linesOf = (backup: Buffer) =>
  gunzipSync(backup)
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as unknown);

/** Each table's rows in the backup: table name -> rows as column->value objects. */
function tablesOf(backup: Buffer): Map<string, Record<string, unknown>[]> {
  const tables = new Map<string, Record<string, unknown>[]>();
  let current: { name: string; columns: string[] } | null = null;
  for (const line of linesOf(backup)) {
    if (Array.isArray(line)) {
      const row = Object.fromEntries(current!.columns.map((c, i) => [c, line[i]]));
      tables.get(current!.name)!.push(row);
    } else if ((line as { type: string }).type === 'table') {
      current = line as { name: string; columns: string[] };
      tables.set(current.name, []);
    }
  }
  return tables;
}

/** A new empty database and file store, restored from the backup. */
async function restoreInto(backup: Buffer, into?: FileStore): Promise<{ db: Db; store: FileStore }> {
  const target = await openPrivateTestDatabase();
  opened.push(target);
  const store = into ?? createDiskStore(await mkdtemp(join(dir, 'restored-')));
  await restoreBackup(target.db, Readable.from(backup), store, { passwordCost: 10 });
  return { db: target.db, store };
}

/**
 * The users' columns a company backup does not carry as they are: its restore gives each member a one-time password
 * (backup-credentials.ts), so the hash, its flags and times, and two-factor differ; everything else is compared.
 */
const CREDENTIAL_COLUMNS = [
  'password_hash',
  'must_change_password',
  'password_changed_at',
  'updated_at',
  'totp_secret',
  'totp_pending_secret',
  'totp_last_step',
];

/** Every row of a table as text, in primary-key order; only the scope's rows; `skip` columns left out. */
async function rowsAsText(db: Db, table: string, scope: Scope, skip: string[] = []): Promise<string[]> {
  const catalog = await readCatalog(db);
  const info = catalog.find((c) => c.name === table)!;
  const cols = info.columns
    .filter((c) => !skip.includes(c.name))
    .map((c) => `a.${q(c.name)}::text`)
    .join(', ');
  const where = scope.kind === 'company' ? ` where ${companyCondition(catalog, table, scope.companyId)}` : '';
  const order = info.primaryKey.length
    ? ` order by ${info.primaryKey.map((c) => `a.${q(c)}`).join(', ')}`
    : '';
  const result = await db.execute(
    sql.raw(`select json_build_array(${cols})::text as r from ${q(table)} a${where}${order}`),
  );
  return rowsOf<{ r: string }>(result).map((r) => r.r);
}

/** Compares every table of the scope and every stored file's bytes between the source and a restored copy. */
async function expectSameData(restored: { db: Db; store: FileStore }, scope: Scope) {
  const plan = planTables(await readCatalog(source.db), scope);
  let compared = 0;
  for (const { name } of plan) {
    const skip = scope.kind === 'company' && name === 'users' ? CREDENTIAL_COLUMNS : [];
    const expected = await rowsAsText(source.db, name, scope, skip);
    expect(await rowsAsText(restored.db, name, { kind: 'all' }, skip), name).toEqual(expected);
    compared += expected.length;
  }
  expect(compared).toBeGreaterThan(100);
  const files = await restored.db.select().from(storedFiles);
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) {
    const original = await buffer((await storage.get(f.storageKey))!);
    const copy = await buffer((await restored.store.get(f.storageKey))!);
    expect(copy.equals(original), f.storageKey).toBe(true);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-test-'));
  storage = createDiskStore(join(dir, 'files'));
  source = await openPrivateTestDatabase();
  await seedDemo(source.db, { storage });
  t = await createTestApp({ database: source, config: { DATA_DIR: dir } });
  const [demo] = await source.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  demoId = demo!.id;
  owner = await cookieOf(source.db, 'owner');
  other = await createCompany(source.db, 'Other Builders');
  await aProject(source.db, other.id, { name: 'Other secret project' });
  sysadmin = await createSystemAdminUser(source.db);
  // The demo company's backup (about 26 KB compressed) nearly fits in the gzip stream's buffers, so on a busy
  // machine its export can finish before a reader goes away. A company with a 2 MB file of random bytes (which do
  // not compress) cannot: the cancelled-download test exports it.
  const big = await createCompany(source.db, 'Big File Builders');
  bigFileCompanyId = big.id;
  const key = `companies/${big.id}/big-file`;
  const bytes = randomBytes(2 * 1024 * 1024);
  await storage.put(key, Readable.from([bytes]), 'application/pdf');
  await source.db.insert(storedFiles).values({
    companyId: big.id,
    storageKey: key,
    originalName: 'big.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const d of opened) await d.close();
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('what a backup covers', () => {
  it('exports every table but the excluded ones, each reaching a company or listed as system-wide', async () => {
    const catalog = await readCatalog(source.db);
    const names = catalog.map((c) => c.name);
    // No stale entries: each exclusion names a real table.
    for (const name of [...Object.keys(EXCLUDED_TABLES), ...Object.keys(GLOBAL_TABLES)])
      expect(names).toContain(name);
    const full = planTables(catalog, { kind: 'all' }).map((p) => p.name);
    expect([...full, ...Object.keys(EXCLUDED_TABLES)].sort()).toEqual([...names].sort());
    // A table with no way to a company fails here, until it gets one or a place in a list with its reason.
    const company = planTables(catalog, { kind: 'company', companyId: 1 }).map((p) => p.name);
    for (const name of company) expect(() => companyCondition(catalog, name, 1)).not.toThrow();
    expect([...company, ...Object.keys(GLOBAL_TABLES), ...Object.keys(COMPANY_SECRET_TABLES)].sort()).toEqual(
      [...full].sort(),
    );
  });

  it('orders parents before children, deferring only the self-references and the company-logo and chosen-option cycles', async () => {
    const plan = planTables(await readCatalog(source.db), { kind: 'all' });
    const at = (name: string) => plan.findIndex((p) => p.name === name);
    expect(at('companies')).toBeLessThan(at('users'));
    expect(at('stored_files')).toBeLessThan(at('documents'));
    expect(at('projects')).toBeLessThan(at('tasks'));
    expect(
      Object.fromEntries(plan.filter((p) => p.deferred.length).map((p) => [p.name, p.deferred])),
    ).toEqual({
      budget_items: ['parent_id'],
      companies: ['logo_file_id'],
      // A selection names its chosen option, which belongs to the selection.
      selections: ['chosen_option_id'],
    });
  });

  it('finds the company of a table that reaches it only through a parent', () => {
    const catalog = [
      { name: 'companies', columns: [], primaryKey: ['id'], foreignKeys: [], identity: [] },
      {
        name: 'projects',
        columns: [{ name: 'company_id', nullable: false, json: false, generated: false }],
        primaryKey: ['id'],
        foreignKeys: [{ columns: ['company_id'], parent: 'companies', parentColumns: ['id'] }],
        identity: [],
      },
      {
        name: 'project_tags',
        columns: [{ name: 'project_id', nullable: false, json: false, generated: false }],
        primaryKey: ['id'],
        foreignKeys: [{ columns: ['project_id'], parent: 'projects', parentColumns: ['id'] }],
        identity: [],
      },
      { name: 'orphans', columns: [], primaryKey: ['id'], foreignKeys: [], identity: [] },
    ];
    expect(companyCondition(catalog, 'project_tags', 7)).toBe(
      'exists (select 1 from "projects" p1 where p1."id" = a."project_id" and p1."company_id" = 7)',
    );
    expect(() => companyCondition(catalog, 'orphans', 7)).toThrow(/orphans has no path to a company/);
  });
});

describe('GET /api/companies/:companyId/backup', () => {
  it("restores the demo company into a new database: every row and every file, never another company's", async () => {
    const backup = await download(`/api/companies/${demoId}/backup`, owner);
    const header = linesOf(backup)[0] as Record<string, unknown>;
    expect(header).toMatchObject({
      type: 'header',
      format: 'buildline-backup',
      scope: { kind: 'company', companyId: demoId },
    });

    const tables = tablesOf(backup);
    for (const [name, rows] of tables) {
      for (const row of rows) if ('company_id' in row) expect(row.company_id, name).toBe(String(demoId));
    }
    expect(tables.get('companies')!.map((c) => c.name)).toEqual([DEMO_COMPANY_NAME]);
    expect(tables.has('sessions')).toBe(false);
    expect(tables.has('system_settings')).toBe(false);
    expect(gunzipSync(backup).toString()).not.toContain('Other secret project');

    const restored = await restoreInto(backup);
    await expectSameData(restored, { kind: 'company', companyId: demoId });
    // The sequences follow the restored ids: a new row gets the next one.
    const [maxId] = await restored.db.select({ id: sql<number>`max(${projects.id})` }).from(projects);
    const added = await aProject(restored.db, demoId, { name: 'After restore' });
    expect(added!.id).toBe(Number(maxId!.id) + 1);
  }, 120_000);

  it('leaves no temporary file behind once sent', async () => {
    await download(`/api/companies/${demoId}/backup`, owner);
    // PGlite's export goes through DATA_DIR/backup-spool (docs/decisions/0190-a-snapshot-and-what-it-means-on-pglite.md); PostgreSQL's straight to the answer.
    const spool = join(dir, 'backup-spool');
    await expect.poll(async () => (existsSync(spool) ? readdirSync(spool) : [])).toEqual([]);
  });

  it('ends the export and its snapshot transaction when the download is cancelled halfway', async () => {
    const stopped: unknown[] = [];
    const log = { warn: (obj: unknown) => stopped.push(obj) } as unknown as FastifyBaseLogger;
    const scope: Scope = { kind: 'company', companyId: bigFileCompanyId };
    const spoolDir = join(dir, 'cancel-spool');
    // Streamed straight from the transaction (PostgreSQL's way, run here on either database). Nobody reads, so the
    // export soon waits for the reader; the reader then goes away, as a closed browser tab does.
    const streamed = await backupStream({ db: source.db, storage, log, spoolDir }, scope, new Date(), false);
    await expect.poll(() => streamed.readableLength).toBeGreaterThan(0);
    streamed.destroy();
    // The export notices at its next write, which on a busy PostgreSQL can take longer than poll's default second.
    await expect.poll(() => stopped.length, { timeout: 10_000 }).toBe(1);
    expect(String((stopped[0] as { err: Error }).err.message)).toBe('The backup download was cancelled');
    // The snapshot transaction has ended: on PGlite its one connection answers again (this query would wait
    // forever otherwise); on PostgreSQL no connection of this database is left inside a transaction.
    if (is(source.db, PgliteDatabase)) {
      expect(rowsOf(await source.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } else {
      await expect
        .poll(async () =>
          rowsOf<{ n: number }>(
            await source.db.execute(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and state like 'idle in transaction%'`),
          ),
        )
        .toEqual([{ n: 0 }]);
    }
    // PGlite's way: spooled to a file first; a download cancelled before it is read leaves no file behind.
    const spooled = await backupStream({ db: source.db, storage, log, spoolDir }, scope, new Date(), true);
    spooled.destroy();
    await expect.poll(() => readdirSync(spoolDir)).toEqual([]);
  });

  it('records the download in the audit log', async () => {
    await download(`/api/companies/${demoId}/backup`, owner);
    const [line] = await source.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backup_download'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(line).toMatchObject({ companyId: demoId, entityType: 'company', entityId: String(demoId) });
  });

  it("refuses managers, employees and other companies' administrators", async () => {
    const manager = await cookieOf(source.db, 'manager');
    const employee = await cookieOf(source.db, 'employee');
    expect(
      (await call(t.app, 'GET', `/api/companies/${demoId}/backup`, { cookie: manager })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/companies/${demoId}/backup`, { cookie: employee })).statusCode,
    ).toBe(403);
    // Another company's id is not revealed to exist (scopeCompany): 404, like every company route.
    expect(
      (await call(t.app, 'GET', `/api/companies/${demoId}/backup`, { cookie: other.admin.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/companies/${demoId}/backup`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/backup', { cookie: owner })).statusCode).toBe(403);
  });

  it('is not torn by a change committed while it runs', async () => {
    const before = await source.db.select().from(projects).where(eq(projects.companyId, demoId));
    let insert: Promise<unknown> | undefined;
    const chunks: string[] = [];
    await exportBackup(source.db, {
      scope: { kind: 'company', companyId: demoId },
      storage,
      now: new Date(),
      write: async (text) => {
        chunks.push(text);
        if (insert || !text.startsWith('{"type":"table","name":"companies"')) return;
        // A project (and, by trigger, the company's counters) committed between the reads of two tables.
        insert = source.db
          .insert(projects)
          .values({ companyId: demoId, name: 'Added during the export' })
          .execute();
        // PGlite runs one transaction at a time: there the insert waits for the export (nothing to tear).
        if (source.kind === 'postgres') await insert;
      },
    });
    await insert;
    const text = chunks.join('');
    expect(text).not.toContain('Added during the export');
    const tables = tablesOf(gzipSync(text));
    expect(tables.get('projects')).toHaveLength(before.length);
    const active = before.filter((p) => p.stage !== 'fully_complete').length;
    expect(Number(tables.get('company_stats')![0]!.active_projects)).toBe(active);
    // The change itself was committed.
    expect(await source.db.select().from(projects).where(eq(projects.companyId, demoId))).toHaveLength(
      before.length + 1,
    );
  });
});

describe('files in an S3 bucket', () => {
  it('restores the files of a backup made on disk into a bucket, byte for byte', async () => {
    // A real S3-protocol server, as in file-store.test.ts: the move from one server's disk to shared storage.
    const s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: join(dir, 's3'),
      configureBuckets: [{ name: 'buildline-restore', configs: [] }],
    });
    const { port } = (await s3rver.run()) as { port: number };
    try {
      const bucket = createS3Store({
        bucket: 'buildline-restore',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      const backup = await download(`/api/companies/${demoId}/backup`, owner);
      const restored = await restoreInto(backup, bucket);
      await expectSameData(restored, { kind: 'company', companyId: demoId });
    } finally {
      await s3rver.close();
    }
  }, 120_000);
});

describe('a company backup restores on its own', () => {
  it("writes empty a reference to a user outside the company (a system administrator's audit line)", async () => {
    await recordAudit(source.db, {
      companyId: demoId,
      userId: sysadmin.id,
      action: 'company_open',
      entityType: 'company',
    });
    const backup = await download(`/api/companies/${demoId}/backup`, owner);
    const lines = tablesOf(backup).get('audit_log')!;
    const open = lines.find((l) => l.action === 'company_open');
    expect(open).toMatchObject({ company_id: String(demoId), user_id: null });
    expect(lines.some((l) => l.user_id === String(sysadmin.id))).toBe(false);
    const restored = await restoreInto(backup);
    const [row] = await restored.db.select().from(auditLog).where(eq(auditLog.action, 'company_open'));
    expect(row).toMatchObject({ companyId: demoId, userId: null });
  }, 120_000);
});

describe('GET /api/admin/backup', () => {
  /**
   * The company's backup as an older version made it: without the sections (and end counts) of `tables`, and
   * without the `columns` named per table, which the version had not yet added.
   */
  async function olderBackup(left: {
    tables?: string[];
    columns?: Record<string, string[]>;
  }): Promise<Buffer> {
    const tables = left.tables ?? [];
    const lines = gunzipSync(await download(`/api/companies/${demoId}/backup`, owner))
      .toString()
      .trimEnd()
      .split('\n');
    let leftOut = false;
    let dropped: number[] = [];
    const older: string[] = [];
    for (const line of lines) {
      const item = JSON.parse(line) as unknown;
      if (Array.isArray(item)) {
        if (!leftOut)
          older.push(dropped.length ? JSON.stringify(item.filter((_, i) => !dropped.includes(i))) : line);
        continue;
      }
      const header = item as { type?: string; name?: string; columns?: string[] };
      if (header.type === 'table') {
        leftOut = tables.includes(header.name ?? '');
        const gone = left.columns?.[header.name ?? ''] ?? [];
        const columns = header.columns ?? [];
        dropped = columns.flatMap((c, i) => (gone.includes(c) ? [i] : []));
        if (!leftOut)
          older.push(JSON.stringify({ ...header, columns: columns.filter((_, i) => !dropped.includes(i)) }));
      } else if (header.type === 'end') {
        const end = item as { rows: Record<string, number> };
        for (const table of tables) delete end.rows[table];
        older.push(JSON.stringify(end));
      } else if (!leftOut) older.push(line);
    }
    return gzipSync(`${older.join('\n')}\n`);
  }

  it("rebuilds the chats' newest-message table when the backup predates it", async () => {
    // A backup made before migration 0019.
    const restored = await restoreInto(await olderBackup({ tables: ['project_chat_activity'] }));
    const newest = (db: Db) =>
      db.execute(sql`select project_id, last_message_id from project_chat_activity order by project_id`);
    const expected = await restored.db.execute(
      sql`select project_id, max(id) as last_message_id from project_chat_messages group by project_id order by project_id`,
    );
    const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
    expect(rows(expected).length).toBeGreaterThan(0);
    expect(rows(await newest(restored.db))).toEqual(rows(expected));
  }, 120_000);

  it('gives each paid invoice its payment when the backup predates payments, and counts them', async () => {
    // A backup made before migration 0024: invoices paid or not, no payments and no amount paid.
    const restored = await restoreInto(
      await olderBackup({ tables: ['payments'], columns: { invoices: ['amount_paid'] } }),
    );
    const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
    const invoices = rows(
      await source.db.execute(sql`select id, amount::text, is_paid,
        coalesce(paid_date, (paid_at at time zone 'UTC')::date, issue_date, (created_at at time zone 'UTC')::date)::text
          as paid_on
        from invoices where company_id = ${demoId} order by id`),
    );
    const paid = invoices.filter((i) => i.is_paid);
    // The demo company has paid and unpaid invoices, so there is something to tell apart.
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(invoices.length);
    const payments = rows(
      await restored.db.execute(sql`select invoice_id as id, amount::text, date::text as paid_on, method
        from payments order by invoice_id`),
    );
    expect(payments).toEqual(
      paid.map((i) => ({ id: i.id, amount: i.amount, paid_on: i.paid_on, method: 'other' })),
    );
    const amountsPaid = rows(
      await restored.db.execute(sql`select id, amount_paid::text from invoices order by id`),
    );
    expect(amountsPaid).toEqual(
      invoices.map((i) => ({ id: i.id, amount_paid: i.is_paid ? i.amount : '0.00' })),
    );
    // The day sums the finance cards read were rebuilt from these payments: Collected counts them.
    const collected = rows(
      await restored.db.execute(sql`select d.day::text, d.collected::text, coalesce(p.total, 0)::numeric(14, 2)::text
          as payments
        from company_finance_days d
        left join (select date, sum(amount) as total from payments group by date) p on p.date = d.day
        where d.collected <> 0 or p.total is not null`),
    );
    expect(collected.length).toBeGreaterThan(0);
    for (const day of collected) expect(day.collected, String(day.day)).toBe(day.payments);
  }, 120_000);

  it('rebuilds the kept cost sums when the backup predates them, to the cent', async () => {
    // A backup made before migration 0031: job costing, the budget and the reports would read every cost as 0.
    const restored = await restoreInto(
      await olderBackup({ tables: ['budget_line_cost_sums', 'project_cost_totals'] }),
    );
    const sums = async (db: Db) => ({
      lines: (
        (await db.execute(sql`select budget_item_id, project_id, budgeted::numeric(14, 2)::text,
          expenses::numeric(14, 2)::text, bills::numeric(14, 2)::text, committed::numeric(14, 2)::text
          from budget_line_cost_sums where company_id = ${demoId} order by budget_item_id`)) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows,
      projects: (
        (await db.execute(sql`select project_id, actual::numeric(14, 2)::text, forecast::numeric(14, 2)::text
          from project_cost_totals where company_id = ${demoId} order by project_id`)) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows,
    });
    const kept = await sums(source.db);
    // The demo company has expenses, bills and open orders on its lines, so there is something to rebuild.
    for (const figure of ['expenses', 'bills', 'committed'])
      expect(kept.lines.some((line) => line[figure] !== '0.00')).toBe(true);
    expect(await sums(restored.db)).toEqual(kept);
  }, 120_000);

  it("rebuilds the day sums when the backup's rows predate the cash flow's columns", async () => {
    // A backup made before migration 0032: company_finance_days without expenses and bills_paid.
    const restored = await restoreInto(
      await olderBackup({ columns: { company_finance_days: ['expenses', 'bills_paid'] } }),
    );
    const days = async (db: Db) =>
      (
        (await db.execute(sql`select day, outstanding::text, collected::text, spent::text, expense_count,
          expenses::text, bills_paid::text from company_finance_days
          where company_id = ${demoId}
            and (outstanding <> 0 or collected <> 0 or spent <> 0 or expense_count <> 0 or bills_paid <> 0)
          order by day`)) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
    const kept = await days(source.db);
    expect(kept.some((d) => d.bills_paid !== '0.00') && kept.some((d) => d.expenses !== '0.00')).toBe(true);
    expect(await days(restored.db)).toEqual(kept);
  }, 120_000);

  it("rebuilds the agings' kept sums when the backup predates them", async () => {
    // A backup made before migration 0033: the agings would show no open invoice or bill.
    const restored = await restoreInto(
      await olderBackup({
        tables: [
          'receivable_customers',
          'receivable_customer_dues',
          'receivable_due_days',
          'payable_vendors',
          'payable_vendor_dues',
          'payable_due_days',
        ],
      }),
    );
    const sums = async (db: Db) =>
      (
        (await db.execute(sql`
          select 'customer' as kind, customer_id::text as key, name, open_count, balance::text
          from receivable_customers where company_id = ${demoId}
          union all
          select 'customer due', customer_id || ' ' || due_on, null, open_count, balance::text
          from receivable_customer_dues where company_id = ${demoId}
          union all
          select 'invoices due', due_on::text, null, open_count, balance::text from receivable_due_days
          where company_id = ${demoId}
          union all
          select 'vendor', vendor_name, null, open_count, balance::text from payable_vendors
          where company_id = ${demoId}
          union all
          select 'vendor due', vendor_name || ' ' || due_on, null, open_count, balance::text
          from payable_vendor_dues where company_id = ${demoId}
          union all
          select 'bills due', due_on::text, null, open_count, balance::text from payable_due_days
          where company_id = ${demoId}
          order by 1, 2`)) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
    const kept = await sums(source.db);
    // The demo company has open invoices and bills, so there is something to rebuild.
    expect(new Set(kept.map((row) => row.kind)).size).toBe(6);
    expect(await sums(restored.db)).toEqual(kept);
  }, 120_000);

  it("rebuilds each project's kept money when the backup predates it", async () => {
    // A backup made before migration 0034: profit by project and WIP would read no contract, billing or cost.
    const restored = await restoreInto(
      await olderBackup({ tables: ['project_money', 'company_project_sums'] }),
    );
    const money = async (db: Db) =>
      (
        (await db.execute(sql`select project_id, estimate_total::text, change_orders::text, billed::text,
          collected::text, cost::text, forecast::text from project_money where company_id = ${demoId}
          union all
          select stripe, profit_rows::text, contract::text, billed::text, collected::text, cost::text,
            wip_earned::text from company_project_sums where company_id = ${demoId}
          order by 1, 2`)) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows;
    const kept = await money(source.db);
    // The demo company has approved estimates, invoices, payments and costs on its projects.
    for (const figure of ['estimate_total', 'billed', 'collected', 'cost'])
      expect(kept.some((row) => row[figure] !== null && row[figure] !== '0.00')).toBe(true);
    expect(await money(restored.db)).toEqual(kept);
  }, 120_000);

  it('exports everything for a system administrator, and restores it whole', async () => {
    const backup = await download('/api/admin/backup', sysadmin.cookie);
    const tables = tablesOf(backup);
    expect(
      tables
        .get('companies')!
        .map((c) => c.name)
        .sort(),
    ).toEqual([DEMO_COMPANY_NAME, 'Other Builders', 'Big File Builders'].sort());
    expect(tables.has('sessions')).toBe(false);
    const restored = await restoreInto(backup);
    await expectSameData(restored, { kind: 'all' });
  }, 120_000);

  it('refuses a database that holds data, and a backup cut short leaves the new database empty', async () => {
    const backup = await download('/api/admin/backup', sysadmin.cookie);
    const store = createDiskStore(join(dir, 'refused'));
    await expect(restoreBackup(source.db, Readable.from(backup), store)).rejects.toThrow(
      /The database is not empty/,
    );

    const text = gunzipSync(backup).toString();
    const cut = gzipSync(text.slice(0, text.lastIndexOf('{"type":"end"')));
    const target = await openPrivateTestDatabase();
    opened.push(target);
    await expect(restoreBackup(target.db, Readable.from(cut), store)).rejects.toThrow(/cut short/);
    expect(await target.db.select().from(companies)).toEqual([]);
    expect(await target.db.select().from(storedFiles)).toEqual([]);
  }, 120_000);
});

import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME, seedDemo } from '../../db/demo-seed';
import type { Database } from '../../db/open';
import { companies, mailOutbox, recoveryCodes, storedFiles, users } from '../../db/schema/index';
import { createDiskStore } from '../../storage/disk-store';
import type { FileStore } from '../../storage/file-store';
import { openPrivateTestDatabase } from '../../test/test-db';
import { verifyPassword } from '../auth/password';
import { exportBackup } from './backup-export';
import { readCatalog, rowsOf, type Scope } from './backup-plan';
import { restoreBackup } from './backup-restore';
import { COMPANY_SECRET_TABLES } from './backup-secrets';

/**
 * What the outside probe of the backup found, each tried again on real databases: an edited company backup that
 * brings another company and a system administrator, credentials and live links inside a company backup, and a
 * failed restore that printed the rows it was given.
 */

let dir: string;
let source: Database;
let storage: FileStore;
let demoId: number;
const opened: Database[] = [];
/** A live password-reset link in the outbox, and a value that must never be printed. */
const RESET_LINK = 'https://buildline.example/auth?reset=live-reset-token-4242';
const MARKER = 'row-content-marker-7731';

type Line = Record<string, unknown> | unknown[];

async function backupOf(scope: Scope): Promise<Buffer> {
  const chunks: string[] = [];
  await exportBackup(source.db, {
    scope,
    storage,
    now: new Date(),
    write: async (text) => {
      chunks.push(text);
    },
  });
  return gzipSync(chunks.join(''));
}

const linesOf = (backup: Buffer): Line[] =>
  gunzipSync(backup)
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

const fileOf = (lines: Line[]): Buffer => gzipSync(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);

/** The index of a table's line and its columns. */
function tableAt(lines: Line[], name: string): { at: number; columns: string[] } {
  const at = lines.findIndex((l) => !Array.isArray(l) && l.type === 'table' && l.name === name);
  expect(at, name).toBeGreaterThan(-1);
  return { at, columns: (lines[at] as { columns: string[] }).columns };
}

/** Adds a row after a table's line (raising the end line's count, as the probe did), from a row of it edited. */
function addRow(lines: Line[], table: string, edit: (row: Record<string, unknown>) => void): void {
  const { at, columns } = tableAt(lines, table);
  const row = Object.fromEntries(columns.map((c, i) => [c, (lines[at + 1] as unknown[])[i]]));
  edit(row);
  lines.splice(
    at + 1,
    0,
    columns.map((c) => row[c]),
  );
  const end = lines.at(-1) as { rows: Record<string, number> };
  end.rows[table] = (end.rows[table] ?? 0) + 1;
}

/** Restores into a new database and store; answers the error and what the attempt left behind. */
async function restoreRefused(backup: Buffer, expected?: Scope['kind']) {
  const target = await openPrivateTestDatabase();
  opened.push(target);
  const filesDir = await mkdtemp(join(dir, 'refused-'));
  const error = await restoreBackup(target.db, Readable.from(backup), createDiskStore(filesDir), {
    passwordCost: 10,
    expect: expected,
  }).then(
    () => null,
    (err: Error) => err,
  );
  const catalog = await readCatalog(target.db);
  let rows = 0;
  for (const t of catalog) {
    const [r] = rowsOf<{ n: number }>(
      await target.db.execute(sql.raw(`select count(*)::int as n from "${t.name}"`)),
    );
    rows += r!.n;
  }
  // Files only: a failed restore removes the files it wrote, and may leave their empty folders.
  const files = readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  return { message: error?.message ?? 'restored', rows, files: files.map((f) => f.name) };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-scope-test-'));
  storage = createDiskStore(join(dir, 'files'));
  source = await openPrivateTestDatabase();
  await seedDemo(source.db, { storage });
  const [demo] = await source.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  demoId = demo!.id;
  const [owner] = await source.db.select().from(users).where(eq(users.username, 'owner'));
  // Two-factor sign-in set up for the owner, and a password-reset mail waiting in the outbox.
  await source.db
    .update(users)
    .set({ totpSecret: 'JBSWY3DPEHPK3PXPTOTPSECRET', totpLastStep: 1 })
    .where(eq(users.id, owner!.id));
  await source.db.insert(recoveryCodes).values({ userId: owner!.id, codeHash: 'recovery-code-hash-5150' });
  await source.db.insert(mailOutbox).values({
    companyId: demoId,
    to: 'priya@summitremodeling.example',
    subject: 'Reset your password',
    text: `Follow ${RESET_LINK}`,
  });
}, 120_000);

afterAll(async () => {
  for (const d of opened) await d.close();
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a company backup holds to its company', () => {
  it("refuses the probe's file, a second company and a system administrator added, before writing anything", async () => {
    const lines = linesOf(await backupOf({ kind: 'company', companyId: demoId }));
    const [owner] = await source.db.select().from(users).where(eq(users.username, 'owner'));
    addRow(lines, 'companies', (c) => {
      c.id = '900001';
      c.name = 'Smuggled Company';
      c.logo_file_id = null;
    });
    addRow(lines, 'users', (u) => {
      u.id = '900002';
      u.username = 'smuggled-admin';
      u.is_admin = 'true';
      u.password_hash = owner!.passwordHash;
    });
    const refused = await restoreRefused(fileOf(lines));
    expect(refused.message).toMatch(/table companies, row id 900001 does not belong to company/);
    expect(refused).toMatchObject({ rows: 0, files: [] });
  }, 120_000);

  it('refuses a system administrator among the members, named by table and id', async () => {
    const lines = linesOf(await backupOf({ kind: 'company', companyId: demoId }));
    addRow(lines, 'users', (u) => {
      u.id = '900003';
      u.username = 'smuggled-admin';
      u.is_admin = 'true';
    });
    const refused = await restoreRefused(fileOf(lines));
    expect(refused.message).toMatch(/table users, row id 900003 is a system administrator/);
    expect(refused).toMatchObject({ rows: 0, files: [] });
  }, 120_000);

  it('refuses a file whose header names another company than its rows', async () => {
    // An edited header: the rows are then outside the company it declares, and no company row is its.
    const lines = linesOf(await backupOf({ kind: 'company', companyId: demoId }));
    (lines[0] as { scope: Scope }).scope = { kind: 'company', companyId: demoId + 1000 };
    const refused = await restoreRefused(fileOf(lines));
    expect(refused.message).toMatch(`holds no row of company ${demoId + 1000}`);
    expect(refused).toMatchObject({ rows: 0, files: [] });
  }, 120_000);

  it('refuses a company backup edited to say it is a full one, unless the person restoring says full', async () => {
    const lines = linesOf(await backupOf({ kind: 'company', companyId: demoId }));
    (lines[0] as { scope: Scope }).scope = { kind: 'all' };
    addRow(lines, 'users', (u) => {
      u.id = '900004';
      u.username = 'smuggled-admin';
      u.is_admin = 'true';
    });
    const refused = await restoreRefused(fileOf(lines), 'company');
    expect(refused.message).toMatch(/This is a full backup of every company: restore it with --full/);
    expect(refused).toMatchObject({ rows: 0, files: [] });
    const company = await restoreRefused(await backupOf({ kind: 'company', companyId: demoId }), 'all');
    expect(company.message).toMatch(/not a full backup: restore it without --full/);
  }, 120_000);

  it('refuses a file that none of its rows names, before writing it', async () => {
    const lines = linesOf(await backupOf({ kind: 'company', companyId: demoId }));
    const end = lines.pop() as { files: number };
    lines.push({ type: 'file', key: 'smuggled/elsewhere.bin', contentType: 'text/plain' });
    lines.push({ type: 'chunk', data: Buffer.from('not a row of this company').toString('base64') });
    lines.push({ type: 'fileEnd' }, { ...end, files: end.files + 1 });
    const refused = await restoreRefused(fileOf(lines));
    expect(refused.message).toMatch(/a file that none of its rows names/);
    expect(refused).toMatchObject({ rows: 0, files: [] });
  }, 120_000);

  it('refuses system-wide tables and the ones a company backup leaves out, naming the first row', async () => {
    const full = linesOf(await backupOf({ kind: 'all' }));
    const settings = tableAt(full, 'system_settings');
    for (const [table, columns, row] of [
      ['system_settings', settings.columns, settings.columns.map((c) => (c === 'id' ? '1' : null))],
      ['sessions', ['id', 'user_id'], ['session-id-1', '1']],
      ['mail_outbox', ['id', 'company_id', 'text'], ['77', String(demoId), RESET_LINK]],
    ] as const) {
      const lines = linesOf(await backupOf({ kind: 'company', companyId: demoId }));
      const users = tableAt(lines, 'users').at;
      lines.splice(users, 0, { type: 'table', name: table, columns }, [...row]);
      const refused = await restoreRefused(fileOf(lines));
      expect(refused.message).toMatch(`holds table ${table}, row id ${row[0]},`);
      expect(refused).toMatchObject({ rows: 0, files: [] });
    }
  }, 120_000);
});

describe('a company backup carries no credentials', () => {
  it('leaves out password hashes, two-factor, recovery codes, invitations, pending sign-ins and the outbox', async () => {
    const backup = await backupOf({ kind: 'company', companyId: demoId });
    const text = gunzipSync(backup).toString();
    const lines = linesOf(backup);
    for (const table of Object.keys(COMPANY_SECRET_TABLES))
      expect(
        lines.some((l) => !Array.isArray(l) && l.name === table),
        table,
      ).toBe(false);
    const hashes = await source.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    expect(text).not.toContain('JBSWY3DPEHPK3PXPTOTPSECRET');
    expect(text).not.toContain('recovery-code-hash-5150');
    expect(text).not.toContain('live-reset-token-4242');

    // A full backup keeps everything, for a move of the whole installation.
    const all = gunzipSync(await backupOf({ kind: 'all' })).toString();
    for (const { hash } of hashes) expect(all).toContain(hash);
    expect(all).toContain('JBSWY3DPEHPK3PXPTOTPSECRET');
    expect(all).toContain('live-reset-token-4242');
  }, 120_000);

  it('gives every active member a one-time password to change, two-factor off and no administrator', async () => {
    const target = await openPrivateTestDatabase();
    opened.push(target);
    const backup = await backupOf({ kind: 'company', companyId: demoId });
    const store = createDiskStore(await mkdtemp(join(dir, 'restored-')));
    const summary = await restoreBackup(target.db, Readable.from(backup), store, { passwordCost: 10 });
    const restored = await target.db.select().from(users).orderBy(users.username);
    const active = restored.filter((u) => u.isActive).map((u) => u.username);
    expect(summary.oneTimePasswords.map((p) => p.username)).toEqual(active);
    expect(active).toContain('owner');
    for (const user of restored) {
      expect(user, user.username).toMatchObject({
        isAdmin: false,
        mustChangePassword: true,
        totpSecret: null,
        totpPendingSecret: null,
      });
      const given = summary.oneTimePasswords.find((p) => p.username === user.username);
      if (given) expect(await verifyPassword(given.password, user.passwordHash), user.username).toBe(true);
    }
    expect(await target.db.select().from(storedFiles)).not.toEqual([]);
  }, 120_000);
});

/** Runs `npm run restore` (its script) on the backup, into a new embedded database. */
async function restoreCommand(backup: Buffer, ...flags: string[]) {
  const file = join(await mkdtemp(join(dir, 'cli-')), 'backup.jsonl.gz');
  await writeFile(file, backup);
  return promisify(execFile)('npx', ['tsx', 'src/server/cli/restore.ts', ...flags, file], {
    env: { ...process.env, DATA_DIR: `${file}-data`, DATABASE_URL: '', PASSWORD_HASH_COST: '10' },
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

describe('npm run restore of a company backup', () => {
  it("prints each active member's one-time password", async () => {
    const run = await restoreCommand(await backupOf({ kind: 'company', companyId: demoId }));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('A company backup holds no passwords');
    expect(run.stdout).toMatch(/^ {2}owner\s+\w{5}-\w{5}-\w{5}-\w{5}$/m);
    // Deactivated members are not given one.
    expect(run.stdout).not.toMatch(/^ {2}ray\s/m);
  }, 120_000);
});

describe('a failed restore', () => {
  /** A full backup (hashes included) whose user 'priya' has no e-mail and a marker in her name. */
  async function brokenBackup(): Promise<{ backup: Buffer; id: string }> {
    const lines = linesOf(await backupOf({ kind: 'all' }));
    const { at, columns } = tableAt(lines, 'users');
    const row = lines
      .slice(at + 1)
      .find((l) => Array.isArray(l) && l[columns.indexOf('username')] === 'priya') as unknown[];
    row[columns.indexOf('email')] = null;
    row[columns.indexOf('first_name')] = MARKER;
    return { backup: fileOf(lines), id: String(row[columns.indexOf('id')]) };
  }

  it('names the table, the row id and the reason, never a row or a hash', async () => {
    const { backup, id } = await brokenBackup();
    const { message } = await restoreRefused(backup);
    expect(message).toContain(`Restoring table users failed at row id ${id}: null value in column "email"`);
    expect(message).not.toContain(MARKER);
    expect(message).not.toContain('scrypt$');
    expect(message.length).toBeLessThan(300);
  }, 120_000);

  it("keeps the database's reason but not the values it quotes: a duplicate key, a value of the wrong type", async () => {
    const lines = linesOf(await backupOf({ kind: 'all' }));
    const { at, columns } = tableAt(lines, 'users');
    const col = (name: string) => columns.indexOf(name);
    const priya = lines
      .slice(at + 1)
      .find((l) => Array.isArray(l) && l[col('username')] === 'priya') as unknown[];
    const twin = [...priya];
    twin[col('id')] = '900010';
    // Comes first in the file: priya herself is then the row the unique index refuses.
    twin[col('username')] = 'PRIYA';
    lines.splice(at + 1, 0, twin);
    (lines.at(-1) as { rows: Record<string, number> }).rows.users! += 1;
    const duplicate = await restoreRefused(fileOf(lines));
    expect(duplicate.message).toContain(
      `failed at row id ${priya[col('id')]}: duplicate key value violates unique constraint "users_username_lower_idx" (key lower(username) already exists)`,
    );
    expect(duplicate.message.toLowerCase()).not.toContain('(priya)');

    lines.splice(at + 1, 1);
    (lines.at(-1) as { rows: Record<string, number> }).rows.users! -= 1;
    priya[col('totp_last_step')] = MARKER;
    const wrongType = await restoreRefused(fileOf(lines));
    expect(wrongType.message).toContain(
      `failed at row id ${priya[col('id')]}: invalid input syntax for type integer`,
    );
    expect(wrongType.message).not.toContain(MARKER);
  }, 120_000);

  it('names a broken line by its table, without quoting it', async () => {
    const lines = gunzipSync(await backupOf({ kind: 'all' }))
      .toString()
      .split('\n');
    const at = lines.findIndex((l) => l.startsWith('{"type":"table","name":"users"'));
    lines[at + 1] = `${lines[at + 1]!.slice(0, -1)}, ${MARKER}`;
    const { message } = await restoreRefused(gzipSync(lines.join('\n')));
    expect(message).toContain('a line in table users is not JSON');
    expect(message).not.toContain(MARKER);
    expect(message).not.toContain('scrypt$');
  }, 120_000);

  it('prints no more from npm run restore', async () => {
    const { backup, id } = await brokenBackup();
    const run = await restoreCommand(backup, '--full');
    expect(run.code).toBe(1);
    const output = run.stdout + run.stderr;
    expect(output).toContain(`Restoring table users failed at row id ${id}`);
    expect(output).not.toContain(MARKER);
    expect(output).not.toContain('scrypt$');
    expect(output.length).toBeLessThan(1000);
  }, 120_000);
});

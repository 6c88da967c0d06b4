import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/open';
import type { Db, DbOrTx } from '../../db/types';
import type { FileStore } from '../../storage/file-store';
import {
  type Column,
  companyCondition,
  FILES_TABLE,
  planTables,
  q,
  readCatalog,
  rowsOf,
  type Scope,
  type TableInfo,
  type TablePlan,
} from './backup-plan';
import { COMPANY_BLANKED_COLUMNS } from './backup-secrets';

/**
 * The backup file: gzip-compressed JSON lines (docs/architecture.md, "Backup and restore").
 *   {"type":"header",...}                      format, migrations, scope, time
 *   {"type":"table","name":...,"columns":[...]} then one JSON array per row, values in column order
 *   {"type":"file","key":...,"contentType":...,"size":n} then {"type":"chunk","data":base64}... {"type":"fileEnd"}
 *   {"type":"end","rows":{table:n},"files":n}  written last: a file without it was cut short
 * Values are PostgreSQL's text form (json and jsonb columns as JSON), so numeric, dates and times come back
 * exactly as they were, whatever the driver.
 */
export const BACKUP_FORMAT = 'buildline-backup';
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  type: 'header';
  format: typeof BACKUP_FORMAT;
  version: number;
  migrations: { count: number; last: string };
  scope: Scope;
  createdAt: string;
};

export type ExportSummary = { rows: Record<string, number>; files: number; missingFiles: number };

/** Rows fetched per round trip: small enough that a batch never weighs much, large enough to be quick. */
const BATCH = 500;
/** Bytes of a stored file per chunk line (a multiple of 3, so no base64 padding mid-file). */
const FILE_CHUNK = 48 * 1024;

/** The migrations this build applies: a backup records them so a restore knows what schema wrote it. */
export function appMigrations(): { count: number; last: string } {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return { count: journal.entries.length, last: journal.entries.at(-1)?.tag ?? '' };
}

/**
 * Writes a whole backup through `write` (which waits while the reader is behind) from one REPEATABLE READ, READ
 * ONLY transaction: every table and file list is read from the same snapshot, so a change committed meanwhile is
 * either wholly in the backup or wholly out of it. Rows are read through a cursor, a batch at a time.
 */
export async function exportBackup(
  db: Db,
  options: { scope: Scope; storage: FileStore; now: Date; write: (text: string) => Promise<void> },
): Promise<ExportSummary> {
  const { scope, storage, write } = options;
  return db.transaction(
    async (tx) => {
      const catalog = await readCatalog(tx);
      const tables = planTables(catalog, scope);
      const header: BackupHeader = {
        type: 'header',
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        migrations: appMigrations(),
        scope,
        createdAt: options.now.toISOString(),
      };
      await write(`${JSON.stringify(header)}\n`);
      const summary: ExportSummary = { rows: {}, files: 0, missingFiles: 0 };
      for (const table of tables) {
        // json_build_array takes at most 100 arguments (PostgreSQL's FUNC_MAX_ARGS); no table comes near.
        if (table.columns.length > 100) throw new Error(`Table ${table.name} has more than 100 columns`);
        await write(
          `${JSON.stringify({ type: 'table', name: table.name, columns: table.columns.map((c) => c.name) })}\n`,
        );
        // visible-texts: SQL
        const select = `select json_build_array(${table.columns.map((c) => columnValue(catalog, table, c, scope)).join(', ')})::text as r from ${q(table.name)} a`;
        const rows = await readCursor(
          tx,
          `${select}${whereOf(catalog, table.name, scope)}${orderOf(table)}`,
          (r) => write(r),
        );
        summary.rows[table.name] = rows;
      }
      await exportFiles(tx, catalog, scope, storage, write, summary);
      await write(`${JSON.stringify({ type: 'end', rows: summary.rows, files: summary.files })}\n`);
      return summary;
    },
    // visible-texts: the transaction's options
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Runs the query through a cursor and hands each batch's lines (one per row, newline-ended) to `onBatch`. */
async function readCursor(
  tx: DbOrTx,
  query: string,
  onBatch: (lines: string) => Promise<void>,
): Promise<number> {
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for ${query}`));
  let total = 0;
  for (;;) {
    const batch = rowsOf<{ r: string }>(await tx.execute(sql.raw(`fetch forward ${BATCH} from backup_rows`)));
    if (batch.length > 0) await onBatch(`${batch.map((row) => row.r).join('\n')}\n`);
    total += batch.length;
    if (batch.length < BATCH) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  return total;
}

/**
 * A column's value as PostgreSQL's text (json as JSON). In a company backup, the credentials of
 * COMPANY_BLANKED_COLUMNS are replaced, and a reference to a row outside the company (an audit line by a system
 * administrator, say) is written empty, as deleting that row would leave it: the backup must restore on its own.
 */
function columnValue(catalog: TableInfo[], table: TablePlan, column: Column, scope: Scope): string {
  const value = column.json ? `a.${q(column.name)}` : `a.${q(column.name)}::text`;
  if (scope.kind !== 'company') return value;
  const blanked = COMPANY_BLANKED_COLUMNS[table.name]?.[column.name];
  if (blanked) return blanked;
  if (!column.nullable) return value;
  const info = catalog.find((t) => t.name === table.name);
  const fk = info?.foreignKeys.find((f) => f.columns.length === 1 && f.columns[0] === column.name);
  if (!fk || fk.parent === 'companies' || fk.parent === table.name) return value;
  const inScope = companyCondition(catalog, fk.parent, scope.companyId, 'r');
  // visible-texts: SQL
  return `case when exists (select 1 from ${q(fk.parent)} r where r.${q(fk.parentColumns[0] ?? 'id')} = a.${q(column.name)} and ${inScope}) then ${value} end`;
}

function whereOf(catalog: TableInfo[], table: string, scope: Scope): string {
  return scope.kind === 'company' ? ` where ${companyCondition(catalog, table, scope.companyId)}` : '';
}

function orderOf(table: TablePlan): string {
  return table.primaryKey.length ? ` order by ${table.primaryKey.map((c) => `a.${q(c)}`).join(', ')}` : '';
}

/** The bytes of every stored file the snapshot's rows name, read through the storage interface. */
async function exportFiles(
  tx: DbOrTx,
  catalog: TableInfo[],
  scope: Scope,
  storage: FileStore,
  write: (text: string) => Promise<void>,
  summary: ExportSummary,
): Promise<void> {
  if (!catalog.some((t) => t.name === FILES_TABLE.name)) return;
  // The keys go through the same cursor as rows, a batch at a time; each batch's files are copied before the next.
  // visible-texts: SQL
  const query = `select json_build_array(a.${q(FILES_TABLE.keyColumn)}, a.${q(FILES_TABLE.typeColumn)})::text as r from ${q(FILES_TABLE.name)} a${whereOf(catalog, FILES_TABLE.name, scope)} order by a.${q(FILES_TABLE.keyColumn)}`;
  await readCursor(tx, query, async (lines) => {
    for (const line of lines.trimEnd().split('\n')) {
      const [key, contentType] = JSON.parse(line) as [string, string];
      const body = await storage.get(key);
      if (!body) {
        summary.missingFiles++;
        await write(`${JSON.stringify({ type: 'file', key, contentType, missing: true })}\n`);
        continue;
      }
      await write(`${JSON.stringify({ type: 'file', key, contentType })}\n`);
      await copyChunks(body, write);
      await write('{"type":"fileEnd"}\n');
      summary.files++;
    }
  });
}

async function copyChunks(body: Readable, write: (text: string) => Promise<void>): Promise<void> {
  let pending = Buffer.alloc(0);
  for await (const piece of body) {
    pending = Buffer.concat([pending, piece as Buffer]);
    while (pending.length >= FILE_CHUNK) {
      await write(`{"type":"chunk","data":"${pending.subarray(0, FILE_CHUNK).toString('base64')}"}\n`);
      pending = pending.subarray(FILE_CHUNK);
    }
  }
  if (pending.length > 0) await write(`{"type":"chunk","data":"${pending.toString('base64')}"}\n`);
}

import { createInterface } from 'node:readline';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types';
import type { FileStore } from '../../storage/file-store';
import { rebuildFinanceDays } from '../finances/finance-days-rebuild';
import { rebuildCostSums } from '../job-costing/cost-sums-rebuild';
import { giveOneTimePasswords, type OneTimePassword } from './backup-credentials';
import { databaseReason, reportableError } from './backup-errors';
import { appMigrations, BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from './backup-export';
import {
  FILES_TABLE,
  planTables,
  q,
  readCatalog,
  rowsOf,
  type Scope,
  type TableInfo,
  type TablePlan,
} from './backup-plan';
import { declaredScope, refusedTable, rowIdOf, rowOutsideScope } from './backup-scope';
import { writerTo } from './backup-stream';
import { paymentsOfPaidInvoices } from './older-backups';

export type RestoreSummary = {
  scope: Scope;
  createdAt: string;
  rows: Record<string, number>;
  files: number;
  /** A company backup's members with the one-time password each must change at the first sign-in. */
  oneTimePasswords: OneTimePassword[];
};

export type RestoreOptions = {
  passwordCost?: number;
  now?: Date;
  /**
   * The kind of backup the person restoring expects. The header is the file's own word, which whoever holds the
   * file can change: a company backup edited to say 'all' would escape the company checks. So the restore command
   * takes a full backup only when told to (--full), and a file of the other kind is refused.
   */
  expect?: Scope['kind'];
};

/** Rows or bytes of JSON sent per INSERT, whichever comes first. */
const MAX_ROWS = 1000;
const MAX_JSON = 1_000_000;

/**
 * Restores a backup (the gzip file of backup-export.ts) into a migrated, EMPTY database, in one transaction: a
 * failure leaves the database as empty as it was. Rows keep their ids; identity sequences are moved past them.
 * The table triggers are off meanwhile: the derived rows they keep (dashboard counters, day sums) come from the
 * backup as they were, and no audit lines are written for rows that were only copied. Files go to `storage`
 * as they are read; a failed restore removes the ones it wrote. A company backup is held to its company
 * (backup-scope.ts) before its first file is written, and its members get one-time passwords. The error of a
 * failed restore names the table and row id and the database's reason, never a row's content.
 */
export async function restoreBackup(
  db: Db,
  input: Readable,
  storage: FileStore,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  // The line iterator is made now, before the first await: readline drops the lines emitted before it exists.
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const catalog = await readCatalog(tx);
      await refuseUnlessEmpty(tx, catalog);
      for (const t of catalog) await tx.execute(sql.raw(`alter table ${q(t.name)} disable trigger user`));
      const plans = new Map(planTables(catalog, { kind: 'all' }).map((p) => [p.name, p]));
      const restorer = new Restorer(tx, catalog, plans, storage, written, options.expect);
      for (let next = await iterator.next(); !next.done; next = await iterator.next())
        await restorer.take(next.value);
      const summary = await restorer.finish();
      // A backup made before migration 0024 knows an invoice only as paid or not, and has no payments: each
      // paid invoice becomes one payment of its whole amount, as the migration made them. Before the rebuilds
      // below, which count the payments.
      if (restorer.heldWithout('invoices', 'amount_paid')) await paymentsOfPaidInvoices(tx);
      // Derived from the messages, the costs and the money (restored with the triggers off), and absent or partial
      // in a backup made before migration 0019, 0029, 0031, 0032, 0033, 0034 or 0035: built again here.
      await tx.execute(sql`select project_chat_activity_rebuild()`);
      await tx.execute(sql`select chat_list_entries_refresh(array(select id from projects))`);
      await rebuildCostSums(tx);
      await rebuildFinanceDays(tx);
      await tx.execute(sql`select aging_sums_rebuild()`);
      await tx.execute(sql`select project_money_rebuild()`);
      await tx.execute(sql`select company_project_sums_rebuild()`);
      if (summary.scope.kind === 'company')
        summary.oneTimePasswords = await giveOneTimePasswords(
          tx,
          options.passwordCost,
          options.now ?? new Date(),
        );
      for (const t of catalog) await tx.execute(sql.raw(`alter table ${q(t.name)} enable trigger user`));
      return summary;
    });
  } catch (err) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw reportableError(err);
  } finally {
    lines.close();
  }
}

/** Refuses a database holding any row: a restore adds to nothing, so that ids and counters stay whole. */
async function refuseUnlessEmpty(tx: DbOrTx, catalog: TableInfo[]): Promise<void> {
  for (const t of catalog) {
    const [row] = rowsOf<{ any: boolean }>(
      await tx.execute(sql.raw(`select exists (select 1 from ${q(t.name)}) as any`)),
    );
    if (row?.any) {
      throw new Error(
        `The database is not empty (table ${t.name} has rows). Restore into a new data directory or an empty PostgreSQL database.`,
      );
    }
  }
}

/** Takes the backup's lines one by one and inserts rows in batches. */
class Restorer {
  private header: BackupHeader | null = null;
  private scope: Scope = { kind: 'all' };
  /** In a company backup, the tables it may hold; a full backup may hold all of `plans`. */
  private allowed: Set<string> | null = null;
  /** Set once the rows are checked against the scope: at the first file, or at the end. */
  private scopeChecked = false;
  private table: {
    plan: TablePlan;
    columns: string[];
    deferredTable: string | null;
    /** A table the declared scope never carries: refused at its first row (named by id) or at the next line. */
    refused: boolean;
  } | null = null;
  private batch: unknown[][] = [];
  private batchSize = 0;
  private readonly rows: Record<string, number> = {};
  private file: {
    key: string;
    body: PassThrough;
    write: (chunk: Buffer) => Promise<void>;
    put: Promise<unknown>;
  } | null = null;
  private files = 0;
  private ended = false;
  private readonly deferred: { plan: TablePlan; temp: string }[] = [];
  /** The columns of each table the backup held, as its version had them. */
  private readonly columnsOf = new Map<string, string[]>();

  constructor(
    private readonly tx: DbOrTx,
    private readonly catalog: TableInfo[],
    private readonly plans: Map<string, TablePlan>,
    private readonly storage: FileStore,
    private readonly written: string[],
    private readonly expect: Scope['kind'] | undefined,
  ) {}

  async take(line: string): Promise<void> {
    if (!line) return;
    if (this.ended) throw new Error('The backup file goes on after its end line: it is damaged');
    if (!this.header) return this.readHeader(line);
    if (line.startsWith('[')) return this.addRow(this.parse(line) as unknown[]);
    if (this.table?.refused) throw refusedTable(this.scope, this.table.plan.name, null);
    await this.flush();
    const item = this.parse(line) as { type: string } & Record<string, unknown>;
    switch (item.type) {
      case 'table':
        return this.startTable(String(item.name), item.columns as string[]);
      case 'file':
        await this.checkScope();
        return this.startFile(String(item.key), String(item.contentType), item.missing === true);
      case 'chunk':
        if (!this.file) throw new Error('The backup file is damaged (file data outside a file)');
        return this.file.write(Buffer.from(String(item.data), 'base64'));
      case 'fileEnd':
        return this.endFile();
      case 'end':
        return this.end(item.rows as Record<string, number>, Number(item.files));
      default:
        throw new Error(`The backup file is damaged (unknown line type ${JSON.stringify(item.type)})`);
    }
  }

  /** A line as JSON; a broken one is named by its table, not quoted as JSON.parse's message would. */
  private parse(line: string): unknown {
    try {
      return JSON.parse(line);
    } catch {
      // visible-texts: the restore is a command line tool; its messages are for the operator
      const where = this.table ? ` in table ${this.table.plan.name}` : '';
      throw new Error(`The backup file is damaged (a line${where} is not JSON). Nothing was restored.`);
    }
  }

  private readHeader(line: string): void {
    const header = this.parse(line) as BackupHeader;
    if (header.type !== 'header' || header.format !== BACKUP_FORMAT)
      throw new Error('This is not a BuildLine backup');
    if (header.version > BACKUP_VERSION)
      throw new Error('This backup was made by a newer version of BuildLine');
    if (header.migrations.count > appMigrations().count) {
      throw new Error(
        `This backup was made by a newer version of BuildLine (database version ${header.migrations.last}): update first`,
      );
    }
    this.scope = declaredScope(header.scope);
    if (this.expect === 'company' && this.scope.kind === 'all') {
      throw new Error(
        'This is a full backup of every company: restore it with --full, and only if a system administrator made it. Nothing was restored.',
      );
    }
    if (this.expect === 'all' && this.scope.kind === 'company')
      throw new Error('This is the backup of one company, not a full backup: restore it without --full.');
    if (this.scope.kind === 'company')
      this.allowed = new Set(planTables(this.catalog, this.scope).map((p) => p.name));
    this.header = { ...header, scope: this.scope };
  }

  private async startTable(name: string, columns: string[]): Promise<void> {
    const plan = this.plans.get(name);
    const info = this.catalog.find((t) => t.name === name);
    if (!info)
      throw new Error(`The backup holds table ${name}, which this version of BuildLine does not have`);
    // Rows come before files: a table after them would escape the scope check made at the first file.
    if (this.scopeChecked) throw new Error('The backup file is damaged (a table after the files)');
    if (!plan || (this.allowed && !this.allowed.has(name))) {
      // Excluded from every backup (sessions), or never in a company's: refused, by its first row's id if any.
      const keyOnly = { name, columns: [], primaryKey: info.primaryKey, identity: [], deferred: [] };
      this.table = { plan: keyOnly, columns, deferredTable: null, refused: true };
      return;
    }
    const unknown = columns.filter((c) => !info.columns.some((col) => col.name === c));
    if (unknown.length)
      throw new Error(`The backup's table ${name} has columns this version lacks: ${unknown.join(', ')}`);
    let deferredTable: string | null = null;
    const deferred = plan.deferred.filter((c) => columns.includes(c));
    if (deferred.length) {
      deferredTable = `backup_deferred_${this.deferred.length}`;
      const keep = [...plan.primaryKey, ...deferred].map(q).join(', ');
      await this.tx.execute(
        sql.raw(
          `create temp table ${deferredTable} on commit drop as select ${keep} from ${q(name)} with no data`,
        ),
      );
      this.deferred.push({ plan: { ...plan, deferred }, temp: deferredTable });
    }
    this.table = { plan, columns, deferredTable, refused: false };
    this.columnsOf.set(name, columns);
    this.rows[name] = 0;
  }

  /** Whether the backup held `table` without `column`: it was made before a migration added the column. */
  heldWithout(table: string, column: string): boolean {
    const columns = this.columnsOf.get(table);
    return columns !== undefined && !columns.includes(column);
  }

  private async addRow(values: unknown[]): Promise<void> {
    if (!this.table) throw new Error('The backup file is damaged (a row outside a table)');
    if (this.table.refused) {
      const { plan, columns } = this.table;
      const row = Object.fromEntries(columns.map((c, i) => [c, values[i]]));
      throw refusedTable(this.scope, plan.name, rowIdOf(plan, row));
    }
    this.batch.push(values);
    this.batchSize += values.length * 8 + JSON.stringify(values).length;
    if (this.batch.length >= MAX_ROWS || this.batchSize >= MAX_JSON) await this.flush();
  }

  /**
   * Inserts the batch through json_populate_recordset: PostgreSQL reads each value as its column's type. A batch
   * goes in under a savepoint; if it fails, its rows go in one by one, so the error names the row that fails.
   */
  private async flush(): Promise<void> {
    const table = this.table;
    if (!table || this.batch.length === 0) return;
    const { plan, columns } = table;
    const objects = this.batch.map((values) =>
      Object.fromEntries(columns.map((c, i) => [c, values[i] ?? null])),
    );
    this.batch = [];
    this.batchSize = 0;
    try {
      await this.tx.transaction((sp) => this.insert(sp, objects));
    } catch {
      for (const row of objects) {
        try {
          await this.tx.transaction((sp) => this.insert(sp, [row]));
        } catch (err) {
          throw new Error(
            `Restoring table ${plan.name} failed at row id ${rowIdOf(plan, row)}: ${databaseReason(err)}`,
          );
        }
      }
    }
    this.rows[plan.name] = (this.rows[plan.name] ?? 0) + objects.length;
  }

  private async insert(tx: DbOrTx, objects: Record<string, unknown>[]): Promise<void> {
    const { plan, columns, deferredTable } = this.table!;
    const deferred = plan.deferred.filter((c) => columns.includes(c));
    const list = columns.map(q).join(', ');
    const select = columns.map((c) => (deferred.includes(c) ? 'null' : `x.${q(c)}`)).join(', ');
    // visible-texts: SQL
    const overriding = plan.identity.length ? ' overriding system value' : '';
    const json = JSON.stringify(objects);
    await tx.execute(
      sql`${sql.raw(`insert into ${q(plan.name)} (${list})${overriding} select ${select} from json_populate_recordset(null::${q(plan.name)}, `)}${json}${sql.raw('::json) x')}`,
    );
    if (deferredTable) {
      const keep = [...plan.primaryKey, ...deferred].map(q).join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into ${deferredTable} select ${keep} from json_populate_recordset(null::${deferredTable}, `)}${json}${sql.raw('::json)')}`,
      );
    }
  }

  /** Refuses a company backup with a row outside its company (backup-scope.ts); the transaction then rolls back. */
  private async checkScope(): Promise<void> {
    if (this.scopeChecked) return;
    await this.flush();
    this.table = null;
    this.scopeChecked = true;
    if (this.scope.kind !== 'company' || !this.allowed) return;
    const tables = [...this.plans.values()].filter((p) => this.allowed?.has(p.name));
    const outside = await rowOutsideScope(this.tx, this.catalog, tables, this.scope.companyId);
    if (outside) {
      throw new Error(
        `The backup is refused: it declares company ${this.scope.companyId} but ${outside}. Nothing was restored.`,
      );
    }
  }

  private async startFile(key: string, contentType: string, missing: boolean): Promise<void> {
    this.table = null;
    if (missing) return;
    // The export writes only the files its rows name; any other would land in the storage unchecked by the scope.
    const [named] = rowsOf<{ found: boolean }>(
      await this.tx.execute(
        sql`select exists (select 1 from ${sql.raw(q(FILES_TABLE.name))} where ${sql.raw(q(FILES_TABLE.keyColumn))} = ${key}) as found`,
      ),
    );
    if (!named?.found)
      throw new Error(
        'The backup file is damaged (it holds a file that none of its rows names). Nothing was restored.',
      );
    const body = new PassThrough();
    this.written.push(key);
    const put = this.storage.put(key, body, contentType);
    // A failed put ends the restore at the next chunk (the stream is destroyed), not as an unhandled rejection.
    put.catch((err: Error) => body.destroy(err));
    this.file = { key, body, write: writerTo(body), put };
  }

  private async endFile(): Promise<void> {
    if (!this.file) throw new Error('The backup file is damaged (a file end without a file)');
    const { body, put } = this.file;
    this.file = null;
    body.end();
    await put;
    this.files++;
  }

  private async end(rows: Record<string, number>, files: number): Promise<void> {
    for (const [name, count] of Object.entries(rows)) {
      if ((this.rows[name] ?? 0) !== count)
        throw new Error(`The backup file is damaged (table ${name} is incomplete)`);
    }
    if (files !== this.files) throw new Error('The backup file is damaged (files are missing)');
    this.ended = true;
  }

  async finish(): Promise<RestoreSummary> {
    if (this.table?.refused) throw refusedTable(this.scope, this.table.plan.name, null);
    await this.checkScope();
    if (!this.header || !this.ended) {
      throw new Error('The backup file is incomplete (it was cut short): nothing was restored');
    }
    for (const { plan, temp } of this.deferred) {
      const set = plan.deferred.map((c) => `${q(c)} = d.${q(c)}`).join(', ');
      const on = plan.primaryKey.map((c) => `t.${q(c)} = d.${q(c)}`).join(' and ');
      await this.tx.execute(sql.raw(`update ${q(plan.name)} t set ${set} from ${temp} d where ${on}`));
    }
    for (const plan of this.plans.values()) {
      for (const column of plan.identity) {
        // The next id follows the highest restored one (or starts at 1 for an empty table).
        await this.tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('${q(plan.name).replaceAll("'", "''")}', '${column.replaceAll("'", "''")}'), coalesce(max(${q(column)}), 1), max(${q(column)}) is not null) from ${q(plan.name)}`,
          ),
        );
      }
    }
    return {
      scope: this.scope,
      createdAt: this.header.createdAt,
      rows: this.rows,
      files: this.files,
      oneTimePasswords: [],
    };
  }
}

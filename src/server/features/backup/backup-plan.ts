import { sql } from 'drizzle-orm';
import { quoteIdent } from '../../db/open';
import type { DbOrTx } from '../../db/types';
import { COMPANY_SECRET_TABLES } from './backup-secrets';

/**
 * What a backup holds, read from the database's own catalogue (not a hand-kept list), so that a table added by a
 * later migration is exported and restored without anyone remembering: every table of the public schema, in
 * foreign-key order, except the ones listed here with the reason they are left out.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions:
    // visible-texts: a reason for the code's readers, never shown
    'sign-in sessions: their tokens never leave the server; a restored server starts with everyone signed out',
  // visible-texts: a reason for the code's readers, never shown
  login_attempts: 'sign-in throttling counters: short-lived state of the server, not business data',
  // visible-texts: a reason for the code's readers, never shown
  password_resets: 'one-time password-reset links: short-lived keys to accounts, useless after a move',
  portal_sessions:
    // visible-texts: a reason for the code's readers, never shown
    'client portal sessions: like staff sessions, a restored server starts with clients signed out',
  // visible-texts: a reason for the code's readers, never shown
  portal_links: 'one-time portal sign-in links: short-lived keys to a client portal, useless after a move',
};

/** Tables that belong to no company: only in a full (system administrator) backup, with the reason. */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  // visible-texts: a reason for the code's readers, never shown
  system_settings: 'the system-wide settings belong to the whole installation, not to one company',
};

/** The table whose rows point at stored files; their bytes follow the rows in the backup. */
export const FILES_TABLE = {
  name: 'stored_files',
  keyColumn: 'storage_key',
  typeColumn: 'content_type',
} as const;

export type Column = { name: string; nullable: boolean; json: boolean; generated: boolean };
export type ForeignKey = { columns: string[]; parent: string; parentColumns: string[] };
export type TableInfo = {
  name: string;
  columns: Column[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  identity: string[];
};

export type TablePlan = {
  name: string;
  /** Written and restored (generated columns are left to the database). */
  columns: Column[];
  primaryKey: string[];
  identity: string[];
  /**
   * Foreign-key columns restored in a second step (self-references such as a budget item's parent, and one edge
   * of each cycle such as a company's logo file): inserted empty, then set once every row exists.
   */
  deferred: string[];
};

export type Scope = { kind: 'all' } | { kind: 'company'; companyId: number };

/** Reads tables, columns, keys and foreign keys of the public schema. */
export async function readCatalog(db: DbOrTx): Promise<TableInfo[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`),
  );
  const columns = rowsOf<{
    table: string;
    name: string;
    nullable: string;
    type: string;
    gen: string;
    ident: string;
  }>(
    await db.execute(sql`select table_name as "table", column_name as name, is_nullable as nullable,
      data_type as type, is_generated as gen, is_identity as ident from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const constraints = rowsOf<{
    table: string;
    kind: string;
    parent: string | null;
    cols: string[];
    pcols: string[];
  }>(
    await db.execute(sql`select c.conrelid::regclass::text as "table", c.contype as kind,
      case when c.contype = 'f' then c.confrelid::regclass::text end as parent,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cols,
      array(select a.attname::text from unnest(coalesce(c.confkey, '{}')) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as pcols
      from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'f')
      order by c.conname`),
  );
  return tables.map(({ name }) => ({
    name,
    columns: columns
      .filter((c) => c.table === name)
      .map((c) => ({
        name: c.name,
        nullable: c.nullable === 'YES',
        json: c.type === 'json' || c.type === 'jsonb',
        generated: c.gen === 'ALWAYS',
      })),
    identity: columns.filter((c) => c.table === name && c.ident === 'YES').map((c) => c.name),
    primaryKey: constraints.find((c) => c.table === name && c.kind === 'p')?.cols ?? [],
    foreignKeys: constraints
      .filter((c) => c.table === name && c.kind === 'f' && c.parent)
      .map((c) => ({ columns: c.cols, parent: unquote(c.parent ?? ''), parentColumns: c.pcols })),
  }));
}

/**
 * The tables to write, parents before children. Cycles are broken at a nullable foreign key, which is then
 * deferred; a cycle without one cannot be restored and is an error.
 */
export function planTables(catalog: TableInfo[], scope: Scope): TablePlan[] {
  const included = catalog.filter(
    (t) =>
      !(t.name in EXCLUDED_TABLES) &&
      !(scope.kind === 'company' && (t.name in GLOBAL_TABLES || t.name in COMPANY_SECRET_TABLES)),
  );
  const names = new Set(included.map((t) => t.name));
  const deferred = new Map<string, Set<string>>(included.map((t) => [t.name, new Set<string>()]));
  // Edges still to satisfy: child -> its foreign keys to other included tables.
  const pending = new Map(
    included.map((t) => [
      t.name,
      t.foreignKeys.filter((fk) => {
        if (!names.has(fk.parent)) return false;
        if (fk.parent !== t.name) return true;
        for (const c of fk.columns) deferred.get(t.name)?.add(c);
        return false;
      }),
    ]),
  );
  const order: TableInfo[] = [];
  const done = new Set<string>();
  // True when `from` waits, through pending foreign keys, on `to`: the edge to->from then closes a cycle.
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from) || done.has(from)) return false;
    seen.add(from);
    return (pending.get(from) ?? []).some((fk) => reaches(fk.parent, to, seen));
  };
  while (order.length < included.length) {
    const ready = included.find(
      (t) => !done.has(t.name) && (pending.get(t.name) ?? []).every((fk) => done.has(fk.parent)),
    );
    if (ready) {
      order.push(ready);
      done.add(ready.name);
      continue;
    }
    // A cycle: defer one nullable foreign key among the tables left.
    const breakable = included
      .filter((t) => !done.has(t.name))
      .flatMap((t) =>
        (pending.get(t.name) ?? [])
          .filter((fk) => !done.has(fk.parent) && reaches(fk.parent, t.name))
          .filter((fk) => fk.columns.every((c) => t.columns.find((col) => col.name === c)?.nullable))
          .map((fk) => ({ table: t, fk })),
      )[0];
    if (!breakable || breakable.table.primaryKey.length === 0) {
      throw new Error(
        'The tables reference each other through required columns: the backup order cannot be set',
      );
    }
    for (const c of breakable.fk.columns) deferred.get(breakable.table.name)?.add(c);
    pending.set(
      breakable.table.name,
      (pending.get(breakable.table.name) ?? []).filter((fk) => fk !== breakable.fk),
    );
  }
  return order.map((t) => ({
    name: t.name,
    columns: t.columns.filter((c) => !c.generated),
    primaryKey: t.primaryKey,
    identity: t.identity,
    deferred: [...(deferred.get(t.name) ?? [])],
  }));
}

/**
 * The SQL condition (on alias `a`) that picks one company's rows of a table: its company_id, the company itself,
 * or, for a table that reaches the company only through a parent, an EXISTS on that parent. Throws for a table
 * with no way to a company that is neither excluded nor global: it must be placed before backups go on.
 */
export function companyCondition(
  catalog: TableInfo[],
  table: string,
  companyId: number,
  alias = 'a',
): string {
  const id = Number(companyId);
  if (!Number.isSafeInteger(id)) throw new Error('Bad company id');
  const byName = new Map(catalog.map((t) => [t.name, t]));
  let depth = 0;
  const condition = (name: string, a: string, seen: Set<string>): string | null => {
    const t = byName.get(name);
    if (!t) return null;
    if (name === 'companies') return `${a}."id" = ${id}`;
    if (t.columns.some((c) => c.name === 'company_id')) return `${a}."company_id" = ${id}`;
    for (const fk of t.foreignKeys) {
      if (fk.parent === name || seen.has(fk.parent)) continue;
      const p = `p${++depth}`;
      const inner = condition(fk.parent, p, new Set([...seen, name]));
      if (!inner) continue;
      const join = fk.columns
        .map((c, i) => `${p}.${q(fk.parentColumns[i] ?? '')} = ${a}.${q(c)}`)
        .join(' and ');
      return `exists (select 1 from ${q(fk.parent)} ${p} where ${join} and ${inner})`;
    }
    return null;
  };
  const found = condition(table, alias, new Set());
  if (!found) {
    throw new Error(
      `Table ${table} has no path to a company: give it company_id, or list it in EXCLUDED_TABLES or GLOBAL_TABLES with a reason`,
    );
  }
  return found;
}

/** A quoted SQL identifier; short, as it is in every statement built here. */
export const q = quoteIdent;

function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name;
}

/** The rows of an execute() answer, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

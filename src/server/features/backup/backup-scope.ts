import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { companyCondition, q, rowsOf, type Scope, type TableInfo, type TablePlan } from './backup-plan';

/**
 * A restore holds a backup to the scope its header declares: a company backup may bring only that company's rows.
 * The header is not to be trusted beyond that (a company administrator can edit the file), so every row is checked
 * against the same conditions that chose the rows at export (backup-plan.ts), before anything is committed.
 */

/** The header's scope, refused unless it is one of the two kinds with a sound company id. */
export function declaredScope(scope: unknown): Scope {
  const s = scope as { kind?: unknown; companyId?: unknown } | null;
  if (s?.kind === 'all') return { kind: 'all' };
  if (s?.kind === 'company' && Number.isSafeInteger(s.companyId) && Number(s.companyId) > 0)
    return { kind: 'company', companyId: Number(s.companyId) };
  throw new Error('The backup file is damaged (its header names no known scope)');
}

/** A row's id for messages: its primary key's values (never any other column). */
export function rowIdOf(plan: TablePlan, row: Record<string, unknown>): string {
  return plan.primaryKey.length ? plan.primaryKey.map((c) => String(row[c])).join(', ') : 'without a key';
}

export function refusedTable(scope: Scope, table: string, rowId: string | null): Error {
  // visible-texts: the restore is a command line tool; its messages are for the operator
  const which = scope.kind === 'company' ? `company ${scope.companyId}` : 'all companies';
  const row = rowId === null ? '' : `, row id ${rowId}`;
  return new Error(
    `The backup is refused: it declares ${which} but holds table ${table}${row}, which such a backup never carries. Nothing was restored.`,
  );
}

/**
 * The first restored row (in the file's table order, then by primary key) that is not the declared company's, or
 * a user who is a system administrator; null when every row belongs. Runs in the restore's transaction after the
 * rows are in, so a table reaching the company through a parent is checked through the restored parent.
 */
export async function rowOutsideScope(
  tx: DbOrTx,
  catalog: TableInfo[],
  tables: TablePlan[],
  companyId: number,
): Promise<string | null> {
  const [company] = rowsOf<{ found: boolean }>(
    await tx.execute(sql.raw(`select exists (select 1 from "companies" where "id" = ${companyId}) as found`)),
  );
  // visible-texts: the restore is a command line tool; its messages are for the operator
  if (!company?.found) return `it holds no row of company ${companyId} in table companies`;
  for (const table of tables) {
    const id = table.primaryKey.length
      ? `concat_ws(', ', ${table.primaryKey.map((c) => `a.${q(c)}::text`).join(', ')})`
      : 'a.ctid::text';
    const order = table.primaryKey.map((c) => `a.${q(c)}`).join(', ') || 'a.ctid';
    const belongs = `coalesce(${companyCondition(catalog, table.name, companyId)}, false)`;
    const admin = table.name === 'users' ? 'a."is_admin"' : 'false';
    const [row] = rowsOf<{ id: string; belongs: boolean }>(
      await tx.execute(
        sql.raw(
          `select ${id} as id, ${belongs} as belongs from ${q(table.name)} a where not ${belongs} or ${admin} order by ${order} limit 1`,
        ),
      ),
    );
    if (row) {
      // A row that belongs to the company was picked for being a system administrator.
      // visible-texts: the restore is a command line tool; its messages are for the operator
      const why = row.belongs ? 'is a system administrator' : `does not belong to company ${companyId}`;
      return `table ${table.name}, row id ${row.id} ${why}`;
    }
  }
  return null;
}

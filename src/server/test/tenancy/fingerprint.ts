import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/**
 * A digest of every row that belongs to a company, across all tables with a company_id column (and the
 * companies row itself). Equal before and after a request proves the request changed nothing of the company.
 */
export async function companyFingerprint(db: Db, companyId: number): Promise<string> {
  const tables = (await db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id'
    order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const res = (await db.execute(
      sql`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(table_name)} t where company_id = ${companyId}`,
    )) as unknown as { rows: { digest: string }[] };
    parts.push(`${table_name}:${res.rows[0]?.digest}`);
  }
  const company = (await db.execute(
    sql`select md5(c::text) as digest from companies c where id = ${companyId}`,
  )) as unknown as { rows: { digest: string }[] };
  parts.push(`companies:${company.rows[0]?.digest}`);
  return parts.join(';');
}

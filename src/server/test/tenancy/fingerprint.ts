import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

let digestQuery: ((companyId: number) => SQL) | undefined;

/** One statement digesting every table with a company_id column (and the companies row). */
async function buildDigestQuery(db: Db): Promise<(companyId: number) => SQL> {
  const tables = (await db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id'
    order by table_name`)) as unknown as { rows: { table_name: string }[] };
  return (companyId) => {
    const parts = tables.rows.map(
      ({ table_name }) =>
        sql`select ${table_name} as t, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d
            from ${sql.identifier(table_name)} x where company_id = ${companyId}`,
    );
    parts.push(sql`select 'companies' as t, md5(c::text) as d from companies c where id = ${companyId}`);
    return sql`select string_agg(t || ':' || d, ';' order by t) as digest from (${sql.join(parts, sql` union all `)}) s`;
  };
}

/**
 * A digest of every row that belongs to a company, across all tables with a company_id column (and the
 * companies row itself). Equal before and after a request proves the request changed nothing of the company.
 */
export async function companyFingerprint(db: Db, companyId: number): Promise<string> {
  digestQuery ??= await buildDigestQuery(db);
  const res = (await db.execute(digestQuery(companyId))) as unknown as { rows: { digest: string }[] };
  return res.rows[0]?.digest ?? '';
}

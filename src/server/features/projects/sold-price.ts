import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** A value, a prepared statement's placeholder, or a column of the caller's row. */
type Operand = SQL | Placeholder | number;

/**
 * A project's Sold Price, the one expression every reader uses: the approved estimate's frozen total plus the
 * totals of its approved change orders (credits included), as numeric(14,2) text; null while no estimate is
 * approved. `projectId` and `companyId` are values, placeholders or columns of the caller's row.
 */
export function soldPriceSql(projectId: Operand, companyId: Operand): SQL<string | null> {
  return sql<string | null>`(select ((e.snapshot ->> 'total')::numeric + coalesce((
      select sum(c.total) from change_orders c
      where c.project_id = e.project_id and c.company_id = e.company_id and c.status = 'approved'), 0)
    )::numeric(14, 2)::text
    from estimates e
    where e.project_id = ${projectId} and e.company_id = ${companyId} and e.status = 'approved'
    limit 1)`;
}

/**
 * What the milestone invoices split: the Sold Price less the change orders billed on their own ('Bill now'),
 * which their own invoices bill. Null while no estimate is approved.
 */
export function milestoneContractSql(projectId: Operand, companyId: Operand): SQL<string | null> {
  return sql<string | null>`(select ((e.snapshot ->> 'total')::numeric + coalesce((
      select sum(c.total) from change_orders c
      where c.project_id = e.project_id and c.company_id = e.company_id and c.status = 'approved'
        and c.invoice_id is null), 0)
    )::numeric(14, 2)::text
    from estimates e
    where e.project_id = ${projectId} and e.company_id = ${companyId} and e.status = 'approved'
    limit 1)`;
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

/**
 * What migration 0024 (payments received, decision 0267) did to the invoices it found, done again for a backup
 * made before it: each paid invoice becomes one payment of its whole amount, on the day it was paid (or, lacking
 * that, its issue day or the day it was made), and its amount paid is its amount. Without this, a restored paid
 * invoice would keep its 'paid' mark while the money, the agings and the reports read its whole amount as due.
 * Runs inside the restore, with the table triggers off; the restore rebuilds the sums from the payments next.
 */
export async function paymentsOfPaidInvoices(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    insert into payments (company_id, invoice_id, project_id, customer_id, amount, date, method, note,
      created_by, created_at, updated_at)
    select company_id, id, project_id, customer_id, amount,
      coalesce(paid_date, (paid_at at time zone 'UTC')::date, issue_date, (created_at at time zone 'UTC')::date),
      'other', null, created_by, coalesce(paid_at, created_at), coalesce(paid_at, created_at)
    from invoices where is_paid`);
  await tx.execute(sql`update invoices set amount_paid = amount where is_paid`);
}

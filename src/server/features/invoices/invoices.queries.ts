import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import { invoices } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export type InvoiceFilter = {
  projectId?: number;
  customerId?: number;
  search?: string;
};

/** The fields every invoice list returns. */
export const invoiceColumns = {
  id: invoices.id,
  companyId: invoices.companyId,
  projectId: invoices.projectId,
  customerId: invoices.customerId,
  invoiceNumber: invoices.invoiceNumber,
  title: invoices.title,
  description: invoices.description,
  amount: invoices.amount,
  status: invoices.status,
  isPaid: invoices.isPaid,
  milestoneType: invoices.milestoneType,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  sentAt: invoices.sentAt,
  paidAt: invoices.paidAt,
  createdAt: invoices.createdAt,
};

/** Always within the company: a project or customer id of another company simply finds nothing. */
function invoiceWhere(companyId: number, filter: InvoiceFilter): SQL | undefined {
  const like = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  return and(
    eq(invoices.companyId, companyId),
    filter.projectId === undefined ? undefined : eq(invoices.projectId, filter.projectId),
    filter.customerId === undefined ? undefined : eq(invoices.customerId, filter.customerId),
    like
      ? or(
          ilike(invoices.invoiceNumber, like),
          ilike(invoices.title, like),
          ilike(invoices.description, like),
        )
      : undefined,
  );
}

/** The company's invoices, newest first; a page when limit/offset are given. */
export async function listInvoices(
  db: DbOrTx,
  companyId: number,
  filter: InvoiceFilter & { limit?: number; offset?: number },
) {
  const query = db
    .select(invoiceColumns)
    .from(invoices)
    .where(invoiceWhere(companyId, filter))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset !== undefined) query.offset(filter.offset);
  return query;
}

export async function countInvoices(db: DbOrTx, companyId: number, filter: InvoiceFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(invoiceWhere(companyId, filter));
  return Number(row?.n ?? 0);
}

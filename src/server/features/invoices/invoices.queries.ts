import { and, asc, count, desc, eq, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import { type InvoiceSort, invoiceAnswer } from '#domain/contracts/invoices';
import type { InvoiceStatus, PaymentStatus } from '#domain/enums';
import { answerColumns } from '../../db/contract-columns';
import { escapeLike } from '../../db/like';
import { customers, invoices, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { rowVersion } from '../../http/record-version';
import { customerDisplayName } from '../customers/customer-name';

export type InvoiceFilter = {
  projectId?: number;
  customerId?: number;
  search?: string;
  /** As the list shows it: paid whatever the stored status, overdue when unpaid and past due. */
  status?: InvoiceStatus;
};

/**
 * Overdue (docs/product.md#invoices): unpaid, not cancelled, not a draft
 * (nothing was asked of the customer yet), and due before today.
 */
export const isOverdue = sql<boolean>`(not ${invoices.isPaid} and ${invoices.status} not in ('cancelled', 'draft')
  and ${invoices.dueDate} is not null and ${invoices.dueDate} < current_date)`;

/** What the invoice still asks (decision 0267): its amount less its payments; nothing once cancelled. */
export const invoiceBalanceDue = sql<string>`(case when ${invoices.status} = 'cancelled' then 0
  else ${invoices.amount} - ${invoices.amountPaid} end)::numeric(14, 2)::text`;

export const invoicePaymentStatus = sql<PaymentStatus>`(case when ${invoices.isPaid} then 'paid'
  when ${invoices.amountPaid} > 0 then 'partially_paid' else 'unpaid' end)`;

/** The list's status filter, on the status an invoice shows. */
function statusWhere(status: InvoiceStatus | undefined): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'paid':
      return eq(invoices.isPaid, true);
    case 'overdue':
      return isOverdue;
    case 'cancelled':
      return and(eq(invoices.status, 'cancelled'), eq(invoices.isPaid, false));
    default:
      return and(eq(invoices.status, status), eq(invoices.isPaid, false), not(isOverdue));
  }
}

/**
 * The fields every invoice list returns. The customer's and project's names come from left joins on their ids
 * (each select that uses these columns joins them), so a list shows whom and what an invoice bills without a
 * call per row; a deleted customer or project leaves the id null (docs/product.md#customers), and the name with it.
 * Every other field of the answer is read from its column.
 */
export const invoiceColumns = {
  ...answerColumns(invoices, invoiceAnswer),
  balanceDue: invoiceBalanceDue,
  paymentStatus: invoicePaymentStatus,
  customerName: customerDisplayName,
  projectName: projects.name,
  overdue: isOverdue,
  version: rowVersion(invoices),
};

/** Always within the company: a project or customer id of another company simply finds nothing. */
function invoiceWhere(companyId: number, filter: InvoiceFilter): SQL | undefined {
  const like = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  return and(
    eq(invoices.companyId, companyId),
    filter.projectId === undefined ? undefined : eq(invoices.projectId, filter.projectId),
    filter.customerId === undefined ? undefined : eq(invoices.customerId, filter.customerId),
    statusWhere(filter.status),
    like
      ? or(
          ilike(invoices.invoiceNumber, like),
          ilike(invoices.title, like),
          ilike(invoices.description, like),
        )
      : undefined,
  );
}

/** Each order ends on the id, so that pages never repeat or skip an invoice. */
const invoiceOrder: Record<InvoiceSort, SQL[]> = {
  newest: [desc(invoices.createdAt), desc(invoices.id)],
  oldest: [asc(invoices.createdAt), asc(invoices.id)],
  amount: [asc(invoices.amount), asc(invoices.id)],
  'amount-desc': [desc(invoices.amount), desc(invoices.id)],
  due: [sql`${invoices.dueDate} asc nulls last`, asc(invoices.id)],
  'due-desc': [sql`${invoices.dueDate} desc nulls last`, desc(invoices.id)],
  number: [asc(invoices.invoiceNumber), asc(invoices.id)],
  'number-desc': [desc(invoices.invoiceNumber), desc(invoices.id)],
  // By name, as the column shows it; invoices without one come last either way.
  customer: [sql`${customerDisplayName} asc nulls last`, asc(invoices.id)],
  'customer-desc': [sql`${customerDisplayName} desc nulls last`, desc(invoices.id)],
  project: [sql`${projects.name} asc nulls last`, asc(invoices.id)],
  'project-desc': [sql`${projects.name} desc nulls last`, desc(invoices.id)],
};

/** The company's invoices, newest first unless sorted otherwise; a page when limit/offset are given. */
export async function listInvoices(
  db: DbOrTx,
  companyId: number,
  filter: InvoiceFilter & { limit?: number; offset?: number; sort?: InvoiceSort },
) {
  const query = db
    .select(invoiceColumns)
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(invoiceWhere(companyId, filter))
    .orderBy(...invoiceOrder[filter.sort ?? 'newest'])
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset !== undefined) query.offset(filter.offset);
  return query;
}

export async function countInvoices(db: DbOrTx, companyId: number, filter: InvoiceFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(invoiceWhere(companyId, filter));
  return Number(row?.n ?? 0);
}

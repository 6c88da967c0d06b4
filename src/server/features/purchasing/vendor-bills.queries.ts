import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  ListVendorBillsQuery,
  VendorBillFilter,
  VendorBillSummary,
  VendorBillView,
} from '#domain/contracts/vendor-bills';
import { can } from '#domain/permissions';
import { escapeLike } from '../../db/like';
import {
  budgetItems,
  projects,
  purchaseOrders,
  storedFiles,
  vendorBillLines,
  vendorBillPayments,
  vendorBills,
} from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';
import { purchaseOrderNumber } from './purchase-orders.queries';

const b = vendorBills;

/** A bill's payment state, written once: the answer's status and the list's filter both read it. */
const billStatus = sql<VendorBillSummary['status']>`(case when ${b.amountPaid} >= ${b.total} then 'paid'
  when ${b.amountPaid} > 0 then 'partially_paid' else 'unpaid' end)`;

/** A bill's columns as its list shows them; balance and status are the database's. */
const summaryColumns = {
  id: b.id,
  companyId: b.companyId,
  projectId: b.projectId,
  projectName: projects.name,
  vendorId: b.vendorId,
  vendorName: b.vendorName,
  number: b.number,
  billDate: b.billDate,
  dueDate: b.dueDate,
  purchaseOrderId: b.purchaseOrderId,
  purchaseOrderSeq: purchaseOrders.number,
  total: b.total,
  amountPaid: b.amountPaid,
  balance: sql<string>`(${b.total} - ${b.amountPaid})::numeric(14,2)::text`,
  status: billStatus,
  fileName: b.fileName,
  version: rowVersion(b),
};

type SummaryRow = Omit<VendorBillSummary, 'purchaseOrderNumber'> & {
  companyId: number;
  purchaseOrderSeq: number | null;
  version: string;
};

function selectBills(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(b)
    .leftJoin(
      purchaseOrders,
      and(eq(purchaseOrders.id, b.purchaseOrderId), eq(purchaseOrders.companyId, b.companyId)),
    )
    .leftJoin(projects, and(eq(projects.id, b.projectId), eq(projects.companyId, b.companyId)))
    .where(where);
}

function toSummary({ purchaseOrderSeq, companyId: _c, version: _v, ...row }: SummaryRow): VendorBillSummary {
  return {
    ...row,
    purchaseOrderNumber: purchaseOrderSeq === null ? null : purchaseOrderNumber(purchaseOrderSeq),
  };
}

/** The list's status filter, on the same payment state the answer gives; open is anything not paid. */
const statusWhere: Record<VendorBillFilter, SQL | undefined> = {
  all: undefined,
  open: sql`${billStatus} <> 'paid'`,
  unpaid: sql`${billStatus} = 'unpaid'`,
  partially_paid: sql`${billStatus} = 'partially_paid'`,
  paid: sql`${billStatus} = 'paid'`,
};

/** The list's filters: the company, a project, a payment state, a vendor name or bill number containing the search. */
function billsWhere(companyId: number, query: ListVendorBillsQuery): SQL {
  const like = query.search ? `%${escapeLike(query.search)}%` : undefined;
  return and(
    eq(b.companyId, companyId),
    query.projectId === undefined ? undefined : eq(b.projectId, query.projectId),
    statusWhere[query.status ?? 'all'],
    like ? or(ilike(b.vendorName, like), ilike(b.number, like)) : undefined,
  )!;
}

/** The company's bills, newest bill date first, filtered and paged as asked. */
export async function listVendorBills(
  db: DbOrTx,
  companyId: number,
  query: ListVendorBillsQuery,
): Promise<VendorBillSummary[]> {
  const base = selectBills(db, billsWhere(companyId, query)).orderBy(desc(b.billDate), desc(b.id));
  const rows = await (query.limit === undefined ? base : base.limit(query.limit).offset(query.offset ?? 0));
  return rows.map(toSummary);
}

/** How many bills the list's filters match (x-total-count). */
export async function countVendorBills(db: DbOrTx, companyId: number, query: ListVendorBillsQuery) {
  const [row] = await db.select({ n: count() }).from(b).where(billsWhere(companyId, query));
  return row?.n ?? 0;
}

/** The company's bill (404 otherwise); `lock` holds its row for the caller's transaction. */
export async function getVendorBillOrThrow(db: DbOrTx, companyId: number, id: number, lock = false) {
  const where = and(eq(b.id, id), eq(b.companyId, companyId));
  if (lock) await db.select({ id: b.id }).from(b).where(where).for('update');
  const [row] = await selectBills(db, where);
  if (!row) throw notFound('vendorBill');
  return row;
}

/** The bill as its page shows it: lines and payments in order. */
export async function toVendorBillView(db: DbOrTx, actor: Actor, row: SummaryRow): Promise<VendorBillView> {
  const l = vendorBillLines;
  const lines = await db
    .select({
      id: l.id,
      position: l.position,
      budgetItemId: l.budgetItemId,
      budgetItemName: budgetItems.name,
      amount: l.amount,
      description: l.description,
    })
    .from(l)
    .leftJoin(budgetItems, and(eq(budgetItems.id, l.budgetItemId), eq(budgetItems.companyId, l.companyId)))
    .where(and(eq(l.billId, row.id), eq(l.companyId, row.companyId)))
    .orderBy(asc(l.position));
  const p = vendorBillPayments;
  const payments = await db
    .select({
      id: p.id,
      amount: p.amount,
      date: p.paidOn,
      method: p.method,
      reference: p.reference,
      createdAt: p.createdAt,
    })
    .from(p)
    .where(and(eq(p.billId, row.id), eq(p.companyId, row.companyId)))
    .orderBy(asc(p.paidOn), asc(p.id));
  return {
    ...toSummary(row),
    lines,
    payments: payments.map((x) => ({ ...x, createdAt: x.createdAt.toISOString() })),
    canManage: can(actor, 'managePurchasing'),
    version: row.version,
  };
}

/** The bill's document, for its download (404 when it has none or is another company's). */
export async function getBillDocumentOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      name: b.fileName,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(b)
    .innerJoin(storedFiles, and(eq(storedFiles.id, b.fileId), eq(storedFiles.companyId, b.companyId)))
    .where(and(eq(b.id, id), eq(b.companyId, companyId)));
  if (!row) throw notFound('file');
  return { ...row, name: row.name ?? 'bill' };
}

import { and, asc, desc, eq, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  portalChangeOrderAnswer,
  portalDocumentAnswer,
  portalInvoiceAnswer,
  portalMessageAnswer,
} from '#domain/contracts/portal';
import { t } from '#domain/messages/all';
import {
  changeOrderLines,
  changeOrders,
  companies,
  customers,
  documents,
  invoices,
  payments,
  projects,
} from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { changeOrderNumber } from '../change-orders/change-orders.queries';
import { findThread, messagesPage } from '../customer-messages/customer-messages.queries';
import { personName } from '../customer-messages/customer-messages.service';
import { soldPriceSql } from '../projects/sold-price';
import { findSignature } from '../signatures/signatures.service';
import { invoiceBalanceDue, ownProjectSharing, portalProjectOrThrow } from './portal-projects.queries';
import type { PortalActor } from './portal-sessions';

type PortalChangeOrder = z.output<typeof portalChangeOrderAnswer>;
type PortalInvoice = z.output<typeof portalInvoiceAnswer>;
type PortalDocument = z.output<typeof portalDocumentAnswer>;
type PortalMessage = z.output<typeof portalMessageAnswer>;

/** Drafts are staff's work in progress: the client sees a change order from the moment it is sent. */
const shownToClient = ne(changeOrders.status, 'draft');

const summaryColumns = {
  id: changeOrders.id,
  projectId: changeOrders.projectId,
  n: changeOrders.number,
  title: changeOrders.title,
  status: changeOrders.status,
  total: changeOrders.total,
  sentAt: changeOrders.sentAt,
  decidedAt: changeOrders.decidedAt,
};

const toSummary = <R extends { n: number; projectId: number }>({ n, projectId: _, ...row }: R) => ({
  ...row,
  number: changeOrderNumber(n),
});

/** GET /api/portal/projects/{projectId}/change-orders: newest first, drafts left out. */
export async function listPortalChangeOrders(db: DbOrTx, portal: PortalActor, projectId: number) {
  await portalProjectOrThrow(db, portal, projectId, 'changeOrders');
  const rows = await db
    .select(summaryColumns)
    .from(changeOrders)
    .where(
      and(eq(changeOrders.projectId, projectId), eq(changeOrders.companyId, portal.companyId), shownToClient),
    )
    .orderBy(desc(changeOrders.number));
  return rows.map(toSummary);
}

/**
 * GET /api/portal/change-orders/{id}: the lines at their prices (never costs, markups or margins) and the contract
 * before and after. Before approval 'after' adds this change; once approved, 'before' takes it away.
 */
export async function portalChangeOrder(
  db: DbOrTx,
  portal: PortalActor,
  id: number,
): Promise<PortalChangeOrder> {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: changeOrders.description,
      scheduleDays: changeOrders.scheduleDays,
      // Written out in full: drizzle leaves a one-table select's columns unqualified (portal-projects.queries.ts).
      contract: soldPriceSql(
        sql.raw('"change_orders"."project_id"'),
        sql.raw('"change_orders"."company_id"'),
      ),
    })
    .from(changeOrders)
    .where(and(eq(changeOrders.id, id), eq(changeOrders.companyId, portal.companyId), shownToClient));
  if (!row) throw notFound('changeOrder');
  // The project must be this customer's, with its change orders shared.
  await portalProjectOrThrow(db, portal, row.projectId, 'changeOrders').catch(() => {
    throw notFound('changeOrder');
  });
  const l = changeOrderLines;
  const lines = await db
    .select({
      id: l.id,
      name: l.name,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      totalPrice: sql<string>`round(${l.quantity} * ${l.unitPrice}, 2)::text`,
    })
    .from(l)
    .where(and(eq(l.changeOrderId, id), eq(l.companyId, portal.companyId)))
    .orderBy(asc(l.position));
  const [totals] = await db
    .select({
      before: sql<string>`(coalesce(${row.contract}::numeric, 0) - case when ${row.status} = 'approved'
        then ${row.total}::numeric else 0 end)::numeric(14, 2)::text`,
      after: sql<string>`(coalesce(${row.contract}::numeric, 0) + case when ${row.status} = 'approved'
        then 0 else ${row.total}::numeric end)::numeric(14, 2)::text`,
    })
    .from(sql`(select 1) as one`);
  const signature = await findSignature(db, portal.companyId, 'change_order', id);
  const { contract: _, description, scheduleDays, ...summary } = row;
  return {
    signedBy: signature ? { name: signature.signerName, signedAt: signature.signedAt } : null,
    ...toSummary(summary),
    projectId: row.projectId,
    description,
    scheduleDays,
    lines,
    contractBefore: totals!.before,
    contractAfter: totals!.after,
  };
}

/**
 * The outer row's invoice, written out in full: in a select from one table drizzle leaves column names
 * unqualified, and inside the payments' subquery an unqualified "id" would name the payment's.
 */
const outerInvoice = { id: sql.raw('"invoices"."id"'), companyId: sql.raw('"invoices"."company_id"') };

/** GET /api/portal/projects/{projectId}/invoices: what the company sent, newest first; drafts never. */
export async function listPortalInvoices(
  db: DbOrTx,
  portal: PortalActor,
  projectId: number,
): Promise<PortalInvoice[]> {
  await portalProjectOrThrow(db, portal, projectId, 'invoices');
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      title: invoices.title,
      status: invoices.status,
      isPaid: invoices.isPaid,
      overdue: sql<boolean>`(not ${invoices.isPaid} and ${invoices.dueDate} is not null and ${invoices.dueDate} < current_date)`,
      amount: invoices.amount,
      amountPaid: invoices.amountPaid,
      // Each payment, in the one statement (decision 0267); a payment's note stays with the staff.
      payments: sql<
        PortalInvoice['payments']
      >`coalesce((select json_agg(json_build_object('date', p.date::text,
          'method', p.method, 'amount', p.amount::text) order by p.date, p.id)
        from ${payments} p where p.invoice_id = ${outerInvoice.id} and p.company_id = ${outerInvoice.companyId}),
        '[]'::json)`,
      balanceDue: invoiceBalanceDue,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(and(portalInvoiceWhere(portal, projectId)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(({ isPaid, overdue, ...r }) => ({
    ...r,
    status: isPaid ? 'paid' : overdue ? 'overdue' : r.status,
    pdfUrl: `/api/portal/invoices/${r.id}/pdf`,
  }));
}

const portalInvoiceWhere = (portal: PortalActor, projectId: number | SQLWrapper) =>
  and(
    eq(invoices.projectId, projectId),
    eq(invoices.companyId, portal.companyId),
    sql`${invoices.status} not in ('draft', 'cancelled')`,
  );

/** An invoice of the customer's project that the portal shows (for its PDF), or 404; one statement. */
export async function portalInvoiceOrThrow(
  db: DbOrTx,
  portal: PortalActor,
  id: number,
): Promise<{ id: number }> {
  const [shown] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .where(
      and(
        eq(invoices.id, id),
        portalInvoiceWhere(portal, projects.id),
        ownProjectSharing(portal, 'invoices'),
      ),
    );
  if (!shown) throw notFound('invoice');
  return shown;
}

/** Shared with the client by staff, or uploaded by this client: nothing else of the project's files. */
const portalDocumentWhere = (portal: PortalActor, projectId: number | SQLWrapper) =>
  and(
    eq(documents.projectId, projectId),
    eq(documents.companyId, portal.companyId),
    or(eq(documents.sharedWithClient, true), eq(documents.uploadedByCustomer, portal.customerId)),
  );

export async function listPortalDocuments(
  db: DbOrTx,
  portal: PortalActor,
  projectId: number,
): Promise<PortalDocument[]> {
  await portalProjectOrThrow(db, portal, projectId, 'documents');
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      fileType: documents.fileType,
      fromClient: sql<boolean>`${documents.uploadedByCustomer} is not null`,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(portalDocumentWhere(portal, projectId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((r) => ({ ...r, fileUrl: `/api/portal/documents/${r.id}/file` }));
}

/** A document the portal shows (for its file), or 404. */
/** A document of the customer's project that the portal shows (for its file), or 404; one statement. */
export async function portalDocumentOrThrow(db: DbOrTx, portal: PortalActor, id: number) {
  const [shown] = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(
      and(
        eq(documents.id, id),
        portalDocumentWhere(portal, projects.id),
        ownProjectSharing(portal, 'documents'),
      ),
    );
  if (!shown) throw notFound('document');
  return shown;
}

/** How many of the newest messages the portal's conversation shows. */
const PORTAL_MESSAGES = 100;

/** GET /api/portal/projects/{projectId}/messages: the project's conversation with this customer, oldest first. */
export async function listPortalMessages(
  db: DbOrTx,
  portal: PortalActor,
  projectId: number,
): Promise<PortalMessage[]> {
  await portalProjectOrThrow(db, portal, projectId, 'messages');
  const thread = await findThread(db, portal.companyId, projectId, portal.customerId);
  if (!thread) return [];
  const [names] = await db
    .select({ company: companies.name, first: customers.firstName, last: customers.lastName })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, portal.customerId));
  const { rows } = await messagesPage(db, portal.companyId, thread.emailHash, { limit: PORTAL_MESSAGES });
  return rows.map((m) => ({
    id: m.id,
    direction: m.direction,
    author:
      m.direction === 'incoming'
        ? `${names!.first} ${names!.last}`.trim()
        : t('portal:messages.staffAuthor', {
            name: personName(
              m.senderUsername
                ? { firstName: m.senderFirstName, lastName: m.senderLastName, username: m.senderUsername }
                : undefined,
            ),
            company: names!.company,
          }),
    content: m.content,
    createdAt: m.createdAt,
  }));
}

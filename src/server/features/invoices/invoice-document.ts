import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceDocument } from '#domain/contracts/invoice-sending';
import { invoiceIssueDate } from '#domain/document-dates';
import type { InvoiceStatus } from '#domain/enums';
import { t } from '#domain/messages/all';
import { customers, invoices, payments, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Letterhead } from '../companies/letterhead';
import { getInvoiceDetailOrThrow } from './invoices.service';

type InvoiceDetail = Awaited<ReturnType<typeof getInvoiceDetailOrThrow>>;
type CustomerRow = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
};

async function customerById(db: DbOrTx, companyId: number, id: number | null): Promise<CustomerRow | null> {
  if (id === null) return null;
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      address: customers.address,
    })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
  return row ?? null;
}

/**
 * Who an invoice is billed to and for what: its own customer, else its project's customer (as when it was
 * made from a project); the project with its site, the address of the project's customer.
 */
export async function loadInvoiceParties(
  db: DbOrTx,
  companyId: number,
  invoice: { projectId: number | null; customerId: number | null },
) {
  const [project] =
    invoice.projectId === null
      ? []
      : await db
          .select({ name: projects.name, customerId: projects.customerId })
          .from(projects)
          .where(and(eq(projects.id, invoice.projectId), eq(projects.companyId, companyId)));
  const customerId = invoice.customerId ?? project?.customerId ?? null;
  const customer = await customerById(db, companyId, customerId);
  const siteOwner =
    project?.customerId === customerId
      ? customer
      : await customerById(db, companyId, project?.customerId ?? null);
  return {
    customer: customer && {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email?.trim() || null,
      phone: customer.phone,
      address: customer.address,
    },
    project: project ? { name: project.name, address: siteOwner?.address ?? null } : null,
  };
}

/** The status an invoice shows: paid whatever is stored, overdue when unpaid and past due (as the lists show). */
function shownStatus(invoice: InvoiceDetail): InvoiceStatus {
  if (invoice.isPaid) return 'paid';
  if (invoice.status === 'cancelled') return 'cancelled';
  return invoice.overdue ? 'overdue' : invoice.status;
}

/** The lines as printed: the invoice's own, or for a one-amount invoice one line of its title or description. */
function printedLines(invoice: InvoiceDetail): InvoiceDocument['lines'] {
  if (invoice.lines.length > 0) {
    return invoice.lines.map(({ description, quantity, unitPrice, amount }) => ({
      description,
      quantity,
      unitPrice,
      amount,
    }));
  }
  const description =
    invoice.title?.trim() ||
    invoice.description?.trim() ||
    t('invoices:defaultLine', { number: invoice.invoiceNumber });
  return [{ description, quantity: '1.00', unitPrice: invoice.amount, amount: invoice.amount }];
}

/**
 * The invoice as the public page and the PDF show it. Money stays the database's exact strings: the total is the
 * invoice's amount (the sum of its lines when it has lines), and what is due is its balance (decision 0267).
 */
export async function invoiceDocument(
  db: DbOrTx,
  companyId: number,
  invoiceId: number,
  letterhead: Letterhead,
  options: { timeZone: string; logoUrl: string | null },
): Promise<InvoiceDocument> {
  const invoice = await getInvoiceDetailOrThrow(db, companyId, invoiceId);
  const parties = await loadInvoiceParties(db, companyId, invoice);
  const status = shownStatus(invoice);
  const received = await db
    .select({
      date: payments.date,
      method: payments.method,
      reference: payments.reference,
      amount: payments.amount,
    })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.companyId, companyId)))
    .orderBy(asc(payments.date), asc(payments.id));
  return {
    number: invoice.invoiceNumber,
    title: invoice.title,
    description: invoice.description,
    status,
    issueDate: invoiceIssueDate(invoice.issueDate, invoice.createdAt, options.timeZone),
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    lines: printedLines(invoice),
    subtotal: invoice.amount,
    total: invoice.amount,
    amountPaid: invoice.amountPaid,
    payments: received,
    amountDue: invoice.balanceDue,
    company: {
      name: letterhead.name,
      email: letterhead.email,
      phone: letterhead.phone,
      address: letterhead.address,
      website: letterhead.website,
      paymentTerms: letterhead.paymentTerms,
      invoiceFooter: letterhead.invoiceFooter,
      logoUrl: letterhead.logo ? options.logoUrl : null,
    },
    customer: parties.customer,
    project: parties.project,
  };
}

/** The invoice a public link's token belongs to (the SHA-256 of the token is what is stored), or null. */
export async function findInvoiceByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: invoices.id, companyId: invoices.companyId, viewedAt: invoices.viewedAt })
    .from(invoices)
    .where(eq(invoices.tokenHash, tokenHash));
  return row ?? null;
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { budgetItems } from './budget';
import { createdAt, id, instant, money, updatedAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { storedFiles } from './documents';
import { expenseCategoryEnum, invoiceStatusEnum, milestoneTypeEnum, paymentMethodEnum } from './enums';
import { projects } from './projects';
import { users } from './users';
import { vendors } from './vendors';

/** Invoices outlive their project and customer (SET NULL). Numbers are unique within a company. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull(),
    title: text('title'),
    description: text('description'),
    amount: money('amount').notNull(),
    /**
     * The sum of the invoice's payments, written with them in one transaction (payments.service.ts): the balance
     * due is amount - amountPaid, and is_paid, status 'paid' and paid_date follow from it (decision 0267).
     */
    amountPaid: money('amount_paid').notNull().default('0'),
    status: invoiceStatusEnum('status').notNull().default('draft'),
    isPaid: boolean('is_paid').notNull().default(false),
    /** Set for milestone invoices (deposit, progress, final). */
    milestoneType: milestoneTypeEnum('milestone_type'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    sentAt: instant('sent_at'),
    /** SHA-256 hex of the public invoice link's token; set when first sent. */
    tokenHash: text('token_hash').unique(),
    /** When the customer first opened the public invoice page. */
    viewedAt: instant('viewed_at'),
    paidAt: instant('paid_at'),
    /** The day the payment came in, as Mark as Paid records it. */
    paidDate: date('paid_date', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('invoices_company_id_invoice_number_key').on(t.companyId, t.invoiceNumber),
    check('invoices_amount_positive', sql`${t.amount} > 0`),
    check('invoices_amount_paid_within_amount', sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.amount}`),
    // Ends with the id: the calendar's grid reads each day's first unpaid invoices by id from it (decision 0276).
    index('invoices_company_id_is_paid_due_date_idx').on(t.companyId, t.isPaid, t.dueDate, t.id),
    // The calendar's count of each day's unpaid invoices from the index alone: without it the count visited every
    // unpaid invoice of the range in the table to leave out the cancelled ones (bench/db-cost.ts).
    index('invoices_company_id_due_date_unpaid_idx')
      .on(t.companyId, t.dueDate, t.id)
      .where(sql`not ${t.isPaid} and ${t.status} <> 'cancelled'`),
    index('invoices_company_id_created_at_idx').on(t.companyId, t.createdAt),
    // The calendar: paid invoices on their issue date, each day's by id.
    index('invoices_company_id_issue_date_idx').on(t.companyId, t.issueDate, t.id),
    // The Finances cards' sums (unpaid and not cancelled, paid) from the index alone, without the wide rows.
    index('invoices_company_id_is_paid_status_amount_idx').on(t.companyId, t.isPaid, t.status, t.amount),
    index('invoices_project_id_idx').on(t.projectId),
    index('invoices_customer_id_idx').on(t.customerId),
    // A project is billed each milestone once; a cancelled milestone invoice frees it for a new one.
    uniqueIndex('invoices_project_id_milestone_type_company_id_key')
      .on(t.projectId, t.milestoneType, t.companyId)
      .where(sql`${t.milestoneType} is not null and ${t.status} <> 'cancelled'`),
  ],
);

/**
 * An invoice's lines (description, quantity, unit price): when an invoice has lines its amount is their sum, each
 * line's amount rounded to the cent. An invoice without lines is the one-amount invoice (docs/product.md#invoices).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: money('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    unique('invoice_lines_invoice_id_position_company_id_key').on(t.invoiceId, t.position, t.companyId),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Money received (decision 0267): a payment of an invoice, or a deposit on account of a project and its customer
 * (invoice_id null) until the project's next invoice takes it. Collected, Revenue and the Finances cards add
 * payments by their date (migration 0024's triggers). A payment goes with its invoice when that is deleted.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    method: paymentMethodEnum('method').notNull(),
    /** The check number, card authorisation or transfer id. */
    reference: text('reference'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    index('payments_invoice_id_idx').on(t.invoiceId),
    // Collected by date, and a project's deposits on account.
    index('payments_company_id_date_idx').on(t.companyId, t.date),
    index('payments_project_id_idx').on(t.projectId),
    index('payments_customer_id_idx').on(t.customerId),
  ],
);

/** Expenses outlive their project, budget item and vendor (SET NULL). */
export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    budgetItemId: integer('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull().default(sql`current_date`),
    category: expenseCategoryEnum('category').notNull().default('other'),
    /** Vendor name as text (free entry, or a copy of the chosen vendor's name). */
    vendor: text('vendor'),
    receiptUrl: text('receipt_url'),
    /** The receipt's original file name. */
    receiptFile: text('receipt_file'),
    receiptFileId: integer('receipt_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    // The list newest first, a date range, and the Finances cards' total from the index alone (amount).
    index('expenses_company_id_date_amount_idx').on(t.companyId, t.date, t.amount),
    // The calendar's grid: each day's first expenses by id.
    index('expenses_company_id_date_id_idx').on(t.companyId, t.date, t.id),
    index('expenses_project_id_idx').on(t.projectId),
    index('expenses_budget_item_id_idx').on(t.budgetItemId),
    index('expenses_vendor_id_idx').on(t.vendorId),
    index('expenses_receipt_file_id_idx').on(t.receiptFileId),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Expense = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;

import { type AnyPgColumn, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { storedFiles } from './documents';

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  address: text('address'),
  logoUrl: text('logo_url'),
  website: text('website'),
  /** Default estimate notes (/catalog/templates), copied by new estimates. */
  estimateNotes: text('estimate_notes'),
  /** Default estimate terms and conditions (/catalog/terms), copied by new estimates. */
  estimateTerms: text('estimate_terms'),
  /** The company profile's default payment terms, printed on invoices (e.g. 'Net 30. Checks payable to ...'). */
  paymentTerms: text('payment_terms'),
  /** A closing line printed at the foot of every invoice. */
  invoiceFooter: text('invoice_footer'),
  /** The uploaded logo in the file store; shown on estimates, invoices, their PDFs, public pages and e-mails. */
  logoFileId: integer('logo_file_id').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

/**
 * Figures the dashboard reads in constant time, kept by database triggers (migration 0003) on customers,
 * projects and invoices: the number of customers, of projects not fully complete and of unpaid, not cancelled
 * invoices. A row per company, made by a trigger when the company is created.
 */
export const companyStats = pgTable('company_stats', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  customers: integer('customers').notNull().default(0),
  activeProjects: integer('active_projects').notNull().default(0),
  pendingInvoices: integer('pending_invoices').notNull().default(0),
});

/**
 * Payments received summed per company and payment date, kept by a trigger on payments (migration 0024; before
 * it, paid invoices by their day of creation). Revenue over a range adds the days inside it, so it costs the
 * same whatever the number of payments.
 */
export const companyPaidRevenueDays = pgTable(
  'company_paid_revenue_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * The Finances cards' sums per company and day, kept by triggers on invoices and expenses (migration 0011): what
 * is outstanding by the day a not cancelled invoice was issued (its balance due; the day it was made when it has
 * no issue date), what was collected by the payments' dates (migration 0024), and what was spent: the expenses by
 * their date (and how many expenses) and the vendor bills by their bill date (migration 0028, decision 0274); and,
 * for the cash flow report, the expenses alone and the bill payments by the day paid (migration 0032). The cards
 * and the report add the days of the company (or of a range), so they cost the same whatever the number of
 * invoices, expenses and bills.
 */
export const companyFinanceDays = pgTable(
  'company_finance_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    outstanding: numeric('outstanding', { precision: 16, scale: 2 }).notNull().default('0'),
    collected: numeric('collected', { precision: 16, scale: 2 }).notNull().default('0'),
    spent: numeric('spent', { precision: 16, scale: 2 }).notNull().default('0'),
    /** How many expenses are dated that day: the expenses list's total without a filter, read from the days. */
    expenseCount: integer('expense_count').notNull().default(0),
    /** The expenses alone by their date, and the bill payments by the day paid: the cash flow's paid out (0032). */
    expenses: numeric('expenses', { precision: 16, scale: 2 }).notNull().default('0'),
    billsPaid: numeric('bills_paid', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

import { date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { projects } from './projects';

/*
 * What the receivables and payables agings need of today's open items, kept by triggers (migration 0033, decision
 * 0278), so that an aging reads a page of names and a few hundred due days instead of every open invoice or bill
 * of the company. An item is open while it is sent (invoices: not a draft, not cancelled) and not paid in full;
 * its balance is its total less all its payments. An aging as of another day corrects these with what changed
 * after that day (aging.queries.ts).
 */

/**
 * Each customer with open invoices: how many and their balance, under the name the report sorts by ('First
 * Last', as the lists write it; a rename follows). Customer 0 holds the invoices with no customer. No foreign key
 * to customers: deleting a customer moves its invoices here to 0 (set null), and its row empties by itself.
 */
export const receivableCustomers = pgTable(
  'receivable_customers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    name: text('name'),
    openCount: integer('open_count').notNull(),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.customerId] }),
    // The report's order: by name (no name last), then by customer.
    index('receivable_customers_company_id_name_idx').on(t.companyId, t.name, t.customerId),
  ],
);

/** Each customer's open invoices by due date ('infinity' for none): the buckets of a page of customers. */
export const receivableCustomerDues = pgTable(
  'receivable_customer_dues',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    openCount: integer('open_count').notNull(),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.customerId, t.dueOn] })],
);

/** The company's open invoices by due date ('infinity' for none: never past due). */
export const receivableDueDays = pgTable(
  'receivable_due_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    openCount: integer('open_count').notNull(),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dueOn] })],
);

/** Each vendor name on open bills (a deleted vendor's bills keep its name): how many and their balance. */
export const payableVendors = pgTable(
  'payable_vendors',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vendorName: text('vendor_name').notNull(),
    openCount: integer('open_count').notNull(),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.vendorName] })],
);

/** Each vendor name's open bills by due date ('infinity' for none). */
export const payableVendorDues = pgTable(
  'payable_vendor_dues',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vendorName: text('vendor_name').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    openCount: integer('open_count').notNull(),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.vendorName, t.dueOn] })],
);

/** The company's open bills by due date ('infinity' for none). */
export const payableDueDays = pgTable(
  'payable_due_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    openCount: integer('open_count').notNull(),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dueOn] })],
);

/**
 * Each project's money over all time, kept by triggers (migration 0034, decision 0279), so that profit by project
 * and work in progress read one row per project instead of grouping every invoice, payment, expense and bill of
 * the company: the approved estimate's frozen total (null while none is approved) and the approved change orders'
 * totals (the Sold Price is their sum, as soldPriceSql answers it); billed (invoices sent, not cancelled),
 * collected (payments) and cost (expenses and vendor bills) on the project. A report for a day corrects these with
 * what is dated after it (reports.queries.ts). A project with none of these may have no row.
 */
export const projectMoney = pgTable(
  'project_money',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // As frozen in the snapshot, unrounded: the Sold Price rounds the sum, as soldPriceSql does.
    estimateTotal: numeric('estimate_total'),
    changeOrders: numeric('change_orders', { precision: 16, scale: 2 }).notNull().default('0'),
    billed: numeric('billed', { precision: 16, scale: 2 }).notNull().default('0'),
    collected: numeric('collected', { precision: 16, scale: 2 }).notNull().default('0'),
    cost: numeric('cost', { precision: 16, scale: 2 }).notNull().default('0'),
    /** project_cost_totals' forecast at completion, copied by its trigger (0035): one row holds all of it. */
    forecast: numeric('forecast').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.companyId] }),
    index('project_money_company_id_idx').on(t.companyId),
  ],
);

/**
 * The company's profit by project and work in progress totals over all time, kept by a trigger on project_money
 * (migration 0035, decision 0280) in 16 stripes (a project's is its id modulo 16), so that concurrent money
 * writes of one company seldom wait on the same row: what each project adds is project_report_figures' answer,
 * the same that makes its rows. The reports add the stripes and correct them for the projects with money dated
 * after the day asked for.
 */
export const companyProjectSums = pgTable(
  'company_project_sums',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stripe: integer('stripe').notNull(),
    profitRows: integer('profit_rows').notNull(),
    contract: numeric('contract', { precision: 16, scale: 2 }).notNull(),
    billed: numeric('billed', { precision: 16, scale: 2 }).notNull(),
    collected: numeric('collected', { precision: 16, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 16, scale: 2 }).notNull(),
    profit: numeric('profit', { precision: 16, scale: 2 }).notNull(),
    wipRows: integer('wip_rows').notNull(),
    wipContract: numeric('wip_contract', { precision: 16, scale: 2 }).notNull(),
    wipForecast: numeric('wip_forecast', { precision: 16, scale: 2 }).notNull(),
    wipCost: numeric('wip_cost', { precision: 16, scale: 2 }).notNull(),
    wipEarned: numeric('wip_earned', { precision: 16, scale: 2 }).notNull(),
    wipBilled: numeric('wip_billed', { precision: 16, scale: 2 }).notNull(),
    wipOver: numeric('wip_over', { precision: 16, scale: 2 }).notNull(),
    wipUnder: numeric('wip_under', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.stripe] })],
);

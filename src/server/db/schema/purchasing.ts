import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { budgetItems } from './budget';
import { createdAt, id, instant, money, updatedAt } from './columns';
import { companies } from './companies';
import { storedFiles } from './documents';
import { purchaseOrderStatusEnum } from './enums';
import { projects } from './projects';
import { users } from './users';
import { vendors } from './vendors';

/**
 * A purchase order to a vendor for a project's budget lines (issue 27), numbered per company from 1. Sent, its
 * unbilled amount is committed cost on its lines (budget_line_costs, migration 0025); the bills against it move it
 * to partially billed and billed. The vendor's name is kept, so a deleted vendor leaves the order readable.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    vendorName: text('vendor_name').notNull(),
    number: integer('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    notes: text('notes'),
    status: purchaseOrderStatusEnum('status').notNull().default('draft'),
    /** The sum of the lines, each rounded to the cent, written by SQL with every change of the lines. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    sentAt: instant('sent_at'),
    sentTo: text('sent_to'),
    voidedAt: instant('voided_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('purchase_orders_company_id_number_key').on(t.companyId, t.number),
    index('purchase_orders_company_id_project_id_idx').on(t.companyId, t.projectId),
    index('purchase_orders_project_id_idx').on(t.projectId),
    index('purchase_orders_vendor_id_idx').on(t.vendorId),
    index('purchase_orders_created_by_idx').on(t.createdBy),
    check('purchase_orders_number_positive', sql`${t.number} > 0`),
  ],
);

/** A line of a purchase order: what is bought, on which budget line of the order's project. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: money('quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    budgetItemId: integer('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('purchase_order_lines_order_position_key').on(t.purchaseOrderId, t.position, t.companyId),
    check('purchase_order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_order_lines_unit_cost_not_negative', sql`${t.unitCost} >= 0`),
    index('purchase_order_lines_company_id_idx').on(t.companyId),
    index('purchase_order_lines_budget_item_id_idx').on(t.budgetItemId),
  ],
);

/**
 * A vendor's bill (issue 27): the vendor's own number, unique per vendor; lines on budget lines of one project,
 * which count as actual cost beside expenses. `amountPaid` is the sum of its payments, written by SQL with each
 * payment, so lists read one column. The project is kept as null when the project is deleted, as expenses are.
 */
export const vendorBills = pgTable(
  'vendor_bills',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    vendorName: text('vendor_name').notNull(),
    number: text('number').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    amountPaid: numeric('amount_paid', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The vendor's document (its PDF or a photo of it). */
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The vendor's name, not its id: a deleted vendor's bills still refuse a second bill of the same number.
    unique('vendor_bills_company_id_vendor_name_number_key').on(t.companyId, t.vendorName, t.number),
    index('vendor_bills_company_id_bill_date_idx').on(t.companyId, t.billDate.desc()),
    index('vendor_bills_project_id_idx').on(t.projectId),
    index('vendor_bills_vendor_id_idx').on(t.vendorId),
    index('vendor_bills_purchase_order_id_idx').on(t.purchaseOrderId),
    index('vendor_bills_file_id_idx').on(t.fileId),
    // The payables aging links a vendor name's row to the vendor of its open bills (aging.queries.ts).
    index('vendor_bills_open_vendor_idx')
      .on(t.companyId, t.vendorName, t.vendorId)
      .where(sql`${t.amountPaid} < ${t.total}`),
    index('vendor_bills_created_by_idx').on(t.createdBy),
  ],
);

/** A line of a vendor bill: an amount on a budget line of the bill's project. */
export const vendorBillLines = pgTable(
  'vendor_bill_lines',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => vendorBills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    budgetItemId: integer('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    description: text('description'),
  },
  (t) => [
    unique('vendor_bill_lines_bill_position_key').on(t.billId, t.position, t.companyId),
    check('vendor_bill_lines_amount_positive', sql`${t.amount} > 0`),
    index('vendor_bill_lines_company_id_idx').on(t.companyId),
    index('vendor_bill_lines_budget_item_id_idx').on(t.budgetItemId),
  ],
);

/** A payment made to a vendor against one bill. */
export const vendorBillPayments = pgTable(
  'vendor_bill_payments',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => vendorBills.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method'),
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('vendor_bill_payments_amount_positive', sql`${t.amount} > 0`),
    index('vendor_bill_payments_bill_id_idx').on(t.billId),
    // The payables aging as of a past day reads the payments made since (aging.queries.ts).
    index('vendor_bill_payments_company_id_paid_on_idx').on(t.companyId, t.paidOn),
    index('vendor_bill_payments_created_by_idx').on(t.createdBy),
  ],
);

/**
 * Each budget line's cost sums, kept by triggers on expenses, vendor bill lines, vendor bills, purchase order lines
 * and purchase orders (migration 0031, decision 0275), so that reading a line's committed and actual cost is one
 * row instead of grouping the company's expenses, bill lines and order lines: `expenses` and `bills` move by each
 * row's amount; `committed` (what open orders still owe on the line, never below zero per order) is recomputed
 * for the lines a change touches; `budgeted` (a product line's quantity × unit cost, to the cent) follows the
 * line. Every budget line has its row. Read through the `budget_line_costs` view, and summed per project into
 * `project_cost_totals`.
 */
export const budgetLineCostSums = pgTable(
  'budget_line_cost_sums',
  {
    budgetItemId: integer('budget_item_id')
      .notNull()
      .references(() => budgetItems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The line's project, so that one project's lines are read by an index. */
    projectId: integer('project_id').notNull(),
    expenses: numeric('expenses').notNull().default('0'),
    bills: numeric('bills').notNull().default('0'),
    committed: numeric('committed').notNull().default('0'),
    budgeted: numeric('budgeted').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.budgetItemId, t.companyId] }),
    index('budget_line_cost_sums_company_id_project_id_idx').on(t.companyId, t.projectId),
  ],
);

/**
 * Each project's job-cost totals kept by triggers (migration 0031, decision 0275): `actual` and `forecast` as
 * job costing answers them in its totals line, that is the sums over the project's budget lines (each line's
 * forecast the larger of budgeted and committed + actual) plus the costs on no line (expenses without one, and
 * bill lines without one on the project's bills). The company-wide reports read one row per project from here.
 * A project with neither lines nor costs may have no row.
 */
export const projectCostTotals = pgTable(
  'project_cost_totals',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actual: numeric('actual').notNull().default('0'),
    forecast: numeric('forecast').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.companyId] }),
    index('project_cost_totals_company_id_idx').on(t.companyId),
  ],
);

export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type VendorBill = typeof vendorBills.$inferSelect;

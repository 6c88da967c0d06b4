import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { changeOrders } from './change-orders';
import { createdAt, id, percent, updatedAt } from './columns';
import { companies } from './companies';
import { invoices } from './finances';
import { projects } from './projects';

/** Contract money: the size of change_orders.total (numeric 14,2). */
const contractMoney = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * How a project bills (decision 0271): by milestones (the default, no row needed) or by progress, and the
 * retainage percentage its pay applications withhold. The row's xmin is the setting's version.
 */
export const projectBilling = pgTable(
  'project_billing',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    method: text('method').notNull().default('milestones'),
    retainagePercent: percent('retainage_percent').notNull().default('10'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('project_billing_project_id_company_id_key').on(t.projectId, t.companyId),
    check('project_billing_method', sql`${t.method} in ('milestones', 'progress')`),
    check('project_billing_retainage_range', sql`${t.retainagePercent} between 0 and 100`),
  ],
);

/**
 * A line of a project's schedule of values: a top-level line of the approved estimate, its tax, or an approved
 * change order, copied when the project first bills by progress (change orders when they are first seen
 * approved). Its id is what every pay application bills; it never changes under them.
 */
export const sovLines = pgTable(
  'sov_lines',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** estimate (a top-level line or the tax) or change_order. */
    source: text('source').notNull(),
    changeOrderId: integer('change_order_id').references(() => changeOrders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    scheduledValue: contractMoney('scheduled_value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sov_lines_project_id_position_company_id_key').on(t.projectId, t.position, t.companyId),
    unique('sov_lines_change_order_id_company_id_key').on(t.changeOrderId, t.companyId),
    check('sov_lines_source', sql`${t.source} in ('estimate', 'change_order')`),
  ],
);

/**
 * A pay application: the invoice it became and what it billed. A progress application bills work and stored
 * materials less retainage; a release bills the retainage held. It goes with its invoice; a cancelled invoice's
 * application no longer counts (every sum joins the invoice and leaves cancelled ones out).
 */
export const payApplications = pgTable(
  'pay_applications',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** progress or retainage_release. */
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    retainagePercent: percent('retainage_percent').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('pay_applications_invoice_id_company_id_key').on(t.invoiceId, t.companyId),
    unique('pay_applications_project_id_number_company_id_key').on(t.projectId, t.number, t.companyId),
    check('pay_applications_kind', sql`${t.kind} in ('progress', 'retainage_release')`),
    index('pay_applications_company_id_project_id_idx').on(t.companyId, t.projectId),
  ],
);

/**
 * What one pay application billed on one schedule line: work completed this period, the change in materials
 * presently stored (their sum to date is the stored balance), and retainage (withheld: positive; released:
 * negative). "From previous applications" and retainage held are sums of these rows.
 */
export const payApplicationLines = pgTable(
  'pay_application_lines',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => payApplications.id, { onDelete: 'cascade' }),
    sovLineId: integer('sov_line_id')
      .notNull()
      .references(() => sovLines.id, { onDelete: 'cascade' }),
    workThisPeriod: contractMoney('work_this_period').notNull().default('0'),
    storedChange: contractMoney('stored_change').notNull().default('0'),
    retainage: contractMoney('retainage').notNull().default('0'),
  },
  (t) => [
    unique('pay_application_lines_application_id_sov_line_id_company_id_key').on(
      t.applicationId,
      t.sovLineId,
      t.companyId,
    ),
    index('pay_application_lines_sov_line_id_idx').on(t.sovLineId),
  ],
);

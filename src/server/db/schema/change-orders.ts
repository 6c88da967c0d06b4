import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { budgetItems } from './budget';
import { products, trades } from './catalog';
import { createdAt, id, instant, money, percent, updatedAt } from './columns';
import { companies } from './companies';
import { changeOrderActionEnum, changeOrderReasonEnum, changeOrderStatusEnum } from './enums';
import { invoices } from './finances';
import { projects } from './projects';
import { selections } from './selections';
import { users } from './users';

/**
 * A change to a project's contract price (CO-{number}, counted per project from 1). Only a draft is edited; on
 * approval its lines join the budget and its total joins the Sold Price (change-orders.service.ts).
 */
export const changeOrders = pgTable(
  'change_orders',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    reason: changeOrderReasonEnum('reason').notNull(),
    /** Days the target completion date moves on approval (negative: sooner). */
    scheduleDays: integer('schedule_days').notNull().default(0),
    status: changeOrderStatusEnum('status').notNull().default('draft'),
    /** The sums of the lines, each rounded to the cent, written by SQL with every change of the lines. */
    totalCost: numeric('total_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    sentAt: instant('sent_at'),
    decidedAt: instant('decided_at'),
    /** Who decided: the staff member who marked it, or null when the client did. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The client's typed name, or the staff's note when marked approved (signed on paper). */
    decisionNote: text('decision_note'),
    /** The invoice made by 'Bill now' on approval. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The selection whose choice made it (its difference from the allowance). */
    selectionId: integer('selection_id').references(() => selections.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('change_orders_selection_id_idx').on(t.selectionId),
    unique('change_orders_project_id_number_company_id_key').on(t.projectId, t.number, t.companyId),
    index('change_orders_company_id_status_idx').on(t.companyId, t.status),
    index('change_orders_invoice_id_idx').on(t.invoiceId),
    check('change_orders_number_positive', sql`${t.number} > 0`),
  ],
);

/**
 * A line of a change order, priced like a budget product. A negative quantity is a credit. `budgetParentId` is
 * the budget group it goes into on approval (else the change order's own group); `budgetItemId` the budget
 * product it became.
 */
export const changeOrderLines = pgTable(
  'change_order_lines',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    changeOrderId: integer('change_order_id')
      .notNull()
      .references(() => changeOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    quantity: money('quantity').notNull(),
    unit: text('unit'),
    unitCost: money('unit_cost').notNull(),
    unitPrice: money('unit_price').notNull(),
    markup: percent('markup').notNull(),
    margin: percent('margin').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'set null' }),
    budgetParentId: integer('budget_parent_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    budgetItemId: integer('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('change_order_lines_change_order_id_position_company_id_key').on(
      t.changeOrderId,
      t.position,
      t.companyId,
    ),
    check('change_order_lines_quantity_not_zero', sql`${t.quantity} <> 0`),
    index('change_order_lines_company_id_idx').on(t.companyId),
    index('change_order_lines_product_id_idx').on(t.productId),
    index('change_order_lines_trade_id_idx').on(t.tradeId),
    index('change_order_lines_budget_parent_id_idx').on(t.budgetParentId),
    index('change_order_lines_budget_item_id_idx').on(t.budgetItemId),
  ],
);

/** What happened to a change order: who (a user, or the client by name), when, from which IP and browser. */
export const changeOrderHistory = pgTable(
  'change_order_history',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    changeOrderId: integer('change_order_id')
      .notNull()
      .references(() => changeOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's name for what they did themselves. */
    actorName: text('actor_name'),
    action: changeOrderActionEnum('action').notNull(),
    details: text('details'),
    timestamp: instant('timestamp').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('change_order_history_change_order_id_timestamp_idx').on(t.changeOrderId, t.timestamp),
    index('change_order_history_company_id_idx').on(t.companyId),
  ],
);

/** Who a change order was sent to; the personal link's token is kept only as its SHA-256 (as estimates do). */
export const changeOrderRecipients = pgTable(
  'change_order_recipients',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    changeOrderId: integer('change_order_id')
      .notNull()
      .references(() => changeOrders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** SHA-256 hex of the public change order link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: instant('sent_at').notNull(),
    viewedAt: instant('viewed_at'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('change_order_recipients_change_order_id_idx').on(t.changeOrderId),
    index('change_order_recipients_company_id_idx').on(t.companyId),
  ],
);

export type ChangeOrder = typeof changeOrders.$inferSelect;
export type ChangeOrderLine = typeof changeOrderLines.$inferSelect;
export type NewChangeOrderHistoryEntry = typeof changeOrderHistory.$inferInsert;
export type ChangeOrderRecipientRow = typeof changeOrderRecipients.$inferSelect;

import { boolean, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products, trades } from './catalog';
import { createdAt, id, money, percent, updatedAt } from './columns';
import { companies } from './companies';
import { budgetItemTypeEnum } from './enums';
import { projects } from './projects';

/**
 * A project's budget: groups (milestones are top-level groups named "Milestone: ...") nesting to any depth,
 * and products (leaves). Deleting a group deletes its descendants (parent_id CASCADE).
 * For products, unitPrice/markup/margin are recomputed by the server so they always agree.
 */
export const budgetItems = pgTable(
  'budget_items',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    type: budgetItemTypeEnum('type').notNull().default('product'),
    name: text('name').notNull(),
    description: text('description'),
    /** The catalog product it was copied from, if any. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: money('quantity').notNull().default('1'),
    unitCost: money('unit_cost').notNull().default('0'),
    unitPrice: money('unit_price').notNull().default('0'),
    markup: percent('markup').notNull().default('0'),
    margin: percent('margin').notNull().default('0'),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    isExpanded: boolean('is_expanded').notNull().default(true),
    /** A product line that is an allowance ('Tile allowance $3,000'): selections are priced against it. */
    isAllowance: boolean('is_allowance').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'budget_items_parent_id_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete(
      'cascade',
    ),
    index('budget_items_project_id_parent_id_order_idx').on(t.projectId, t.parentId, t.order),
    index('budget_items_parent_id_idx').on(t.parentId),
    index('budget_items_product_id_idx').on(t.productId),
    index('budget_items_trade_id_idx').on(t.tradeId),
    // company first, then the project: a project's lines are read with both (decision 0286). Alone on company_id,
    // a generic plan ANDed its bitmap of every line of the company with the project's, 159 ms for 5,000 projects.
    index('budget_items_company_id_project_id_idx').on(t.companyId, t.projectId),
  ],
);

export type BudgetItem = typeof budgetItems.$inferSelect;
export type NewBudgetItem = typeof budgetItems.$inferInsert;

import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, money, percent, updatedAt } from './columns';
import { companies } from './companies';
import { productCategoryEnum } from './enums';

export const trades = pgTable(
  'trades',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trades_company_id_name_idx').on(t.companyId, t.name)],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    symbol: text('symbol'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('units_company_id_name_idx').on(t.companyId, t.name)],
);

/**
 * Catalog items (products, labor, services...). Pricing columns always agree:
 * unitPrice = unitCost * (1 + markup/100), margin = (unitPrice - unitCost) / unitPrice * 100, rounded to cents.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    category: productCategoryEnum('category').notNull().default('material'),
    unitCost: money('unit_cost').notNull().default('0'),
    markup: percent('markup').notNull().default('0'),
    margin: percent('margin').notNull().default('0'),
    unitPrice: money('unit_price').notNull().default('0'),
    /** Free-text unit as the product form sends it (e.g. "sq ft"); unitId links a catalog unit. */
    unit: text('unit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_company_id_category_name_idx').on(t.companyId, t.category, t.name),
    index('products_company_id_name_idx').on(t.companyId, t.name),
    index('products_trade_id_idx').on(t.tradeId),
    index('products_unit_id_idx').on(t.unitId),
  ],
);

/** Company task types, added to the built-in ones; `value` is lowercase_with_underscores. */
export const customTaskTypes = pgTable(
  'custom_task_types',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('custom_task_types_company_id_value_key').on(t.companyId, t.value)],
);

export type Trade = typeof trades.$inferSelect;
export type NewTrade = typeof trades.$inferInsert;
export type Unit = typeof units.$inferSelect;
export type NewUnit = typeof units.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type CustomTaskType = typeof customTaskTypes.$inferSelect;
export type NewCustomTaskType = typeof customTaskTypes.$inferInsert;

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { budgetItems } from './budget';
import { products } from './catalog';
import { createdAt, id, instant, updatedAt } from './columns';
import { companies } from './companies';
import { storedFiles } from './documents';
import { selectionStatusEnum } from './enums';
import { projects } from './projects';
import { users } from './users';
import { vendors } from './vendors';

/** Money of a selection: up to a trillion dollars, to the cent. */
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A choice the client makes for a project ('Kitchen faucet'), by a due date, among options; optionally priced
 * against an allowance line of the budget. The choice is final: its difference from the allowance becomes a
 * pending change order (change_orders.selection_id).
 */
export const selections = pgTable(
  'selections',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** The day the client's decision is due. */
    dueDate: date('due_date', { mode: 'string' }),
    /** A product line of the project's budget flagged as an allowance. */
    allowanceItemId: integer('allowance_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    status: selectionStatusEnum('status').notNull().default('open'),
    chosenOptionId: integer('chosen_option_id').references((): AnyPgColumn => selectionOptions.id, {
      onDelete: 'set null',
    }),
    /** At the choice, frozen: the allowance line's total price (0 without one), and option price - allowance. */
    allowanceAmount: amount('allowance_amount'),
    difference: amount('difference'),
    chosenAt: instant('chosen_at'),
    /** The staff member who chose for the client; null when the client chose in the portal. */
    chosenBy: integer('chosen_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who chose, by name (the client's, when they chose themselves). */
    chosenByName: text('chosen_by_name'),
    orderedAt: instant('ordered_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('selections_company_id_project_id_idx').on(t.companyId, t.projectId),
    // The calendar: open selections on their due date, each day's by id (decision 0276).
    index('selections_company_id_due_date_idx').on(t.companyId, t.dueDate, t.id),
    index('selections_allowance_item_id_idx').on(t.allowanceItemId),
    index('selections_chosen_option_id_idx').on(t.chosenOptionId),
  ],
);

/** One option of a selection: a name, a price, and optionally a photo, a catalog item or a vendor. */
export const selectionOptions = pgTable(
  'selection_options',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    price: amount('price').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    photoFileId: integer('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    photoName: text('photo_name'),
  },
  (t) => [
    unique('selection_options_selection_id_position_company_id_key').on(
      t.selectionId,
      t.position,
      t.companyId,
    ),
    check('selection_options_price_not_negative', sql`${t.price} >= 0`),
    index('selection_options_company_id_idx').on(t.companyId),
    index('selection_options_product_id_idx').on(t.productId),
    index('selection_options_vendor_id_idx').on(t.vendorId),
    index('selection_options_photo_file_id_idx').on(t.photoFileId),
  ],
);

export type Selection = typeof selections.$inferSelect;
export type SelectionOption = typeof selectionOptions.$inferSelect;

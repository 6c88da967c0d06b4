import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './companies';

/**
 * The accountant's account names (decision 0273): what each of our categories is called in the company's books.
 * `kind` says what `key` names: 'income' (key 'sales', every invoice line), 'expense_category' (an expense
 * category), 'trade' (a trade's id, or 'none' for a bill line whose budget line has no trade). A key without a row
 * falls back to the default name of accounting-exports/account-names.ts. The accounting exports read them.
 */
export const accountMappings = pgTable(
  'account_mappings',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('account_mappings_company_id_kind_key_key').on(t.companyId, t.kind, t.key),
    check('account_mappings_kind_known', sql`${t.kind} in ('income', 'expense_category', 'trade')`),
    check('account_mappings_account_name_present', sql`length(btrim(${t.accountName})) > 0`),
  ],
);

export type AccountMapping = typeof accountMappings.$inferSelect;

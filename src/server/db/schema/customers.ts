import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    /** When staff last e-mailed the customer an invitation to the client portal (issue 26). */
    portalInvitedAt: instant('portal_invited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Ascending, so a backward scan serves ORDER BY created_at DESC, id DESC (newest first).
    index('customers_company_id_created_at_idx').on(t.companyId, t.createdAt, t.id),
    index('customers_company_id_name_idx').on(t.companyId, t.lastName, t.firstName),
  ],
);

/** Company users assigned to a customer (customer detail, Team tab). Memberships: CASCADE both ways. */
export const customerUsers = pgTable(
  'customer_users',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('customer_users_customer_id_user_id_company_id_key').on(t.customerId, t.userId, t.companyId),
    index('customer_users_user_id_idx').on(t.userId),
    index('customer_users_company_id_idx').on(t.companyId),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type CustomerUser = typeof customerUsers.$inferSelect;
export type NewCustomerUser = typeof customerUsers.$inferInsert;

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { companies } from './companies';
import { userRoleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    /**
     * Null for system administrators and for users who have not created or joined a company yet.
     * Deleting a company deletes its users (CASCADE): a company's staff have no life outside it.
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Unique case-insensitively (index on lower(username)); kept as typed for display. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: userRoleEnum('role').notNull().default('employee'),
    /** System administrator: every company, /admin/*. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Deactivated members cannot sign in and have no sessions; their records and name stay (docs/product.md#team). */
    isActive: boolean('is_active').notNull().default(true),
    /** Set by an administrator's password reset: the one-time password must be changed at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** For the password expiry setting. */
    passwordChangedAt: instant('password_changed_at').notNull().defaultNow(),
    /** Base32 TOTP secret once two-factor sign-in is set up; null otherwise. */
    totpSecret: text('totp_secret'),
    /** A secret made by 'Enable two-factor' that the user has not confirmed with a code yet. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted (unix seconds / 30): a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_company_id_idx').on(t.companyId),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { companies } from './companies';
import { userRoleEnum } from './enums';
import { users } from './users';

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256 hex. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Last request; the idle timeout (system setting) counts from here. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use invitation links to join a company (made on the Team page, valid 7 days). */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** SHA-256 hex of the token in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    role: userRoleEnum('role').notNull().default('employee'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** When the link was last e-mailed (null: made as a link to copy, never mailed). Sending again renews it. */
    sentAt: instant('sent_at'),
    usedAt: instant('used_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('invitations_company_id_idx').on(t.companyId)],
);

/** Sign-in attempts, for rate limiting by username and by IP address across instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** Lowercased. */
    username: text('username').notNull(),
    ipAddress: text('ip_address'),
    succeeded: boolean('succeeded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_username_created_at_idx').on(t.username, t.createdAt),
    index('login_attempts_ip_address_created_at_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** 'Forgot password?' links: single use, valid 1 hour; only the token's SHA-256 hex is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type Invitation = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type NewLoginAttempt = typeof loginAttempts.$inferInsert;
export type PasswordReset = typeof passwordResets.$inferSelect;

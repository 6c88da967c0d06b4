import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SessionRestriction } from '#domain/contracts/account-security';
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
    /**
     * A system administrator who opened a company works in it through this session (docs/product.md#administration):
     * the session's actor has this company and role admin while staying the administrator. Null: their own account as
     * it is.
     */
    actingCompanyId: integer('acting_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /**
     * Set at sign-in when the user must first change the password ('change_password': expired or reset by an
     * administrator) or enrol in two-factor sign-in ('enrol_two_factor': required by the settings). Such a
     * session reaches only the user, sign-out and that one step (http/session-restriction.ts).
     */
    restriction: text('restriction').$type<SessionRestriction>(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * A sign-in whose password was right, waiting for the second factor: the browser holds the token, the table only
 * its SHA-256 hex (every instance can finish it). Valid 5 minutes; deleted when used.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('pending_sign_ins_user_id_idx').on(t.userId)],
);

/** Single-use recovery codes of two-factor sign-in: shown once at enrolment, only their SHA-256 hex kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_id_code_hash_idx').on(t.userId, t.codeHash)],
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

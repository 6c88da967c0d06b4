import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PortalLinkKind } from '#domain/enums';
import { createdAt, id, instant } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { users } from './users';

/**
 * E-mailed links that open a client portal session (issue 26): no password, the link is the key. The table keeps
 * only the SHA-256 hex of the token; a link works once, before `expires_at`.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<PortalLinkKind>().notNull(),
    /** The address the link went to: a link sent before the customer's address changed opens nothing. */
    email: text('email').notNull(),
    /** Staff who sent an invitation; null for a link the client asked for. */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** Who asked: requests are rationed per address and per customer (counted here). */
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('portal_links_customer_id_created_at_idx').on(t.customerId, t.createdAt),
    index('portal_links_ip_address_created_at_idx').on(t.ipAddress, t.createdAt),
    index('portal_links_company_id_idx').on(t.companyId),
  ],
);

/**
 * A client's portal session: its own cookie and its own kind, reaching only its customer's projects. The id is
 * the SHA-256 hex of the cookie's token. A staff member's 'View as client' opens one too, marked with who
 * previews; such a session only reads.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    previewBy: integer('preview_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('portal_sessions_customer_id_idx').on(t.customerId),
    index('portal_sessions_company_id_idx').on(t.companyId),
    index('portal_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { users } from './users';

/**
 * Who changed what and when: create/update/delete of business records (written by the database's triggers,
 * migration 0015), sign-ins and other events (features/audit/audit.service.ts). Append-only: a trigger refuses
 * every change but the SET NULL of a deleted company or user.
 * company_id and user_id are SET NULL on delete so the trail outlives what it describes (system
 * administrators still see it); `username` keeps the actor's name after the user is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    /** create, update, delete, login, login_failed, logout, ... */
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    /** A client's action in the portal is written under the customer (issue 26), with the browser it came from. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  // Reads are newest first, paged by (created_at, id), filtered by company, user, entity and action: each filter
  // has an index that leads with it, so a page of a rare filter does not walk the whole log.
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_company_id_created_at_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_user_id_created_at_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_created_at_idx').on(t.entityType, t.createdAt.desc(), t.id.desc()),
    index('audit_log_company_entity_created_at_idx').on(
      t.companyId,
      t.entityType,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A deleted customer's lines are set null through this.
    index('audit_log_customer_id_idx').on(t.customerId),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
    index('audit_log_company_action_created_at_idx').on(
      t.companyId,
      t.action,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * Outgoing mail, written inside the transaction that causes it and delivered after commit by the background
 * sender (mail/outbox-sender.ts). Without SMTP_URL mail stays here (shown at /admin/outbox).
 * A company's mail goes with the company (CASCADE).
 */
/** A file attached to an outgoing mail. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Reply-To header (customer threads: reply+{emailHash}@INBOUND_MAIL_DOMAIN). */
    replyTo: text('reply_to'),
    /** Files sent with the mail (a purchase order's PDF), base64, kept with the row until it leaves. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** The last delivery error. */
    error: text('error'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the background sender may try next; null: not to be delivered (kept, sent or given up). */
    nextAttemptAt: instant('next_attempt_at'),
    /** A sender instance holds the row until then while it delivers (a crashed sender's claim runs out). */
    lockedUntil: instant('locked_until'),
    /** Delivery given up after the last attempt. */
    failedAt: instant('failed_at'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt.desc()),
    index('mail_outbox_company_id_idx').on(t.companyId),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
  ],
);

/**
 * System-wide settings (/admin/settings): exactly one row, id = 1. The row is not created by the migration;
 * readers fall back to these column defaults when it is missing and writers upsert it.
 */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name').notNull().default('BuildLine'),
    supportEmail: text('support_email'),
    timezone: text('timezone').notNull().default('America/New_York'),
    /** Idle minutes before a session ends (min 5). */
    sessionTimeout: integer('session_timeout').notNull().default(30),
    /** Days before a password must be changed; 0 = never. */
    passwordExpiry: integer('password_expiry').notNull().default(90),
    twoFactorAuth: boolean('two_factor_auth').notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('system_settings_single_row', sql`${t.id} = 1`),
    check('system_settings_session_timeout_min', sql`${t.sessionTimeout} >= 5`),
    check('system_settings_password_expiry_min', sql`${t.passwordExpiry} >= 0`),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
export type MailOutboxEntry = typeof mailOutbox.$inferSelect;
export type NewMailOutboxEntry = typeof mailOutbox.$inferInsert;
export type SystemSettings = typeof systemSettings.$inferSelect;
export type NewSystemSettings = typeof systemSettings.$inferInsert;

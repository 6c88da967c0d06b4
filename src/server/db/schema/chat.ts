import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { storedFiles } from './documents';
import { messageDirectionEnum } from './enums';
import { projects } from './projects';
import { users } from './users';

/** A project's team chat. Deletion by the sender is soft (isDeleted). */
export const projectChatMessages = pgTable(
  'project_chat_messages',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Attachment file name or link. */
    attachment: text('attachment'),
    attachmentFileId: integer('attachment_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    isEdited: boolean('is_edited').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_chat_messages_project_id_created_at_idx').on(t.projectId, t.createdAt),
    // Pages of a conversation (cursor: id) and the latest message per project.
    index('project_chat_messages_project_id_id_idx').on(t.projectId, t.id),
    index('project_chat_messages_sender_id_idx').on(t.senderId),
    index('project_chat_messages_company_id_idx').on(t.companyId),
  ],
);

/**
 * The newest team chat message of each project that has one (its id, deleted or not), kept by a trigger on
 * project_chat_messages (migration 0019). A member can have unread messages in a project only where this id is
 * past their read position, so the sidebar's unread total looks only at those projects instead of probing every
 * project of the company (docs/decisions/0257-work-that-grows-with-the-projects-done-for-the-page-only.md).
 */
export const projectChatActivity = pgTable(
  'project_chat_activity',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.companyId] }),
    index('project_chat_activity_company_id_idx').on(t.companyId),
  ],
);

/**
 * The chat list's entries, one per conversation: each project's team chat, and its conversation with its current
 * customer. Each carries its newest message (id and time), kept by statement triggers on projects and both
 * message tables (migration 0029), so the list reads a page of entries in order from one index instead of probing
 * every project of the company for its newest messages on every call (decision 0276).
 */
export const chatListEntries = pgTable(
  'chat_list_entries',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 'team' or 'customer' (ChatKind). */
    kind: text('kind').notNull(),
    /** The project's customer, for a 'customer' entry. */
    customerId: integer('customer_id'),
    /** The newest message: a team message not deleted, or the customer conversation's by time. */
    lastMessageId: integer('last_message_id'),
    activeAt: instant('active_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.projectId, t.kind] }),
    // The list's order: latest activity first, conversations without messages last, by project, team first.
    index('chat_list_entries_company_id_active_at_idx').on(
      t.companyId,
      t.activeAt.desc().nullsLast(),
      t.projectId.desc(),
      t.kind.desc(),
    ),
    // The triggers' refresh deletes a project's entries by project alone, on every new message (migration 0029),
    // as does a project's deletion: without it, each was a scan of every company's entries (decision 0287).
    index('chat_list_entries_project_id_idx').on(t.projectId),
  ],
);

/** Who has read which team chat message; one row per pair. */
export const messageReadReceipts = pgTable(
  'message_read_receipts',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => projectChatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [
    unique('message_read_receipts_message_id_user_id_company_id_key').on(t.messageId, t.userId, t.companyId),
    index('message_read_receipts_user_id_idx').on(t.userId),
    index('message_read_receipts_company_id_idx').on(t.companyId),
  ],
);

/**
 * How far each member has read each project's team chat: messages after lastReadMessageId (by others, not
 * deleted) are unread. One row per pair, so unread counts scan only the unread messages, never the history.
 */
export const projectChatReads = pgTable(
  'project_chat_reads',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId, t.companyId] }),
    index('project_chat_reads_project_id_idx').on(t.projectId),
    index('project_chat_reads_company_id_idx').on(t.companyId),
  ],
);

/**
 * One conversation between the company and a customer about a project. emailHash (random, unguessable) is in
 * the reply address of every mail, so an inbound reply finds its thread.
 */
export const customerThreads = pgTable(
  'customer_threads',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('customer_threads_project_id_customer_id_company_id_key').on(
      t.projectId,
      t.customerId,
      t.companyId,
    ),
    index('customer_threads_customer_id_idx').on(t.customerId),
    index('customer_threads_company_id_idx').on(t.companyId),
  ],
);

/**
 * Links to a thread's public page, one per mail sent (older mails' links keep working). The URL carries a
 * random token; only its SHA-256 hex is stored.
 */
export const customerThreadLinks = pgTable(
  'customer_thread_links',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => customerThreads.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastViewedAt: instant('last_viewed_at'),
  },
  (t) => [
    index('customer_thread_links_thread_id_idx').on(t.threadId),
    index('customer_thread_links_company_id_idx').on(t.companyId),
  ],
);

/**
 * Messages between the company and a project's customer, mirrored by e-mail. emailHash identifies the thread
 * (reply address / public page). The messages stay with the project if the customer is deleted (SET NULL).
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The staff member for outgoing messages; null for incoming ones. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    attachment: text('attachment'),
    attachmentFileId: integer('attachment_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    emailHash: text('email_hash').notNull(),
    /** An inbound mail's Message-ID: the same mail posted again by the provider is stored once per thread. */
    externalId: text('external_id'),
    direction: messageDirectionEnum('direction').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('customer_messages_project_id_created_at_idx').on(t.projectId, t.createdAt),
    index('customer_messages_email_hash_id_idx').on(t.emailHash, t.id),
    uniqueIndex('customer_messages_email_hash_external_id_key')
      .on(t.emailHash, t.externalId)
      .where(sql`${t.externalId} is not null`),
    // Unread incoming messages (badges and the unread total) without reading the history.
    index('customer_messages_unread_idx')
      .on(t.companyId, t.projectId)
      .where(sql`${t.direction} = 'incoming' and not ${t.isRead}`),
    index('customer_messages_customer_id_idx').on(t.customerId),
    index('customer_messages_sender_id_idx').on(t.senderId),
    index('customer_messages_company_id_idx').on(t.companyId),
  ],
);

export type ProjectChatMessage = typeof projectChatMessages.$inferSelect;
export type NewProjectChatMessage = typeof projectChatMessages.$inferInsert;
export type MessageReadReceipt = typeof messageReadReceipts.$inferSelect;
export type NewMessageReadReceipt = typeof messageReadReceipts.$inferInsert;
export type CustomerMessage = typeof customerMessages.$inferSelect;
export type NewCustomerMessage = typeof customerMessages.$inferInsert;
export type ProjectChatRead = typeof projectChatReads.$inferSelect;
export type CustomerThread = typeof customerThreads.$inferSelect;
export type CustomerThreadLink = typeof customerThreadLinks.$inferSelect;

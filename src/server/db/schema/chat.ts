import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
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
    index('project_chat_messages_sender_id_idx').on(t.senderId),
    index('project_chat_messages_company_id_idx').on(t.companyId),
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
    unique('message_read_receipts_message_id_user_id_key').on(t.messageId, t.userId),
    index('message_read_receipts_user_id_idx').on(t.userId),
    index('message_read_receipts_company_id_idx').on(t.companyId),
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
    direction: messageDirectionEnum('direction').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('customer_messages_project_id_created_at_idx').on(t.projectId, t.createdAt),
    index('customer_messages_customer_id_idx').on(t.customerId),
    index('customer_messages_email_hash_idx').on(t.emailHash),
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

import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { projects } from './projects';
import { users } from './users';

/**
 * Uploaded files (documents, receipts, attachments) behind the storage interface. Rows cascade with the
 * company; the bytes in storage are removed by the application, not by the database.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_company_id_created_at_idx').on(t.companyId, t.createdAt)],
);

/** Documents of a project and/or a customer (/documents, project Documents tab). */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Download URL; for uploads the app's route to fileId. */
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type'),
    /** The upload; a document without its file has no meaning, so it goes with it. */
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'Shared with client': only such documents reach the client portal (issue 26). */
    sharedWithClient: boolean('shared_with_client').notNull().default(false),
    /** A document the client uploaded in the portal names its customer instead of a user. */
    uploadedByCustomer: integer('uploaded_by_customer').references(() => customers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_company_id_created_at_idx').on(t.companyId, t.createdAt.desc()),
    index('documents_project_id_idx').on(t.projectId),
    index('documents_customer_id_idx').on(t.customerId),
    index('documents_file_id_idx').on(t.fileId),
  ],
);

/** Notes on a customer and/or a project; they go with either (CASCADE). */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_customer_id_created_at_idx').on(t.customerId, t.createdAt),
    index('notes_project_id_created_at_idx').on(t.projectId, t.createdAt),
    index('notes_company_id_idx').on(t.companyId),
  ],
);

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
export type DocumentRecord = typeof documents.$inferSelect;
export type NewDocumentRecord = typeof documents.$inferInsert;
export type Note = typeof notes.$inferSelect;
export type NewNote = typeof notes.$inferInsert;

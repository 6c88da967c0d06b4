import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { signedDocumentKindEnum } from './enums';

/** Raw bytes: PGlite reads bytea as a Uint8Array and pg as a Buffer; both become a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A client's signature on an estimate or a change order (decision 0263): the typed name, the drawn PNG (a few
 * kilobytes, kept in the row so it commits with the approval), the SHA-256 of what was signed, when, and from which
 * address and browser. Rows are only added; the newest for a document is the one its PDF prints.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentKind: signedDocumentKindEnum('document_kind').notNull(),
    /** The estimate's or the change order's id (by kind, so no foreign key). */
    documentId: integer('document_id').notNull(),
    signerName: text('signer_name').notNull(),
    /** The drawn signature, PNG. */
    image: bytes('image').notNull(),
    /** SHA-256 hex of the canonical JSON of the document as signed (signatures/document-digest.ts). */
    documentSha256: text('document_sha256').notNull(),
    signedAt: instant('signed_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The project's customer, when the signer signed as that customer. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('signatures_document_kind_document_id_company_id_idx').on(
      t.documentKind,
      t.documentId,
      t.companyId,
    ),
    index('signatures_company_id_idx').on(t.companyId),
    index('signatures_customer_id_idx').on(t.customerId),
  ],
);

export type Signature = typeof signatures.$inferSelect;

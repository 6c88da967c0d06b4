import { date, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { companies } from './companies';
import { estimateActionEnum, estimateStatusEnum, recipientRoleEnum } from './enums';
import { projects } from './projects';
import { users } from './users';

/** The BILL TO block as it was when the estimate was made. */
export interface EstimateClientInfo {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

/** The company header as it was when the estimate was made. */
export interface EstimateCompanyInfo {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  website?: string | null;
  logoUrl?: string | null;
}

/** Payment terms; depositPercentage 10-50 step 5, default 25. */
export interface EstimateTerms {
  depositPercentage: number;
  [key: string]: unknown;
}

/** One frozen line: a group (amount = sum of its descendant products) or a product. Money as strings. */
export interface EstimateSnapshotLine {
  budgetItemId: number;
  parentId: number | null;
  type: 'group' | 'product';
  name: string;
  description: string | null;
  quantity: string;
  unitCost: string;
  unitPrice: string;
  totalCost: string;
  amount: string;
  depth: number;
  order: number;
}

/** Lines and totals frozen when the estimate leaves draft; cleared by Return to Draft. */
export interface EstimateSnapshot {
  frozenAt: string;
  lines: EstimateSnapshotLine[];
  totalCost: string;
  subtotal: string;
  tax: string;
  total: string;
}

/** One estimate per project, created as a draft the first time it is asked for. */
export const estimates = pgTable(
  'estimates',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: estimateStatusEnum('status').notNull().default('draft'),
    title: text('title').notNull(),
    clientInfo: jsonb('client_info').$type<EstimateClientInfo>().notNull(),
    companyInfo: jsonb('company_info').$type<EstimateCompanyInfo>().notNull(),
    terms: jsonb('terms').$type<EstimateTerms>().notNull().default({ depositPercentage: 25 }),
    /** The project description printed on the estimate (editable in the Create Estimate dialog). */
    projectDescription: text('project_description'),
    /** Footer notes (copied from the company's default estimate notes). */
    notes: text('notes'),
    /** Terms & conditions text (copied from the company's default estimate terms). */
    legal: text('legal'),
    snapshot: jsonb('snapshot').$type<EstimateSnapshot>(),
    issuedDate: date('issued_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    lastModifiedBy: integer('last_modified_by').references(() => users.id, { onDelete: 'set null' }),
    lastModifiedAt: instant('last_modified_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One estimate per project; company_id is part of every unique key (docs/decisions/0247-sharding-ready-keys.md).
    unique('estimates_project_id_company_id_key').on(t.projectId, t.companyId),
    index('estimates_company_id_status_idx').on(t.companyId, t.status),
  ],
);

export const estimateRecipients = pgTable(
  'estimate_recipients',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: recipientRoleEnum('role').notNull().default('client'),
    /** SHA-256 hex of the public estimate link's token; set when first sent. */
    tokenHash: text('token_hash').unique(),
    sentAt: instant('sent_at'),
    viewedAt: instant('viewed_at'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: instant('added_at').notNull().defaultNow(),
  },
  (t) => [
    index('estimate_recipients_estimate_id_idx').on(t.estimateId),
    index('estimate_recipients_company_id_idx').on(t.companyId),
  ],
);

/** What happened to an estimate; public-page actions have no userId but keep IP address and user agent. */
export const estimateHistory = pgTable(
  'estimate_history',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The recipient who acted on the public page, if any. */
    recipientId: integer('recipient_id').references(() => estimateRecipients.id, { onDelete: 'set null' }),
    action: estimateActionEnum('action').notNull(),
    details: text('details'),
    timestamp: instant('timestamp').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('estimate_history_estimate_id_timestamp_idx').on(t.estimateId, t.timestamp),
    index('estimate_history_company_id_idx').on(t.companyId),
    index('estimate_history_recipient_id_idx').on(t.recipientId),
  ],
);

export type Estimate = typeof estimates.$inferSelect;
export type NewEstimate = typeof estimates.$inferInsert;
export type EstimateRecipient = typeof estimateRecipients.$inferSelect;
export type NewEstimateRecipient = typeof estimateRecipients.$inferInsert;
export type EstimateHistoryEntry = typeof estimateHistory.$inferSelect;
export type NewEstimateHistoryEntry = typeof estimateHistory.$inferInsert;

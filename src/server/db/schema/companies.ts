import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  address: text('address'),
  logoUrl: text('logo_url'),
  website: text('website'),
  /** Default estimate notes (/catalog/templates), copied by new estimates. */
  estimateNotes: text('estimate_notes'),
  /** Default estimate terms and conditions (/catalog/terms), copied by new estimates. */
  estimateTerms: text('estimate_terms'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

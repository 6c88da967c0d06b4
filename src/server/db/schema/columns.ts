import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the schema files. Not re-exported by index.ts: they are not tables.
 * Money and quantities are numeric and come back as strings ("12.50"), so sums stay exact.
 */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** An instant (ISO timestamp) held with its time zone; read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

/** Set by the query functions on every change (no trigger, so both drivers behave alike). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Dollars and quantities, exact to the cent. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Markup and margin percentages. */
export const percent = (name: string) => numeric(name, { precision: 10, scale: 2 });

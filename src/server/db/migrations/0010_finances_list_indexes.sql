-- Indexes for the finances lists and cards (bench/reports/finances-scale.md).
-- - The Finances cards summed every invoice and expense of the company from the table's wide rows; these two
--   indexes hold what the sums read (expenses: date and amount, replacing the (company_id, date) index, which the
--   list newest first and the date ranges still use as their prefix; invoices: paid, status and amount), so the
--   sums read the company's entries of an index alone.
-- - The expenses search (description or vendor contains the text) read every expense of the company: 120 ms on
--   PostgreSQL and 460 ms embedded at 50,000 expenses, 5-9x what it took at 5,000. One trigram index on the two
--   searched fields joined by a line break serves it, as 0007 does for the products page and the vendors.
--   expenses.queries.ts (expenseSearchText) must use exactly this expression, or PostgreSQL will not use the
--   index; its test checks the plan. Kept out of the Drizzle schema (pg_trgm), like 0001, 0005 and 0007.
DROP INDEX "expenses_company_id_date_idx";--> statement-breakpoint
CREATE INDEX "expenses_company_id_date_amount_idx" ON "expenses" USING btree ("company_id","date","amount");--> statement-breakpoint
CREATE INDEX "invoices_company_id_is_paid_status_amount_idx" ON "invoices" USING btree ("company_id","is_paid","status","amount");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expenses_search_text_trgm_idx" ON "expenses" USING gin (("description" || E'\n' || coalesce("vendor", '')) gin_trgm_ops) WITH (fastupdate = off);

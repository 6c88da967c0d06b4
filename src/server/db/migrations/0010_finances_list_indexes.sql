-- The expenses search (description or vendor contains the text) read every expense of the company: 120 ms on
-- PostgreSQL and 460 ms embedded at 50,000 expenses, 5-9x what it took at 5,000 (bench/reports/finances-scale.md).
-- One trigram index on the two searched fields joined by a line break serves it, as 0007 does for the products
-- page and the vendors. expenses.queries.ts (expenseSearchText) must use exactly this expression, or PostgreSQL
-- will not use the index; its test checks the plan.
-- Kept out of the Drizzle schema (pg_trgm), like migrations 0001, 0005 and 0007.
CREATE INDEX IF NOT EXISTS "expenses_search_text_trgm_idx" ON "expenses" USING gin (("description" || E'\n' || coalesce("vendor", '')) gin_trgm_ops) WITH (fastupdate = off);

-- One trigram index per search, on the searched fields joined by line breaks, instead of one index per field.
-- - The products page search (name, description, unit) had no index on the unit text, so PostgreSQL read every
--   item of the company; one index over the three fields serves it.
-- - The vendor search ORed four per-field indexes; at a few thousand rows PostgreSQL judged combining them
--   (BitmapOr) dearer than reading every vendor of the company, so the search grew with the data. One index is
--   one scan, and ANALYZE keeps statistics on its expression, so the planner estimates the matches well.
-- The queries (catalog-products.queries.ts, vendors.queries.ts) must use exactly these expressions, or PostgreSQL
-- will not use the indexes; their tests check the plans. Nothing else searches the vendor columns, so their
-- per-field indexes of migration 0005 go. The product name and description indexes stay: the budget dialog's
-- catalog search (catalog.read.ts) matches those two fields only.
-- Kept out of the Drizzle schema (pg_trgm), like migrations 0001 and 0005.
CREATE INDEX IF NOT EXISTS "products_search_text_trgm_idx" ON "products" USING gin (("name" || E'\n' || coalesce("description", '') || E'\n' || coalesce("unit", '')) gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendors_search_text_trgm_idx" ON "vendors" USING gin (("name" || E'\n' || coalesce("contact_person", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("phone", '')) gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
DROP INDEX IF EXISTS "vendors_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "vendors_contact_person_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "vendors_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "vendors_phone_trgm_idx";

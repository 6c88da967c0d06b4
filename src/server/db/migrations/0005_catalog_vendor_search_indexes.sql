-- Trigram indexes for the catalog and vendor "contains" searches (ILIKE '%text%'), as migration 0001 does for
-- projects and customers: each search ORs its columns, so every one of them needs an index for PostgreSQL to
-- combine them (BitmapOr) instead of reading every row of the company. Kept out of the Drizzle schema (pg_trgm).
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendors_name_trgm_idx" ON "vendors" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendors_contact_person_trgm_idx" ON "vendors" USING gin ("contact_person" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendors_email_trgm_idx" ON "vendors" USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendors_phone_trgm_idx" ON "vendors" USING gin ("phone" gin_trgm_ops) WITH (fastupdate = off);

DROP INDEX "budget_items_company_id_idx";--> statement-breakpoint
CREATE INDEX "budget_items_company_id_project_id_idx" ON "budget_items" USING btree ("company_id","project_id");
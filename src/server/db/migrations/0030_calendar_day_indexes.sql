DROP INDEX "invoices_company_id_is_paid_due_date_idx";--> statement-breakpoint
DROP INDEX "invoices_company_id_issue_date_idx";--> statement-breakpoint
DROP INDEX "selections_company_id_due_date_idx";--> statement-breakpoint
DROP INDEX "tasks_company_id_due_date_idx";--> statement-breakpoint
CREATE INDEX "expenses_company_id_date_id_idx" ON "expenses" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_id_is_paid_due_date_idx" ON "invoices" USING btree ("company_id","is_paid","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_id_issue_date_idx" ON "invoices" USING btree ("company_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "selections_company_id_due_date_idx" ON "selections" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_company_id_due_date_idx" ON "tasks" USING btree ("company_id","due_date","id");
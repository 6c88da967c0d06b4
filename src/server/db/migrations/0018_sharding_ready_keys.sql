ALTER TABLE "customer_threads" DROP CONSTRAINT "customer_threads_project_id_customer_id_key";--> statement-breakpoint
ALTER TABLE "message_read_receipts" DROP CONSTRAINT "message_read_receipts_message_id_user_id_key";--> statement-breakpoint
ALTER TABLE "customer_users" DROP CONSTRAINT "customer_users_customer_id_user_id_key";--> statement-breakpoint
ALTER TABLE "estimates" DROP CONSTRAINT "estimates_project_id_unique";--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_invoice_id_position_key";--> statement-breakpoint
ALTER TABLE "project_team_members" DROP CONSTRAINT "project_team_members_project_user_role_key";--> statement-breakpoint
DROP INDEX "invoices_project_id_milestone_type_key";--> statement-breakpoint
DROP INDEX "project_team_members_primary_per_role_idx";--> statement-breakpoint
ALTER TABLE "project_chat_reads" DROP CONSTRAINT "project_chat_reads_user_id_project_id_pk";--> statement-breakpoint
ALTER TABLE "project_chat_reads" ADD CONSTRAINT "project_chat_reads_user_id_project_id_company_id_pk" PRIMARY KEY("user_id","project_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_project_id_milestone_type_company_id_key" ON "invoices" USING btree ("project_id","milestone_type","company_id") WHERE "invoices"."milestone_type" is not null and "invoices"."status" <> 'cancelled';--> statement-breakpoint
-- The membership key before the primary-per-role index: PostgreSQL checks unique indexes in the order they were
-- made, and a membership added twice at once must be refused as such (project-team.service.ts).
ALTER TABLE "project_team_members" ADD CONSTRAINT "project_team_members_project_user_role_company_id_key" UNIQUE("project_id","user_id","role","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_team_members_primary_per_role_company_id_idx" ON "project_team_members" USING btree ("project_id","role","company_id") WHERE "project_team_members"."is_primary";--> statement-breakpoint
ALTER TABLE "customer_threads" ADD CONSTRAINT "customer_threads_project_id_customer_id_company_id_key" UNIQUE("project_id","customer_id","company_id");--> statement-breakpoint
ALTER TABLE "message_read_receipts" ADD CONSTRAINT "message_read_receipts_message_id_user_id_company_id_key" UNIQUE("message_id","user_id","company_id");--> statement-breakpoint
ALTER TABLE "customer_users" ADD CONSTRAINT "customer_users_customer_id_user_id_company_id_key" UNIQUE("customer_id","user_id","company_id");--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_project_id_company_id_key" UNIQUE("project_id","company_id");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_position_company_id_key" UNIQUE("invoice_id","position","company_id");

ALTER TABLE "companies" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_footer" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_project_id_milestone_type_key" ON "invoices" USING btree ("project_id","milestone_type") WHERE "invoices"."milestone_type" is not null and "invoices"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_token_hash_unique" UNIQUE("token_hash");
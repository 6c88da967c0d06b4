CREATE TYPE "public"."signed_document_kind" AS ENUM('estimate', 'change_order');--> statement-breakpoint
CREATE TABLE "change_order_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_order_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"change_order_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"sent_by" integer,
	CONSTRAINT "change_order_recipients_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"document_kind" "signed_document_kind" NOT NULL,
	"document_id" integer NOT NULL,
	"signer_name" text NOT NULL,
	"image" "bytea" NOT NULL,
	"document_sha256" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"customer_id" integer
);
--> statement-breakpoint
ALTER TABLE "change_order_recipients" ADD CONSTRAINT "change_order_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_recipients" ADD CONSTRAINT "change_order_recipients_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_recipients" ADD CONSTRAINT "change_order_recipients_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_order_recipients_change_order_id_idx" ON "change_order_recipients" USING btree ("change_order_id");--> statement-breakpoint
CREATE INDEX "change_order_recipients_company_id_idx" ON "change_order_recipients" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "signatures_document_kind_document_id_company_id_idx" ON "signatures" USING btree ("document_kind","document_id","company_id");--> statement-breakpoint
CREATE INDEX "signatures_company_id_idx" ON "signatures" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "signatures_customer_id_idx" ON "signatures" USING btree ("customer_id");--> statement-breakpoint
-- hand-written
-- The audit trail of migration 0015 for the new records; a signature's drawn image is left out of the log (its
-- row keeps it, and the log stays small).
CREATE TRIGGER change_order_recipients_audit AFTER INSERT OR UPDATE OR DELETE ON change_order_recipients
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('change_order_recipient');--> statement-breakpoint
CREATE TRIGGER signatures_audit AFTER INSERT OR UPDATE OR DELETE ON signatures
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('signature', '{image}');

CREATE TABLE "account_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_mappings_company_id_kind_key_key" UNIQUE("company_id","kind","key"),
	CONSTRAINT "account_mappings_kind_known" CHECK ("account_mappings"."kind" in ('income', 'expense_category', 'trade')),
	CONSTRAINT "account_mappings_account_name_present" CHECK (length(btrim("account_mappings"."account_name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "account_mappings" ADD CONSTRAINT "account_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The audit trail of migration 0015: a change of an account name is a change of the books' shape.
CREATE TRIGGER account_mappings_audit AFTER INSERT OR UPDATE OR DELETE ON account_mappings
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('account_mapping');

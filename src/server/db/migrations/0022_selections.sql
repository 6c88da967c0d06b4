CREATE TYPE "public"."selection_status" AS ENUM('open', 'selected', 'ordered');--> statement-breakpoint
CREATE TABLE "selection_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selection_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"product_id" integer,
	"vendor_id" integer,
	"photo_file_id" integer,
	"photo_name" text,
	CONSTRAINT "selection_options_selection_id_position_company_id_key" UNIQUE("selection_id","position","company_id"),
	CONSTRAINT "selection_options_price_not_negative" CHECK ("selection_options"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"allowance_item_id" integer,
	"status" "selection_status" DEFAULT 'open' NOT NULL,
	"chosen_option_id" integer,
	"allowance_amount" numeric(14, 2),
	"difference" numeric(14, 2),
	"chosen_at" timestamp with time zone,
	"chosen_by" integer,
	"chosen_by_name" text,
	"ordered_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_items" ADD COLUMN "is_allowance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "change_orders" ADD COLUMN "selection_id" integer;--> statement-breakpoint
ALTER TABLE "selection_options" ADD CONSTRAINT "selection_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_options" ADD CONSTRAINT "selection_options_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_options" ADD CONSTRAINT "selection_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_options" ADD CONSTRAINT "selection_options_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_options" ADD CONSTRAINT "selection_options_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_allowance_item_id_budget_items_id_fk" FOREIGN KEY ("allowance_item_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_chosen_option_id_selection_options_id_fk" FOREIGN KEY ("chosen_option_id") REFERENCES "public"."selection_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selection_options_company_id_idx" ON "selection_options" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "selection_options_product_id_idx" ON "selection_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "selection_options_vendor_id_idx" ON "selection_options" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "selection_options_photo_file_id_idx" ON "selection_options" USING btree ("photo_file_id");--> statement-breakpoint
CREATE INDEX "selections_company_id_project_id_idx" ON "selections" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "selections_company_id_due_date_idx" ON "selections" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "selections_allowance_item_id_idx" ON "selections" USING btree ("allowance_item_id");--> statement-breakpoint
CREATE INDEX "selections_chosen_option_id_idx" ON "selections" USING btree ("chosen_option_id");--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_orders_selection_id_idx" ON "change_orders" USING btree ("selection_id");--> statement-breakpoint
-- hand-written
-- The audit trail of migration 0015 for the new records.
CREATE TRIGGER selections_audit AFTER INSERT OR UPDATE OR DELETE ON selections
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('selection');--> statement-breakpoint
CREATE TRIGGER selection_options_audit AFTER INSERT OR UPDATE OR DELETE ON selection_options
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('selection_option');

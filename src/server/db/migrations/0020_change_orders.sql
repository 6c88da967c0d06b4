CREATE TYPE "public"."change_order_action" AS ENUM('created', 'edited', 'sent', 'viewed', 'approved', 'declined', 'voided');--> statement-breakpoint
CREATE TYPE "public"."change_order_reason" AS ENUM('client_request', 'unforeseen_condition', 'design_change', 'other');--> statement-breakpoint
CREATE TYPE "public"."change_order_status" AS ENUM('draft', 'pending', 'approved', 'declined', 'void');--> statement-breakpoint
CREATE TABLE "change_order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"change_order_id" integer NOT NULL,
	"user_id" integer,
	"actor_name" text,
	"action" "change_order_action" NOT NULL,
	"details" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "change_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"change_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text,
	"unit_cost" numeric(12, 2) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"markup" numeric(10, 2) NOT NULL,
	"margin" numeric(10, 2) NOT NULL,
	"product_id" integer,
	"trade_id" integer,
	"budget_parent_id" integer,
	"budget_item_id" integer,
	CONSTRAINT "change_order_lines_change_order_id_position_company_id_key" UNIQUE("change_order_id","position","company_id"),
	CONSTRAINT "change_order_lines_quantity_not_zero" CHECK ("change_order_lines"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"reason" "change_order_reason" NOT NULL,
	"schedule_days" integer DEFAULT 0 NOT NULL,
	"status" "change_order_status" DEFAULT 'draft' NOT NULL,
	"total_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	"invoice_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_orders_project_id_number_company_id_key" UNIQUE("project_id","number","company_id"),
	CONSTRAINT "change_orders_number_positive" CHECK ("change_orders"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "change_order_history" ADD CONSTRAINT "change_order_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_history" ADD CONSTRAINT "change_order_history_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_history" ADD CONSTRAINT "change_order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_budget_parent_id_budget_items_id_fk" FOREIGN KEY ("budget_parent_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_order_history_change_order_id_timestamp_idx" ON "change_order_history" USING btree ("change_order_id","timestamp");--> statement-breakpoint
CREATE INDEX "change_order_history_company_id_idx" ON "change_order_history" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "change_order_lines_company_id_idx" ON "change_order_lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "change_order_lines_product_id_idx" ON "change_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "change_order_lines_trade_id_idx" ON "change_order_lines" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "change_order_lines_budget_parent_id_idx" ON "change_order_lines" USING btree ("budget_parent_id");--> statement-breakpoint
CREATE INDEX "change_order_lines_budget_item_id_idx" ON "change_order_lines" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "change_orders_company_id_status_idx" ON "change_orders" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "change_orders_invoice_id_idx" ON "change_orders" USING btree ("invoice_id");--> statement-breakpoint
-- The audit trail of migration 0015 for the new records; a change order's history is its own log, as an estimate's is.
CREATE TRIGGER change_orders_audit AFTER INSERT OR UPDATE OR DELETE ON change_orders
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('change_order');--> statement-breakpoint
CREATE TRIGGER change_order_lines_audit AFTER INSERT OR UPDATE OR DELETE ON change_order_lines
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('change_order_line');

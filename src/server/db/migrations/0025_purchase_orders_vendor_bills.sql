CREATE TYPE "public"."purchase_order_status" AS ENUM('draft', 'sent', 'partially_billed', 'billed', 'void');--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"budget_item_id" integer,
	CONSTRAINT "purchase_order_lines_order_position_key" UNIQUE("purchase_order_id","position","company_id"),
	CONSTRAINT "purchase_order_lines_quantity_positive" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_unit_cost_not_negative" CHECK ("purchase_order_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer,
	"vendor_name" text NOT NULL,
	"number" integer NOT NULL,
	"issue_date" date NOT NULL,
	"delivery_date" date,
	"notes" text,
	"status" "purchase_order_status" DEFAULT 'draft' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"voided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_company_id_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "purchase_orders_number_positive" CHECK ("purchase_orders"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_bill_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"position" integer NOT NULL,
	"budget_item_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"description" text,
	CONSTRAINT "vendor_bill_lines_bill_position_key" UNIQUE("bill_id","position","company_id"),
	CONSTRAINT "vendor_bill_lines_amount_positive" CHECK ("vendor_bill_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_bill_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_bill_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text,
	"reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bill_payments_amount_positive" CHECK ("vendor_bill_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer,
	"vendor_id" integer,
	"vendor_name" text NOT NULL,
	"number" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date,
	"purchase_order_id" integer,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"file_id" integer,
	"file_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bills_company_id_vendor_name_number_key" UNIQUE("company_id","vendor_name","number")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_lines" ADD CONSTRAINT "vendor_bill_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_lines" ADD CONSTRAINT "vendor_bill_lines_bill_id_vendor_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_lines" ADD CONSTRAINT "vendor_bill_lines_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_payments" ADD CONSTRAINT "vendor_bill_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_payments" ADD CONSTRAINT "vendor_bill_payments_bill_id_vendor_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_payments" ADD CONSTRAINT "vendor_bill_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_company_id_idx" ON "purchase_order_lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_budget_item_id_idx" ON "purchase_order_lines" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_id_project_id_idx" ON "purchase_orders" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_id_idx" ON "purchase_orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_id_idx" ON "purchase_orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_by_idx" ON "purchase_orders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "vendor_bill_lines_company_id_idx" ON "vendor_bill_lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vendor_bill_lines_budget_item_id_idx" ON "vendor_bill_lines" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "vendor_bill_payments_bill_id_idx" ON "vendor_bill_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "vendor_bill_payments_company_id_idx" ON "vendor_bill_payments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vendor_bill_payments_created_by_idx" ON "vendor_bill_payments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "vendor_bills_company_id_bill_date_idx" ON "vendor_bills" USING btree ("company_id","bill_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_bills_project_id_idx" ON "vendor_bills" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_vendor_id_idx" ON "vendor_bills" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_purchase_order_id_idx" ON "vendor_bills" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_file_id_idx" ON "vendor_bills" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_created_by_idx" ON "vendor_bills" USING btree ("created_by");--> statement-breakpoint
-- The audit trail of migration 0015 for the new records.
CREATE TRIGGER purchase_orders_audit AFTER INSERT OR UPDATE OR DELETE ON purchase_orders
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('purchase_order');--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_audit AFTER INSERT OR UPDATE OR DELETE ON purchase_order_lines
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('purchase_order_line');--> statement-breakpoint
CREATE TRIGGER vendor_bills_audit AFTER INSERT OR UPDATE OR DELETE ON vendor_bills
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('vendor_bill');--> statement-breakpoint
CREATE TRIGGER vendor_bill_lines_audit AFTER INSERT OR UPDATE OR DELETE ON vendor_bill_lines
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('vendor_bill_line');--> statement-breakpoint
CREATE TRIGGER vendor_bill_payments_audit AFTER INSERT OR UPDATE OR DELETE ON vendor_bill_payments
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('vendor_bill_payment');--> statement-breakpoint
-- Committed and actual cost of each budget line, for the budget page, Job Costing and reports (decision 0268).
-- Actual: the line's expenses plus its vendor bill lines. Committed: what open (sent or partially billed) purchase
-- orders still owe on the line, each order's part being its lines on the budget line less what bills against that
-- order put on the same budget line, never below zero. Not rolled up: a group's figures are its descendants' sum.
CREATE VIEW budget_line_costs AS
WITH ordered AS (
  SELECT l.company_id, l.budget_item_id, l.purchase_order_id, sum(round(l.quantity * l.unit_cost, 2)) AS amount
  FROM purchase_order_lines l
  JOIN purchase_orders o ON o.id = l.purchase_order_id AND o.company_id = l.company_id
  WHERE o.status IN ('sent', 'partially_billed') AND l.budget_item_id IS NOT NULL
  GROUP BY l.company_id, l.budget_item_id, l.purchase_order_id
), billed_on_order AS (
  SELECT bl.company_id, bl.budget_item_id, b.purchase_order_id, sum(bl.amount) AS amount
  FROM vendor_bill_lines bl
  JOIN vendor_bills b ON b.id = bl.bill_id AND b.company_id = bl.company_id
  WHERE b.purchase_order_id IS NOT NULL AND bl.budget_item_id IS NOT NULL
  GROUP BY bl.company_id, bl.budget_item_id, b.purchase_order_id
), committed AS (
  SELECT o.company_id, o.budget_item_id, sum(greatest(o.amount - coalesce(b.amount, 0), 0)) AS amount
  FROM ordered o
  LEFT JOIN billed_on_order b
    ON b.company_id = o.company_id AND b.budget_item_id = o.budget_item_id
    AND b.purchase_order_id = o.purchase_order_id
  GROUP BY o.company_id, o.budget_item_id
), expensed AS (
  SELECT company_id, budget_item_id, sum(amount) AS amount
  FROM expenses WHERE budget_item_id IS NOT NULL
  GROUP BY company_id, budget_item_id
), billed AS (
  SELECT company_id, budget_item_id, sum(amount) AS amount
  FROM vendor_bill_lines WHERE budget_item_id IS NOT NULL
  GROUP BY company_id, budget_item_id
)
SELECT i.company_id, i.project_id, i.id AS budget_item_id,
  coalesce(e.amount, 0)::numeric(14, 2) AS expenses,
  coalesce(b.amount, 0)::numeric(14, 2) AS bills,
  (coalesce(e.amount, 0) + coalesce(b.amount, 0))::numeric(14, 2) AS actual_cost,
  coalesce(c.amount, 0)::numeric(14, 2) AS committed_cost
FROM budget_items i
LEFT JOIN expensed e ON e.company_id = i.company_id AND e.budget_item_id = i.id
LEFT JOIN billed b ON b.company_id = i.company_id AND b.budget_item_id = i.id
LEFT JOIN committed c ON c.company_id = i.company_id AND c.budget_item_id = i.id;

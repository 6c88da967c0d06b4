CREATE TABLE "pay_application_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_application_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"sov_line_id" integer NOT NULL,
	"work_this_period" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stored_change" numeric(14, 2) DEFAULT '0' NOT NULL,
	"retainage" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "pay_application_lines_application_id_sov_line_id_company_id_key" UNIQUE("application_id","sov_line_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "pay_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"period_end" date NOT NULL,
	"retainage_percent" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_applications_invoice_id_company_id_key" UNIQUE("invoice_id","company_id"),
	CONSTRAINT "pay_applications_project_id_number_company_id_key" UNIQUE("project_id","number","company_id"),
	CONSTRAINT "pay_applications_kind" CHECK ("pay_applications"."kind" in ('progress', 'retainage_release'))
);
--> statement-breakpoint
CREATE TABLE "project_billing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_billing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"method" text DEFAULT 'milestones' NOT NULL,
	"retainage_percent" numeric(10, 2) DEFAULT '10' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_billing_project_id_company_id_key" UNIQUE("project_id","company_id"),
	CONSTRAINT "project_billing_method" CHECK ("project_billing"."method" in ('milestones', 'progress')),
	CONSTRAINT "project_billing_retainage_range" CHECK ("project_billing"."retainage_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "sov_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sov_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source" text NOT NULL,
	"change_order_id" integer,
	"description" text NOT NULL,
	"scheduled_value" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sov_lines_project_id_position_company_id_key" UNIQUE("project_id","position","company_id"),
	CONSTRAINT "sov_lines_change_order_id_company_id_key" UNIQUE("change_order_id","company_id"),
	CONSTRAINT "sov_lines_source" CHECK ("sov_lines"."source" in ('estimate', 'change_order'))
);
--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_application_id_pay_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pay_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_sov_line_id_sov_lines_id_fk" FOREIGN KEY ("sov_line_id") REFERENCES "public"."sov_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billing" ADD CONSTRAINT "project_billing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billing" ADD CONSTRAINT "project_billing_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sov_lines" ADD CONSTRAINT "sov_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sov_lines" ADD CONSTRAINT "sov_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sov_lines" ADD CONSTRAINT "sov_lines_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_application_lines_sov_line_id_idx" ON "pay_application_lines" USING btree ("sov_line_id");--> statement-breakpoint
CREATE INDEX "pay_applications_company_id_project_id_idx" ON "pay_applications" USING btree ("company_id","project_id");--> statement-breakpoint
-- The audit trail of migration 0015 for the new records.
CREATE TRIGGER project_billing_audit AFTER INSERT OR UPDATE OR DELETE ON project_billing
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('project_billing');--> statement-breakpoint
CREATE TRIGGER sov_lines_audit AFTER INSERT OR UPDATE OR DELETE ON sov_lines
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('sov_line');--> statement-breakpoint
CREATE TRIGGER pay_applications_audit AFTER INSERT OR UPDATE OR DELETE ON pay_applications
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('pay_application');--> statement-breakpoint
CREATE TRIGGER pay_application_lines_audit AFTER INSERT OR UPDATE OR DELETE ON pay_application_lines
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('pay_application_line');

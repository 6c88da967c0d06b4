CREATE TABLE "company_paid_revenue_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "company_paid_revenue_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "company_stats" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"active_projects" integer DEFAULT 0 NOT NULL,
	"pending_invoices" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_paid_revenue_days" ADD CONSTRAINT "company_paid_revenue_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_stats" ADD CONSTRAINT "company_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
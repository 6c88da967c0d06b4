CREATE TYPE "public"."payment_method" AS ENUM('check', 'cash', 'card', 'ach', 'bank_transfer', 'other');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer,
	"project_id" integer,
	"customer_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"date" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_id_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_company_id_date_idx" ON "payments" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "payments_project_id_idx" ON "payments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "payments_customer_id_idx" ON "payments" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_paid_within_amount" CHECK ("invoices"."amount_paid" >= 0 and "invoices"."amount_paid" <= "invoices"."amount");--> statement-breakpoint
-- hand-written
-- Payments received (decision 0267). Collected and Revenue now follow payments by their date, and Outstanding is
-- each invoice's balance due (amount - amount_paid) on its issue day; the invoice triggers no longer count a paid
-- invoice's amount, the payments' trigger does.
CREATE OR REPLACE FUNCTION company_finance_days_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
    UPDATE company_finance_days SET outstanding = outstanding - (OLD.amount - OLD.amount_paid)
    WHERE company_id = OLD.company_id AND day = coalesce(OLD.issue_date, (OLD.created_at AT TIME ZONE 'UTC')::date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
    INSERT INTO company_finance_days (company_id, day, outstanding)
    VALUES (NEW.company_id, coalesce(NEW.issue_date, (NEW.created_at AT TIME ZONE 'UTC')::date), NEW.amount - NEW.amount_paid)
    ON CONFLICT (company_id, day) DO UPDATE SET outstanding = company_finance_days.outstanding + EXCLUDED.outstanding;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER invoices_finance_days ON invoices;--> statement-breakpoint
CREATE TRIGGER invoices_finance_days AFTER INSERT OR DELETE
  OR UPDATE OF status, amount, amount_paid, issue_date, created_at, company_id
  ON invoices FOR EACH ROW EXECUTE FUNCTION company_finance_days_on_invoice();--> statement-breakpoint
-- The pending invoices' count stays the invoices'; revenue moves to the payments.
CREATE OR REPLACE FUNCTION company_stats_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_paid AND OLD.status <> 'cancelled' THEN
    UPDATE company_stats SET pending_invoices = pending_invoices - 1 WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_paid AND NEW.status <> 'cancelled' THEN
    UPDATE company_stats SET pending_invoices = pending_invoices + 1 WHERE company_id = NEW.company_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER invoices_stats ON invoices;--> statement-breakpoint
CREATE TRIGGER invoices_stats AFTER INSERT OR DELETE OR UPDATE OF is_paid, status, company_id
  ON invoices FOR EACH ROW EXECUTE FUNCTION company_stats_on_invoice();--> statement-breakpoint
-- Existing paid invoices become one payment each, of the whole amount, on the day they were paid.
INSERT INTO payments (company_id, invoice_id, project_id, customer_id, amount, date, method, note, created_by, created_at, updated_at)
SELECT company_id, id, project_id, customer_id, amount,
  coalesce(paid_date, (paid_at AT TIME ZONE 'UTC')::date, issue_date, (created_at AT TIME ZONE 'UTC')::date),
  'other', NULL, created_by, coalesce(paid_at, created_at), coalesce(paid_at, created_at)
FROM invoices WHERE is_paid;--> statement-breakpoint
-- The invoices' own triggers stay out of it: the day sums are rebuilt below, and the audit log records what
-- people did, not this change of form.
ALTER TABLE invoices DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE invoices SET amount_paid = amount WHERE is_paid;--> statement-breakpoint
ALTER TABLE invoices ENABLE TRIGGER USER;--> statement-breakpoint
-- A payment's share of Collected and Revenue is on its date. Deletes only UPDATE, as in migration 0011, so that a
-- company's cascading delete never re-creates a day's row.
CREATE FUNCTION company_days_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE company_finance_days SET collected = collected - OLD.amount
    WHERE company_id = OLD.company_id AND day = OLD.date;
    UPDATE company_paid_revenue_days SET amount = amount - OLD.amount
    WHERE company_id = OLD.company_id AND day = OLD.date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO company_finance_days (company_id, day, collected) VALUES (NEW.company_id, NEW.date, NEW.amount)
    ON CONFLICT (company_id, day) DO UPDATE SET collected = company_finance_days.collected + EXCLUDED.collected;
    INSERT INTO company_paid_revenue_days (company_id, day, amount) VALUES (NEW.company_id, NEW.date, NEW.amount)
    ON CONFLICT (company_id, day) DO UPDATE SET amount = company_paid_revenue_days.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_days AFTER INSERT OR DELETE OR UPDATE OF amount, date, company_id
  ON payments FOR EACH ROW EXECUTE FUNCTION company_days_on_payment();--> statement-breakpoint
-- The day sums again from the records: outstanding from the balances, collected and revenue from the payments.
UPDATE company_finance_days SET outstanding = 0, collected = 0;--> statement-breakpoint
DELETE FROM company_paid_revenue_days;--> statement-breakpoint
INSERT INTO company_finance_days (company_id, day, outstanding, collected)
SELECT company_id, day, sum(outstanding), sum(collected) FROM (
  SELECT company_id, coalesce(issue_date, (created_at AT TIME ZONE 'UTC')::date) AS day,
    amount - amount_paid AS outstanding, 0 AS collected
  FROM invoices WHERE status <> 'cancelled'
  UNION ALL
  SELECT company_id, date, 0, amount FROM payments
) shares GROUP BY company_id, day
ON CONFLICT (company_id, day) DO UPDATE SET outstanding = EXCLUDED.outstanding, collected = EXCLUDED.collected;--> statement-breakpoint
INSERT INTO company_paid_revenue_days (company_id, day, amount)
SELECT company_id, date, sum(amount) FROM payments GROUP BY company_id, date;--> statement-breakpoint
-- The audit trail of migration 0015 for the new records.
CREATE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('payment');

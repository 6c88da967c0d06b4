CREATE TABLE "company_finance_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"outstanding" numeric(16, 2) DEFAULT '0' NOT NULL,
	"collected" numeric(16, 2) DEFAULT '0' NOT NULL,
	"spent" numeric(16, 2) DEFAULT '0' NOT NULL,
	"expense_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_finance_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "company_finance_days" ADD CONSTRAINT "company_finance_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Keeps company_finance_days in step with invoices and expenses (see the table's comment in schema/companies.ts).
-- A row's old share is taken off its day and its new share put on its day. Deletes only UPDATE (the day's row is
-- there, made when the share was added), so a company's cascading delete never re-creates a row; the triggers fire
-- only on the columns that move a share, so a project's SET NULL on its invoices and expenses does not touch them.
CREATE FUNCTION company_finance_days_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_issued date;
  new_issued date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_issued := coalesce(OLD.issue_date, (OLD.created_at AT TIME ZONE 'UTC')::date);
    IF NOT OLD.is_paid AND OLD.status <> 'cancelled' THEN
      UPDATE company_finance_days SET outstanding = outstanding - OLD.amount
      WHERE company_id = OLD.company_id AND day = old_issued;
    END IF;
    IF OLD.is_paid THEN
      UPDATE company_finance_days SET collected = collected - OLD.amount
      WHERE company_id = OLD.company_id
        AND day = coalesce(OLD.paid_date, (OLD.paid_at AT TIME ZONE 'UTC')::date, old_issued);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_issued := coalesce(NEW.issue_date, (NEW.created_at AT TIME ZONE 'UTC')::date);
    IF NOT NEW.is_paid AND NEW.status <> 'cancelled' THEN
      INSERT INTO company_finance_days (company_id, day, outstanding) VALUES (NEW.company_id, new_issued, NEW.amount)
      ON CONFLICT (company_id, day) DO UPDATE SET outstanding = company_finance_days.outstanding + EXCLUDED.outstanding;
    END IF;
    IF NEW.is_paid THEN
      INSERT INTO company_finance_days (company_id, day, collected)
      VALUES (NEW.company_id, coalesce(NEW.paid_date, (NEW.paid_at AT TIME ZONE 'UTC')::date, new_issued), NEW.amount)
      ON CONFLICT (company_id, day) DO UPDATE SET collected = company_finance_days.collected + EXCLUDED.collected;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_finance_days AFTER INSERT OR DELETE
  OR UPDATE OF is_paid, status, amount, issue_date, created_at, paid_date, paid_at, company_id
  ON invoices FOR EACH ROW EXECUTE FUNCTION company_finance_days_on_invoice();--> statement-breakpoint
CREATE FUNCTION company_finance_days_on_expense() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE company_finance_days SET spent = spent - OLD.amount, expense_count = expense_count - 1
    WHERE company_id = OLD.company_id AND day = OLD.date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO company_finance_days (company_id, day, spent, expense_count)
    VALUES (NEW.company_id, NEW.date, NEW.amount, 1)
    ON CONFLICT (company_id, day) DO UPDATE SET spent = company_finance_days.spent + EXCLUDED.spent,
      expense_count = company_finance_days.expense_count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER expenses_finance_days AFTER INSERT OR DELETE OR UPDATE OF amount, date, company_id
  ON expenses FOR EACH ROW EXECUTE FUNCTION company_finance_days_on_expense();--> statement-breakpoint
-- The sums of the invoices and expenses already there.
INSERT INTO company_finance_days (company_id, day, outstanding, collected, spent, expense_count)
SELECT company_id, day, sum(outstanding), sum(collected), sum(spent), sum(expense_count) FROM (
  SELECT company_id, coalesce(issue_date, (created_at AT TIME ZONE 'UTC')::date) AS day,
    amount AS outstanding, 0 AS collected, 0 AS spent, 0 AS expense_count
  FROM invoices WHERE NOT is_paid AND status <> 'cancelled'
  UNION ALL
  SELECT company_id,
    coalesce(paid_date, (paid_at AT TIME ZONE 'UTC')::date, issue_date, (created_at AT TIME ZONE 'UTC')::date),
    0, amount, 0, 0
  FROM invoices WHERE is_paid
  UNION ALL
  SELECT company_id, date, 0, 0, amount, 1 FROM expenses
) shares GROUP BY company_id, day;

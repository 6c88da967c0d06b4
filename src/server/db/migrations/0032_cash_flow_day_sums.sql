ALTER TABLE "company_finance_days" ADD COLUMN "expenses" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_finance_days" ADD COLUMN "bills_paid" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- hand-written
-- The cash flow report's paid out by day (decision 0277): the expenses alone by their date (spent also holds the
-- bills by their bill date) and the bill payments by the day paid, so the report adds days instead of every expense
-- and bill payment of the company. Same shape as 0011's triggers: the old share off its day, the new share on its
-- day, and a delete only UPDATEs, so a company's cascading delete never re-creates a row.
CREATE OR REPLACE FUNCTION company_finance_days_on_expense() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE company_finance_days
    SET spent = spent - OLD.amount, expenses = expenses - OLD.amount, expense_count = expense_count - 1
    WHERE company_id = OLD.company_id AND day = OLD.date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO company_finance_days (company_id, day, spent, expenses, expense_count)
    VALUES (NEW.company_id, NEW.date, NEW.amount, NEW.amount, 1)
    ON CONFLICT (company_id, day) DO UPDATE SET spent = company_finance_days.spent + EXCLUDED.spent,
      expenses = company_finance_days.expenses + EXCLUDED.expenses,
      expense_count = company_finance_days.expense_count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_finance_days_on_bill_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE company_finance_days SET bills_paid = bills_paid - OLD.amount
    WHERE company_id = OLD.company_id AND day = OLD.paid_on;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO company_finance_days (company_id, day, bills_paid) VALUES (NEW.company_id, NEW.paid_on, NEW.amount)
    ON CONFLICT (company_id, day) DO UPDATE SET bills_paid = company_finance_days.bills_paid + EXCLUDED.bills_paid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vendor_bill_payments_finance_days AFTER INSERT OR DELETE OR UPDATE OF amount, paid_on, company_id
  ON vendor_bill_payments FOR EACH ROW EXECUTE FUNCTION company_finance_days_on_bill_payment();--> statement-breakpoint
-- The expenses and bill payments already there.
INSERT INTO company_finance_days (company_id, day, expenses, bills_paid)
SELECT company_id, day, sum(expenses), sum(bills_paid) FROM (
  SELECT company_id, date AS day, amount AS expenses, 0 AS bills_paid FROM expenses
  UNION ALL
  SELECT company_id, paid_on, 0, amount FROM vendor_bill_payments
) shares GROUP BY company_id, day
ON CONFLICT (company_id, day) DO UPDATE SET expenses = EXCLUDED.expenses, bills_paid = EXCLUDED.bills_paid;

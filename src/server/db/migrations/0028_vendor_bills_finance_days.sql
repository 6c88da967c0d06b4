-- Vendor bills are cost beside expenses (decision 0268): the Finances cards' Total Expenses and Net Profit count
-- them by their bill date, as expenses count by their date. Only `spent` moves; expense_count stays the expenses'
-- (the expenses list's total). Same shape as 0011's triggers: the old share off its day, the new share on its day.
CREATE FUNCTION company_finance_days_on_vendor_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE company_finance_days SET spent = spent - OLD.total
    WHERE company_id = OLD.company_id AND day = OLD.bill_date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO company_finance_days (company_id, day, spent) VALUES (NEW.company_id, NEW.bill_date, NEW.total)
    ON CONFLICT (company_id, day) DO UPDATE SET spent = company_finance_days.spent + EXCLUDED.spent;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vendor_bills_finance_days AFTER INSERT OR DELETE OR UPDATE OF total, bill_date, company_id
  ON vendor_bills FOR EACH ROW EXECUTE FUNCTION company_finance_days_on_vendor_bill();--> statement-breakpoint
-- The bills already there.
INSERT INTO company_finance_days (company_id, day, spent)
SELECT company_id, bill_date, sum(total) FROM vendor_bills GROUP BY company_id, bill_date
ON CONFLICT (company_id, day) DO UPDATE SET spent = company_finance_days.spent + EXCLUDED.spent;

CREATE TABLE "payable_due_days" (
	"company_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"open_count" integer NOT NULL,
	"balance" numeric(16, 2) NOT NULL,
	CONSTRAINT "payable_due_days_company_id_due_on_pk" PRIMARY KEY("company_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "payable_vendor_dues" (
	"company_id" integer NOT NULL,
	"vendor_name" text NOT NULL,
	"due_on" date NOT NULL,
	"open_count" integer NOT NULL,
	"balance" numeric(16, 2) NOT NULL,
	CONSTRAINT "payable_vendor_dues_company_id_vendor_name_due_on_pk" PRIMARY KEY("company_id","vendor_name","due_on")
);
--> statement-breakpoint
CREATE TABLE "payable_vendors" (
	"company_id" integer NOT NULL,
	"vendor_name" text NOT NULL,
	"open_count" integer NOT NULL,
	"balance" numeric(16, 2) NOT NULL,
	CONSTRAINT "payable_vendors_company_id_vendor_name_pk" PRIMARY KEY("company_id","vendor_name")
);
--> statement-breakpoint
CREATE TABLE "receivable_customer_dues" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"open_count" integer NOT NULL,
	"balance" numeric(16, 2) NOT NULL,
	CONSTRAINT "receivable_customer_dues_company_id_customer_id_due_on_pk" PRIMARY KEY("company_id","customer_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "receivable_customers" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text,
	"open_count" integer NOT NULL,
	"balance" numeric(16, 2) NOT NULL,
	CONSTRAINT "receivable_customers_company_id_customer_id_pk" PRIMARY KEY("company_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "receivable_due_days" (
	"company_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"open_count" integer NOT NULL,
	"balance" numeric(16, 2) NOT NULL,
	CONSTRAINT "receivable_due_days_company_id_due_on_pk" PRIMARY KEY("company_id","due_on")
);
--> statement-breakpoint
DROP INDEX "vendor_bill_payments_company_id_idx";--> statement-breakpoint
ALTER TABLE "payable_due_days" ADD CONSTRAINT "payable_due_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_vendor_dues" ADD CONSTRAINT "payable_vendor_dues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_vendors" ADD CONSTRAINT "payable_vendors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_customer_dues" ADD CONSTRAINT "receivable_customer_dues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_customers" ADD CONSTRAINT "receivable_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_due_days" ADD CONSTRAINT "receivable_due_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receivable_customers_company_id_name_idx" ON "receivable_customers" USING btree ("company_id","name","customer_id");--> statement-breakpoint
CREATE INDEX "vendor_bill_payments_company_id_paid_on_idx" ON "vendor_bill_payments" USING btree ("company_id","paid_on");--> statement-breakpoint
CREATE INDEX "vendor_bills_open_vendor_idx" ON "vendor_bills" USING btree ("company_id","vendor_name","vendor_id") WHERE "vendor_bills"."amount_paid" < "vendor_bills"."total";--> statement-breakpoint
-- hand-written
-- The agings' sums of today's open items (decision 0278): per customer (or vendor name), per customer and due date,
-- and per due date, kept by triggers in 0011's style. An item that was open leaves its rows, an item that is open
-- enters them. Adding never creates a row for a company being deleted (the rows are made from companies), and
-- taking off only UPDATEs; a row whose count falls to 0 is deleted, so the tables hold only what is open.
CREATE FUNCTION receivables_add(company integer, customer integer, due date, more_count integer, more_balance numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF more_count > 0 THEN
    INSERT INTO receivable_customers (company_id, customer_id, name, open_count, balance)
    SELECT c.id, customer, (
      SELECT nullif(trim(concat_ws(' ', k.first_name, k.last_name)), '') FROM customers k
      WHERE k.id = customer AND k.company_id = company
    ), more_count, more_balance
    FROM companies c WHERE c.id = company
    ON CONFLICT (company_id, customer_id) DO UPDATE
    SET open_count = receivable_customers.open_count + EXCLUDED.open_count,
      balance = receivable_customers.balance + EXCLUDED.balance;
    INSERT INTO receivable_customer_dues (company_id, customer_id, due_on, open_count, balance)
    SELECT c.id, customer, due, more_count, more_balance FROM companies c WHERE c.id = company
    ON CONFLICT (company_id, customer_id, due_on) DO UPDATE
    SET open_count = receivable_customer_dues.open_count + EXCLUDED.open_count,
      balance = receivable_customer_dues.balance + EXCLUDED.balance;
    INSERT INTO receivable_due_days (company_id, due_on, open_count, balance)
    SELECT c.id, due, more_count, more_balance FROM companies c WHERE c.id = company
    ON CONFLICT (company_id, due_on) DO UPDATE
    SET open_count = receivable_due_days.open_count + EXCLUDED.open_count,
      balance = receivable_due_days.balance + EXCLUDED.balance;
  ELSE
    UPDATE receivable_customers SET open_count = open_count + more_count, balance = balance + more_balance
    WHERE company_id = company AND customer_id = customer;
    DELETE FROM receivable_customers WHERE company_id = company AND customer_id = customer AND open_count <= 0;
    UPDATE receivable_customer_dues SET open_count = open_count + more_count, balance = balance + more_balance
    WHERE company_id = company AND customer_id = customer AND due_on = due;
    DELETE FROM receivable_customer_dues
    WHERE company_id = company AND customer_id = customer AND due_on = due AND open_count <= 0;
    UPDATE receivable_due_days SET open_count = open_count + more_count, balance = balance + more_balance
    WHERE company_id = company AND due_on = due;
    DELETE FROM receivable_due_days WHERE company_id = company AND due_on = due AND open_count <= 0;
  END IF;
END $$;--> statement-breakpoint
-- An invoice is open while sent (not a draft, not cancelled) and not paid in full; its balance is amount − amount
-- paid (the sum of all its payments, decision 0267). No customer is customer 0; no due date is 'infinity'.
CREATE FUNCTION receivables_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status NOT IN ('draft', 'cancelled') AND OLD.amount_paid < OLD.amount THEN
    PERFORM receivables_add(OLD.company_id, coalesce(OLD.customer_id, 0), coalesce(OLD.due_date, 'infinity'), -1,
      OLD.amount_paid - OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status NOT IN ('draft', 'cancelled') AND NEW.amount_paid < NEW.amount THEN
    PERFORM receivables_add(NEW.company_id, coalesce(NEW.customer_id, 0), coalesce(NEW.due_date, 'infinity'), 1,
      NEW.amount - NEW.amount_paid);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_receivables AFTER INSERT OR DELETE
  OR UPDATE OF status, amount, amount_paid, customer_id, due_date, company_id
  ON invoices FOR EACH ROW EXECUTE FUNCTION receivables_on_invoice();--> statement-breakpoint
-- The report sorts by the customer's name as the lists write it: a rename moves the row.
CREATE FUNCTION receivables_on_customer_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE receivable_customers SET name = nullif(trim(concat_ws(' ', NEW.first_name, NEW.last_name)), '')
  WHERE company_id = NEW.company_id AND customer_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_receivables AFTER UPDATE OF first_name, last_name ON customers FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION receivables_on_customer_name();--> statement-breakpoint
CREATE FUNCTION payables_add(company integer, vendor text, due date, more_count integer, more_balance numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF more_count > 0 THEN
    INSERT INTO payable_vendors (company_id, vendor_name, open_count, balance)
    SELECT c.id, vendor, more_count, more_balance FROM companies c WHERE c.id = company
    ON CONFLICT (company_id, vendor_name) DO UPDATE
    SET open_count = payable_vendors.open_count + EXCLUDED.open_count,
      balance = payable_vendors.balance + EXCLUDED.balance;
    INSERT INTO payable_vendor_dues (company_id, vendor_name, due_on, open_count, balance)
    SELECT c.id, vendor, due, more_count, more_balance FROM companies c WHERE c.id = company
    ON CONFLICT (company_id, vendor_name, due_on) DO UPDATE
    SET open_count = payable_vendor_dues.open_count + EXCLUDED.open_count,
      balance = payable_vendor_dues.balance + EXCLUDED.balance;
    INSERT INTO payable_due_days (company_id, due_on, open_count, balance)
    SELECT c.id, due, more_count, more_balance FROM companies c WHERE c.id = company
    ON CONFLICT (company_id, due_on) DO UPDATE
    SET open_count = payable_due_days.open_count + EXCLUDED.open_count,
      balance = payable_due_days.balance + EXCLUDED.balance;
  ELSE
    UPDATE payable_vendors SET open_count = open_count + more_count, balance = balance + more_balance
    WHERE company_id = company AND vendor_name = vendor;
    DELETE FROM payable_vendors WHERE company_id = company AND vendor_name = vendor AND open_count <= 0;
    UPDATE payable_vendor_dues SET open_count = open_count + more_count, balance = balance + more_balance
    WHERE company_id = company AND vendor_name = vendor AND due_on = due;
    DELETE FROM payable_vendor_dues
    WHERE company_id = company AND vendor_name = vendor AND due_on = due AND open_count <= 0;
    UPDATE payable_due_days SET open_count = open_count + more_count, balance = balance + more_balance
    WHERE company_id = company AND due_on = due;
    DELETE FROM payable_due_days WHERE company_id = company AND due_on = due AND open_count <= 0;
  END IF;
END $$;--> statement-breakpoint
-- A vendor bill is open while not paid in full (amount_paid is the sum of its payments).
CREATE FUNCTION payables_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.amount_paid < OLD.total THEN
    PERFORM payables_add(OLD.company_id, OLD.vendor_name, coalesce(OLD.due_date, 'infinity'), -1,
      OLD.amount_paid - OLD.total);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.amount_paid < NEW.total THEN
    PERFORM payables_add(NEW.company_id, NEW.vendor_name, coalesce(NEW.due_date, 'infinity'), 1,
      NEW.total - NEW.amount_paid);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vendor_bills_payables AFTER INSERT OR DELETE
  OR UPDATE OF total, amount_paid, vendor_name, due_date, company_id
  ON vendor_bills FOR EACH ROW EXECUTE FUNCTION payables_on_bill();--> statement-breakpoint
-- Builds the six tables again from the invoices and bills: here for the items already there, and after a restore,
-- which copies rows with the triggers off (backup-restore.ts).
CREATE FUNCTION aging_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM receivable_customers;
  DELETE FROM receivable_customer_dues;
  DELETE FROM receivable_due_days;
  DELETE FROM payable_vendors;
  DELETE FROM payable_vendor_dues;
  DELETE FROM payable_due_days;
  INSERT INTO receivable_customers (company_id, customer_id, name, open_count, balance)
  SELECT i.company_id, coalesce(i.customer_id, 0), min(nullif(trim(concat_ws(' ', k.first_name, k.last_name)), '')),
    count(*), sum(i.amount - i.amount_paid)
  FROM invoices i LEFT JOIN customers k ON k.id = i.customer_id AND k.company_id = i.company_id
  WHERE i.status NOT IN ('draft', 'cancelled') AND i.amount_paid < i.amount
  GROUP BY i.company_id, coalesce(i.customer_id, 0);
  INSERT INTO receivable_customer_dues (company_id, customer_id, due_on, open_count, balance)
  SELECT company_id, coalesce(customer_id, 0), coalesce(due_date, 'infinity'), count(*), sum(amount - amount_paid)
  FROM invoices WHERE status NOT IN ('draft', 'cancelled') AND amount_paid < amount
  GROUP BY company_id, coalesce(customer_id, 0), coalesce(due_date, 'infinity');
  INSERT INTO receivable_due_days (company_id, due_on, open_count, balance)
  SELECT company_id, coalesce(due_date, 'infinity'), count(*), sum(amount - amount_paid) FROM invoices
  WHERE status NOT IN ('draft', 'cancelled') AND amount_paid < amount
  GROUP BY company_id, coalesce(due_date, 'infinity');
  INSERT INTO payable_vendors (company_id, vendor_name, open_count, balance)
  SELECT company_id, vendor_name, count(*), sum(total - amount_paid) FROM vendor_bills WHERE amount_paid < total
  GROUP BY company_id, vendor_name;
  INSERT INTO payable_vendor_dues (company_id, vendor_name, due_on, open_count, balance)
  SELECT company_id, vendor_name, coalesce(due_date, 'infinity'), count(*), sum(total - amount_paid)
  FROM vendor_bills WHERE amount_paid < total GROUP BY company_id, vendor_name, coalesce(due_date, 'infinity');
  INSERT INTO payable_due_days (company_id, due_on, open_count, balance)
  SELECT company_id, coalesce(due_date, 'infinity'), count(*), sum(total - amount_paid) FROM vendor_bills
  WHERE amount_paid < total GROUP BY company_id, coalesce(due_date, 'infinity');
END $$;--> statement-breakpoint
SELECT aging_sums_rebuild();

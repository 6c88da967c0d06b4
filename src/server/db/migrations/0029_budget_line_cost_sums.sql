CREATE TABLE "budget_line_cost_sums" (
	"budget_item_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"expenses" numeric(16, 2) DEFAULT '0' NOT NULL,
	"bills" numeric(16, 2) DEFAULT '0' NOT NULL,
	"committed" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_line_cost_sums_budget_item_id_company_id_pk" PRIMARY KEY("budget_item_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "budget_line_cost_sums" ADD CONSTRAINT "budget_line_cost_sums_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_line_cost_sums" ADD CONSTRAINT "budget_line_cost_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_line_cost_sums_company_id_project_id_idx" ON "budget_line_cost_sums" USING btree ("company_id","project_id");--> statement-breakpoint
-- Each budget line's cost sums kept by the database (decision 0275), instead of grouping the company's expenses,
-- bill lines and order lines on every read of budget_line_costs (0025). Expenses and bill lines move their line's
-- sums by their amount, the old share off the old line and the new share on the new one (the style of 0011 and
-- 0028). Committed is not a plain sum (each open order's part is floored at zero), so the lines a change touches
-- have it recomputed from their own order lines and bill lines, which the budget_item_id indexes find.
--
-- Adds an amount to a line's expenses and bills. The row is made from budget_items, so nothing is written for a
-- line being deleted (its expenses are set null by the same delete): no row is left for a line that is gone.
CREATE FUNCTION budget_line_cost_add(item integer, company integer, more_expenses numeric, more_bills numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO budget_line_cost_sums (budget_item_id, company_id, project_id, expenses, bills)
  SELECT i.id, i.company_id, i.project_id, more_expenses, more_bills
  FROM budget_items i WHERE i.id = item AND i.company_id = company
  ON CONFLICT (budget_item_id, company_id) DO UPDATE
  SET expenses = budget_line_cost_sums.expenses + EXCLUDED.expenses,
    bills = budget_line_cost_sums.bills + EXCLUDED.bills
$$;--> statement-breakpoint
-- Recomputes a line's committed cost as 0025 defined it: for each sent or partially billed order, its lines on
-- the budget line less what bills against that order put on the same line, never below zero. The row is written
-- (and so locked) first, in a statement of its own: a concurrent change of the same line's orders or bills waits
-- for it, and the sum, read by the next statement, sees what the other transaction committed.
CREATE FUNCTION budget_line_committed_refresh(item integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_line_cost_sums (budget_item_id, company_id, project_id)
  SELECT i.id, i.company_id, i.project_id FROM budget_items i WHERE i.id = item
  ON CONFLICT (budget_item_id, company_id) DO UPDATE SET committed = budget_line_cost_sums.committed;
  UPDATE budget_line_cost_sums s SET committed = coalesce((
    SELECT sum(greatest(o.amount - coalesce((
      SELECT sum(bl.amount) FROM vendor_bill_lines bl
      JOIN vendor_bills b ON b.id = bl.bill_id AND b.company_id = bl.company_id
      WHERE bl.budget_item_id = item AND bl.company_id = o.company_id
        AND b.purchase_order_id = o.purchase_order_id), 0), 0))
    FROM (
      SELECT l.company_id, l.purchase_order_id, sum(round(l.quantity * l.unit_cost, 2)) AS amount
      FROM purchase_order_lines l
      JOIN purchase_orders po ON po.id = l.purchase_order_id AND po.company_id = l.company_id
      WHERE l.budget_item_id = item AND po.status IN ('sent', 'partially_billed')
      GROUP BY l.company_id, l.purchase_order_id
    ) o WHERE o.company_id = s.company_id), 0)
  WHERE s.budget_item_id = item;
END $$;--> statement-breakpoint
CREATE FUNCTION budget_line_costs_on_expense() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.budget_item_id IS NOT NULL THEN
    PERFORM budget_line_cost_add(OLD.budget_item_id, OLD.company_id, -OLD.amount, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.budget_item_id IS NOT NULL THEN
    PERFORM budget_line_cost_add(NEW.budget_item_id, NEW.company_id, NEW.amount, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER expenses_budget_line_costs AFTER INSERT OR DELETE OR UPDATE OF amount, budget_item_id, company_id
  ON expenses FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_expense();--> statement-breakpoint
-- A bill line is actual cost on its line; on a bill against an order it also lowers what the order commits there.
-- A line deleted with its bill finds no bill any more, so its line's committed cost is recomputed anyway.
CREATE FUNCTION budget_line_costs_on_bill_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.budget_item_id IS NOT NULL THEN
    PERFORM budget_line_cost_add(OLD.budget_item_id, OLD.company_id, 0, -OLD.amount);
    IF NOT EXISTS (SELECT 1 FROM vendor_bills b WHERE b.id = OLD.bill_id AND b.purchase_order_id IS NULL) THEN
      PERFORM budget_line_committed_refresh(OLD.budget_item_id);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.budget_item_id IS NOT NULL THEN
    PERFORM budget_line_cost_add(NEW.budget_item_id, NEW.company_id, 0, NEW.amount);
    IF EXISTS (SELECT 1 FROM vendor_bills b WHERE b.id = NEW.bill_id AND b.purchase_order_id IS NOT NULL) THEN
      PERFORM budget_line_committed_refresh(NEW.budget_item_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vendor_bill_lines_budget_line_costs
  AFTER INSERT OR DELETE OR UPDATE OF amount, budget_item_id, bill_id, company_id
  ON vendor_bill_lines FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_bill_line();--> statement-breakpoint
-- A bill moved to another order (or off one): the lines of its bill change what both orders commit.
CREATE FUNCTION budget_line_costs_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_line_committed_refresh(l.budget_item_id)
  FROM (SELECT DISTINCT budget_item_id FROM vendor_bill_lines
    WHERE bill_id = NEW.id AND budget_item_id IS NOT NULL) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vendor_bills_budget_line_costs AFTER UPDATE OF purchase_order_id ON vendor_bills
  FOR EACH ROW WHEN (OLD.purchase_order_id IS DISTINCT FROM NEW.purchase_order_id)
  EXECUTE FUNCTION budget_line_costs_on_bill();--> statement-breakpoint
CREATE FUNCTION budget_line_costs_on_order_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.budget_item_id IS NOT NULL THEN
    PERFORM budget_line_committed_refresh(OLD.budget_item_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.budget_item_id IS NOT NULL
    AND NEW.budget_item_id IS DISTINCT FROM (CASE WHEN TG_OP = 'UPDATE' THEN OLD.budget_item_id END) THEN
    PERFORM budget_line_committed_refresh(NEW.budget_item_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_budget_line_costs
  AFTER INSERT OR DELETE OR UPDATE OF quantity, unit_cost, budget_item_id, purchase_order_id, company_id
  ON purchase_order_lines FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_order_line();--> statement-breakpoint
-- An order sent, billed in full or voided starts or stops committing its lines.
CREATE FUNCTION budget_line_costs_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_line_committed_refresh(l.budget_item_id)
  FROM (SELECT DISTINCT budget_item_id FROM purchase_order_lines
    WHERE purchase_order_id = NEW.id AND budget_item_id IS NOT NULL) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER purchase_orders_budget_line_costs AFTER UPDATE OF status ON purchase_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION budget_line_costs_on_order();--> statement-breakpoint
-- The copy of the line's project follows the line (no screen moves a line to another project today).
CREATE FUNCTION budget_line_costs_on_budget_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE budget_line_cost_sums SET project_id = NEW.project_id
  WHERE budget_item_id = NEW.id AND company_id = NEW.company_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER budget_items_budget_line_costs AFTER UPDATE OF project_id ON budget_items
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION budget_line_costs_on_budget_item();--> statement-breakpoint
-- The sums of what is already there, from 0025's view as it stands, before the view reads the table.
INSERT INTO budget_line_cost_sums (budget_item_id, company_id, project_id, expenses, bills, committed)
SELECT budget_item_id, company_id, project_id, expenses, bills, committed_cost FROM budget_line_costs
WHERE expenses <> 0 OR bills <> 0 OR committed_cost <> 0;--> statement-breakpoint
-- The view keeps its columns and every budget line, so its readers give the same figures; now a join by key.
CREATE OR REPLACE VIEW budget_line_costs AS
SELECT i.company_id, i.project_id, i.id AS budget_item_id,
  coalesce(s.expenses, 0)::numeric(14, 2) AS expenses,
  coalesce(s.bills, 0)::numeric(14, 2) AS bills,
  (coalesce(s.expenses, 0) + coalesce(s.bills, 0))::numeric(14, 2) AS actual_cost,
  coalesce(s.committed, 0)::numeric(14, 2) AS committed_cost
FROM budget_items i
LEFT JOIN budget_line_cost_sums s ON s.budget_item_id = i.id AND s.company_id = i.company_id;

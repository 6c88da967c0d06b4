CREATE TABLE "budget_line_cost_sums" (
	"budget_item_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"expenses" numeric DEFAULT '0' NOT NULL,
	"bills" numeric DEFAULT '0' NOT NULL,
	"committed" numeric DEFAULT '0' NOT NULL,
	"budgeted" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_line_cost_sums_budget_item_id_company_id_pk" PRIMARY KEY("budget_item_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "project_cost_totals" (
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"actual" numeric DEFAULT '0' NOT NULL,
	"forecast" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "project_cost_totals_project_id_company_id_pk" PRIMARY KEY("project_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "budget_line_cost_sums" ADD CONSTRAINT "budget_line_cost_sums_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_line_cost_sums" ADD CONSTRAINT "budget_line_cost_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_cost_totals" ADD CONSTRAINT "project_cost_totals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_cost_totals" ADD CONSTRAINT "project_cost_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_line_cost_sums_company_id_project_id_idx" ON "budget_line_cost_sums" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "project_cost_totals_company_id_idx" ON "project_cost_totals" USING btree ("company_id");--> statement-breakpoint
-- Each budget line's cost sums, and each project's job-cost totals, kept by the database (decision 0275), instead
-- of grouping the company's expenses, bill lines and order lines on every read of budget_line_costs (0025) and
-- every line of the company for the reports. Expenses and bill lines move their line's sums by their amount, the
-- old share off the old line and the new share on the new one (the style of 0011 and 0028). Committed is not a
-- plain sum (each open order's part is floored at zero), so the lines a change touches have it recomputed from
-- their own order lines and bill lines, which the budget_item_id indexes find. Each change of a line's sums moves
-- its project's totals by the difference it makes to the line's actual and forecast.
--
-- Adds amounts to a project's totals; nothing for a project being deleted (its row goes with it).
CREATE FUNCTION project_cost_add(project integer, company integer, more_actual numeric, more_forecast numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_cost_totals (project_id, company_id, actual, forecast)
  SELECT p.id, p.company_id, more_actual, more_forecast FROM projects p WHERE p.id = project AND p.company_id = company
  ON CONFLICT (project_id, company_id) DO UPDATE
  SET actual = project_cost_totals.actual + EXCLUDED.actual,
    forecast = project_cost_totals.forecast + EXCLUDED.forecast
$$;--> statement-breakpoint
-- Adds an amount to a line's expenses and bills. The row is made from budget_items, so nothing is written for a
-- line being deleted (its expenses are set null by the same delete): no row is left for a line that is gone.
CREATE FUNCTION budget_line_cost_add(item integer, company integer, more_expenses numeric, more_bills numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO budget_line_cost_sums (budget_item_id, company_id, project_id, budgeted, expenses, bills)
  SELECT i.id, i.company_id, i.project_id,
    CASE WHEN i.type = 'product' THEN round(i.quantity * i.unit_cost, 2) ELSE 0 END, more_expenses, more_bills
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
  INSERT INTO budget_line_cost_sums (budget_item_id, company_id, project_id, budgeted)
  SELECT i.id, i.company_id, i.project_id,
    CASE WHEN i.type = 'product' THEN round(i.quantity * i.unit_cost, 2) ELSE 0 END
  FROM budget_items i WHERE i.id = item
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
-- A line's actual and forecast (the larger of budgeted and committed + actual) leave its project's totals as they
-- were and enter them as they are.
CREATE FUNCTION project_cost_totals_on_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_actual numeric := 0;
  old_forecast numeric := 0;
  new_actual numeric := 0;
  new_forecast numeric := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_actual := OLD.expenses + OLD.bills;
    old_forecast := greatest(OLD.budgeted, OLD.committed + old_actual);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_actual := NEW.expenses + NEW.bills;
    new_forecast := greatest(NEW.budgeted, NEW.committed + new_actual);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.project_id = NEW.project_id THEN
    IF new_actual <> old_actual OR new_forecast <> old_forecast THEN
      PERFORM project_cost_add(NEW.project_id, NEW.company_id, new_actual - old_actual, new_forecast - old_forecast);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM project_cost_add(OLD.project_id, OLD.company_id, -old_actual, -old_forecast);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM project_cost_add(NEW.project_id, NEW.company_id, new_actual, new_forecast);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A budget line has its row from the start, with its budgeted cost, which follows its quantity, unit cost and type.
CREATE FUNCTION budget_line_costs_on_budget_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_line_cost_sums (budget_item_id, company_id, project_id, budgeted)
  VALUES (NEW.id, NEW.company_id, NEW.project_id,
    CASE WHEN NEW.type = 'product' THEN round(NEW.quantity * NEW.unit_cost, 2) ELSE 0 END)
  ON CONFLICT (budget_item_id, company_id) DO UPDATE
  SET budgeted = EXCLUDED.budgeted, project_id = EXCLUDED.project_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An expense on a line moves the line's sums; one on no line is a cost of its project on no line.
CREATE FUNCTION budget_line_costs_on_expense() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.budget_item_id IS NOT NULL THEN
      PERFORM budget_line_cost_add(OLD.budget_item_id, OLD.company_id, -OLD.amount, 0);
    ELSIF OLD.project_id IS NOT NULL THEN
      PERFORM project_cost_add(OLD.project_id, OLD.company_id, -OLD.amount, -OLD.amount);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.budget_item_id IS NOT NULL THEN
      PERFORM budget_line_cost_add(NEW.budget_item_id, NEW.company_id, NEW.amount, 0);
    ELSIF NEW.project_id IS NOT NULL THEN
      PERFORM project_cost_add(NEW.project_id, NEW.company_id, NEW.amount, NEW.amount);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A bill line on a budget line is actual cost there; on a bill against an order it also lowers what the order
-- commits there (a line deleted with its bill finds no bill any more, so that line's committed cost is
-- recomputed anyway). A bill line on no line is a cost of its bill's project on no line; a bill being deleted
-- takes those off first (vendor_bills_cost_totals_delete), as its lines no longer find it.
CREATE FUNCTION budget_line_costs_on_bill_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.budget_item_id IS NOT NULL THEN
      PERFORM budget_line_cost_add(OLD.budget_item_id, OLD.company_id, 0, -OLD.amount);
      IF NOT EXISTS (SELECT 1 FROM vendor_bills b WHERE b.id = OLD.bill_id AND b.purchase_order_id IS NULL) THEN
        PERFORM budget_line_committed_refresh(OLD.budget_item_id);
      END IF;
    ELSE
      PERFORM project_cost_add(b.project_id, b.company_id, -OLD.amount, -OLD.amount)
      FROM vendor_bills b WHERE b.id = OLD.bill_id AND b.project_id IS NOT NULL;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.budget_item_id IS NOT NULL THEN
      PERFORM budget_line_cost_add(NEW.budget_item_id, NEW.company_id, 0, NEW.amount);
      IF EXISTS (SELECT 1 FROM vendor_bills b WHERE b.id = NEW.bill_id AND b.purchase_order_id IS NOT NULL) THEN
        PERFORM budget_line_committed_refresh(NEW.budget_item_id);
      END IF;
    ELSE
      PERFORM project_cost_add(b.project_id, b.company_id, NEW.amount, NEW.amount)
      FROM vendor_bills b WHERE b.id = NEW.bill_id AND b.project_id IS NOT NULL;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A bill moved to another order (or off one) changes what both orders commit on its lines' budget lines; a bill
-- moved to another project (or off one, when its project is deleted) moves its lines on no budget line with it.
CREATE FUNCTION budget_line_costs_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  loose numeric;
BEGIN
  IF OLD.purchase_order_id IS DISTINCT FROM NEW.purchase_order_id THEN
    PERFORM budget_line_committed_refresh(l.budget_item_id)
    FROM (SELECT DISTINCT budget_item_id FROM vendor_bill_lines
      WHERE bill_id = NEW.id AND budget_item_id IS NOT NULL) l;
  END IF;
  IF OLD.project_id IS DISTINCT FROM NEW.project_id THEN
    SELECT coalesce(sum(amount), 0) INTO loose FROM vendor_bill_lines
    WHERE bill_id = NEW.id AND budget_item_id IS NULL;
    IF loose <> 0 THEN
      PERFORM project_cost_add(OLD.project_id, OLD.company_id, -loose, -loose);
      PERFORM project_cost_add(NEW.project_id, NEW.company_id, loose, loose);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION budget_line_costs_on_bill_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  loose numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO loose FROM vendor_bill_lines
  WHERE bill_id = OLD.id AND budget_item_id IS NULL;
  IF loose <> 0 THEN
    PERFORM project_cost_add(OLD.project_id, OLD.company_id, -loose, -loose);
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
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
-- An order sent, billed in full or voided starts or stops committing its lines.
CREATE FUNCTION budget_line_costs_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_line_committed_refresh(l.budget_item_id)
  FROM (SELECT DISTINCT budget_item_id FROM purchase_order_lines
    WHERE purchase_order_id = NEW.id AND budget_item_id IS NOT NULL) l;
  RETURN NULL;
END $$;--> statement-breakpoint
-- What is already there, from 0025's view as it stands (before the view reads the table): every budget line's
-- row, then each project's totals from the rows and the costs on no line, as job costing adds them.
INSERT INTO budget_line_cost_sums (budget_item_id, company_id, project_id, budgeted, expenses, bills, committed)
SELECT i.id, i.company_id, i.project_id,
  CASE WHEN i.type = 'product' THEN round(i.quantity * i.unit_cost, 2) ELSE 0 END,
  c.expenses, c.bills, c.committed_cost
FROM budget_items i JOIN budget_line_costs c ON c.budget_item_id = i.id AND c.company_id = i.company_id;--> statement-breakpoint
INSERT INTO project_cost_totals (project_id, company_id, actual, forecast)
SELECT project_id, company_id, sum(actual), sum(forecast) FROM (
  SELECT project_id, company_id, expenses + bills AS actual, greatest(budgeted, committed + expenses + bills) AS forecast
  FROM budget_line_cost_sums
  UNION ALL
  SELECT project_id, company_id, amount, amount FROM expenses WHERE budget_item_id IS NULL AND project_id IS NOT NULL
  UNION ALL
  SELECT b.project_id, b.company_id, l.amount, l.amount FROM vendor_bill_lines l
  JOIN vendor_bills b ON b.id = l.bill_id AND b.company_id = l.company_id
  WHERE l.budget_item_id IS NULL AND b.project_id IS NOT NULL
) x GROUP BY project_id, company_id;--> statement-breakpoint
-- The view keeps its columns and every budget line, so its readers give the same figures; now a join by key.
CREATE OR REPLACE VIEW budget_line_costs AS
SELECT i.company_id, i.project_id, i.id AS budget_item_id,
  coalesce(s.expenses, 0)::numeric(14, 2) AS expenses,
  coalesce(s.bills, 0)::numeric(14, 2) AS bills,
  (coalesce(s.expenses, 0) + coalesce(s.bills, 0))::numeric(14, 2) AS actual_cost,
  coalesce(s.committed, 0)::numeric(14, 2) AS committed_cost
FROM budget_items i
LEFT JOIN budget_line_cost_sums s ON s.budget_item_id = i.id AND s.company_id = i.company_id;--> statement-breakpoint
CREATE TRIGGER budget_line_cost_sums_project_totals AFTER INSERT OR DELETE OR UPDATE
  ON budget_line_cost_sums FOR EACH ROW EXECUTE FUNCTION project_cost_totals_on_line();--> statement-breakpoint
CREATE TRIGGER budget_items_budget_line_costs AFTER INSERT ON budget_items
  FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_budget_item();--> statement-breakpoint
CREATE TRIGGER budget_items_budget_line_costs_update AFTER UPDATE OF type, quantity, unit_cost, project_id
  ON budget_items FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.quantity IS DISTINCT FROM NEW.quantity
    OR OLD.unit_cost IS DISTINCT FROM NEW.unit_cost OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION budget_line_costs_on_budget_item();--> statement-breakpoint
CREATE TRIGGER expenses_budget_line_costs
  AFTER INSERT OR DELETE OR UPDATE OF amount, budget_item_id, project_id, company_id
  ON expenses FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_expense();--> statement-breakpoint
CREATE TRIGGER vendor_bill_lines_budget_line_costs
  AFTER INSERT OR DELETE OR UPDATE OF amount, budget_item_id, bill_id, company_id
  ON vendor_bill_lines FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_bill_line();--> statement-breakpoint
CREATE TRIGGER vendor_bills_budget_line_costs AFTER UPDATE OF purchase_order_id, project_id ON vendor_bills
  FOR EACH ROW WHEN (OLD.purchase_order_id IS DISTINCT FROM NEW.purchase_order_id
    OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION budget_line_costs_on_bill();--> statement-breakpoint
CREATE TRIGGER vendor_bills_cost_totals_delete BEFORE DELETE ON vendor_bills
  FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_bill_delete();--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_budget_line_costs
  AFTER INSERT OR DELETE OR UPDATE OF quantity, unit_cost, budget_item_id, purchase_order_id, company_id
  ON purchase_order_lines FOR EACH ROW EXECUTE FUNCTION budget_line_costs_on_order_line();--> statement-breakpoint
CREATE TRIGGER purchase_orders_budget_line_costs AFTER UPDATE OF status ON purchase_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION budget_line_costs_on_order();

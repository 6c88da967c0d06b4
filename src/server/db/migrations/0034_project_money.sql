CREATE TABLE "project_money" (
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"estimate_total" numeric,
	"change_orders" numeric(16, 2) DEFAULT '0' NOT NULL,
	"billed" numeric(16, 2) DEFAULT '0' NOT NULL,
	"collected" numeric(16, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "project_money_project_id_company_id_pk" PRIMARY KEY("project_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "project_money" ADD CONSTRAINT "project_money_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_money" ADD CONSTRAINT "project_money_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_money_company_id_idx" ON "project_money" USING btree ("company_id");--> statement-breakpoint
-- hand-written
-- Each project's money over all time (decision 0279), kept by triggers in 0011's style: a row's old share off its
-- project, its new share on. Adding makes a row only for a project that exists (the rows are made from projects),
-- so a project's or company's cascading delete makes none.
CREATE FUNCTION project_money_add(project integer, company integer, more_billed numeric, more_collected numeric,
  more_cost numeric, more_change_orders numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_money (project_id, company_id, billed, collected, cost, change_orders)
  SELECT p.id, p.company_id, more_billed, more_collected, more_cost, more_change_orders
  FROM projects p WHERE p.id = project AND p.company_id = company
  ON CONFLICT (project_id, company_id) DO UPDATE
  SET billed = project_money.billed + EXCLUDED.billed, collected = project_money.collected + EXCLUDED.collected,
    cost = project_money.cost + EXCLUDED.cost, change_orders = project_money.change_orders + EXCLUDED.change_orders
$$;--> statement-breakpoint
-- Billed: the invoices sent (not a draft, not cancelled), their whole amount.
CREATE FUNCTION project_money_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.project_id IS NOT NULL AND OLD.status NOT IN ('draft', 'cancelled') THEN
    PERFORM project_money_add(OLD.project_id, OLD.company_id, -OLD.amount, 0, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.project_id IS NOT NULL AND NEW.status NOT IN ('draft', 'cancelled') THEN
    PERFORM project_money_add(NEW.project_id, NEW.company_id, NEW.amount, 0, 0, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_project_money AFTER INSERT OR DELETE OR UPDATE OF status, amount, project_id, company_id
  ON invoices FOR EACH ROW EXECUTE FUNCTION project_money_on_invoice();--> statement-breakpoint
-- Collected: every payment on the project (deposits included).
CREATE FUNCTION project_money_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.project_id IS NOT NULL THEN
    PERFORM project_money_add(OLD.project_id, OLD.company_id, 0, -OLD.amount, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.project_id IS NOT NULL THEN
    PERFORM project_money_add(NEW.project_id, NEW.company_id, 0, NEW.amount, 0, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_project_money AFTER INSERT OR DELETE OR UPDATE OF amount, project_id, company_id
  ON payments FOR EACH ROW EXECUTE FUNCTION project_money_on_payment();--> statement-breakpoint
-- Cost: the expenses and the vendor bills (their totals) on the project.
CREATE FUNCTION project_money_on_expense() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.project_id IS NOT NULL THEN
    PERFORM project_money_add(OLD.project_id, OLD.company_id, 0, 0, -OLD.amount, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.project_id IS NOT NULL THEN
    PERFORM project_money_add(NEW.project_id, NEW.company_id, 0, 0, NEW.amount, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER expenses_project_money AFTER INSERT OR DELETE OR UPDATE OF amount, project_id, company_id
  ON expenses FOR EACH ROW EXECUTE FUNCTION project_money_on_expense();--> statement-breakpoint
CREATE FUNCTION project_money_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.project_id IS NOT NULL THEN
    PERFORM project_money_add(OLD.project_id, OLD.company_id, 0, 0, -OLD.total, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.project_id IS NOT NULL THEN
    PERFORM project_money_add(NEW.project_id, NEW.company_id, 0, 0, NEW.total, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vendor_bills_project_money AFTER INSERT OR DELETE OR UPDATE OF total, project_id, company_id
  ON vendor_bills FOR EACH ROW EXECUTE FUNCTION project_money_on_bill();--> statement-breakpoint
-- The approved change orders' totals (credits included).
CREATE FUNCTION project_money_on_change_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    PERFORM project_money_add(OLD.project_id, OLD.company_id, 0, 0, 0, -OLD.total);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' THEN
    PERFORM project_money_add(NEW.project_id, NEW.company_id, 0, 0, 0, NEW.total);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER change_orders_project_money AFTER INSERT OR DELETE OR UPDATE OF status, total, project_id, company_id
  ON change_orders FOR EACH ROW EXECUTE FUNCTION project_money_on_change_order();--> statement-breakpoint
-- The approved estimate's frozen total (a project has one estimate): set while approved, null otherwise.
CREATE FUNCTION project_money_on_estimate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    UPDATE project_money SET estimate_total = NULL
    WHERE project_id = OLD.project_id AND company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' THEN
    INSERT INTO project_money (project_id, company_id, estimate_total)
    SELECT p.id, p.company_id, (NEW.snapshot ->> 'total')::numeric
    FROM projects p WHERE p.id = NEW.project_id AND p.company_id = NEW.company_id
    ON CONFLICT (project_id, company_id) DO UPDATE SET estimate_total = EXCLUDED.estimate_total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER estimates_project_money AFTER INSERT OR DELETE OR UPDATE OF status, snapshot, project_id, company_id
  ON estimates FOR EACH ROW EXECUTE FUNCTION project_money_on_estimate();--> statement-breakpoint
-- Builds the table again from the records: here for what is already there, and after a restore, which copies
-- rows with the triggers off (backup-restore.ts).
CREATE FUNCTION project_money_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_money;
  INSERT INTO project_money (project_id, company_id, estimate_total, change_orders, billed, collected, cost)
  SELECT p.id, p.company_id, max(x.estimate_total), sum(x.change_orders), sum(x.billed), sum(x.collected), sum(x.cost)
  FROM (
    SELECT project_id, company_id, (snapshot ->> 'total')::numeric AS estimate_total, 0 AS change_orders,
      0 AS billed, 0 AS collected, 0 AS cost
    FROM estimates WHERE status = 'approved'
    UNION ALL
    SELECT project_id, company_id, NULL, total, 0, 0, 0 FROM change_orders WHERE status = 'approved'
    UNION ALL
    SELECT project_id, company_id, NULL, 0, amount, 0, 0 FROM invoices
    WHERE project_id IS NOT NULL AND status NOT IN ('draft', 'cancelled')
    UNION ALL
    SELECT project_id, company_id, NULL, 0, 0, amount, 0 FROM payments WHERE project_id IS NOT NULL
    UNION ALL
    SELECT project_id, company_id, NULL, 0, 0, 0, amount FROM expenses WHERE project_id IS NOT NULL
    UNION ALL
    SELECT project_id, company_id, NULL, 0, 0, 0, total FROM vendor_bills WHERE project_id IS NOT NULL
  ) x
  JOIN projects p ON p.id = x.project_id AND p.company_id = x.company_id
  GROUP BY p.id, p.company_id;
END $$;--> statement-breakpoint
SELECT project_money_rebuild();

CREATE TABLE "company_project_sums" (
	"company_id" integer NOT NULL,
	"stripe" integer NOT NULL,
	"profit_rows" integer NOT NULL,
	"contract" numeric(16, 2) NOT NULL,
	"billed" numeric(16, 2) NOT NULL,
	"collected" numeric(16, 2) NOT NULL,
	"cost" numeric(16, 2) NOT NULL,
	"profit" numeric(16, 2) NOT NULL,
	"wip_rows" integer NOT NULL,
	"wip_contract" numeric(16, 2) NOT NULL,
	"wip_forecast" numeric(16, 2) NOT NULL,
	"wip_cost" numeric(16, 2) NOT NULL,
	"wip_earned" numeric(16, 2) NOT NULL,
	"wip_billed" numeric(16, 2) NOT NULL,
	"wip_over" numeric(16, 2) NOT NULL,
	"wip_under" numeric(16, 2) NOT NULL,
	CONSTRAINT "company_project_sums_company_id_stripe_pk" PRIMARY KEY("company_id","stripe")
);
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "forecast" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_project_sums" ADD CONSTRAINT "company_project_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- What one project adds to profit by project and to work in progress (decision 0280), the one definition of both
-- reports' row figures and of the company's kept totals: the Sold Price (null while no estimate is approved);
-- whether it shows in profit (a contract or any money) and its projected profit (contract − forecast); whether it
-- shows in WIP (a contract and a forecast above 0), its earned revenue (contract × cost ÷ forecast, to the cent)
-- and its over- and under-billing.
CREATE FUNCTION project_report_figures(estimate_total numeric, change_orders numeric, billed numeric,
  collected numeric, cost numeric, forecast numeric)
RETURNS TABLE (in_profit integer, contract numeric, profit numeric, in_wip integer, earned numeric,
  over_billed numeric, under_billed numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (a.c IS NOT NULL OR billed <> 0 OR collected <> 0 OR cost <> 0)::integer, a.c, a.c - forecast,
    b.w::integer, d.e, CASE WHEN b.w THEN greatest(billed - d.e, 0) END,
    CASE WHEN b.w THEN greatest(d.e - billed, 0) END
  FROM (SELECT round(estimate_total + change_orders, 2) AS c) a
  CROSS JOIN LATERAL (SELECT a.c IS NOT NULL AND forecast > 0 AS w) b
  CROSS JOIN LATERAL (SELECT CASE WHEN b.w THEN round(a.c * cost / forecast, 2) END AS e) d
$$;--> statement-breakpoint
-- A project's row as it was leaves its company's stripe, as it is enters it (a row is made only for a company that
-- exists, so a company's cascading delete makes none).
CREATE FUNCTION company_project_sums_on_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_project_sums AS s (company_id, stripe, profit_rows, contract, billed, collected, cost, profit,
    wip_rows, wip_contract, wip_forecast, wip_cost, wip_earned, wip_billed, wip_over, wip_under)
  SELECT co.id, v.project_id % 16, sum(v.g * f.in_profit), sum(v.g * coalesce(f.contract, 0)), sum(v.g * v.billed),
    sum(v.g * v.collected), sum(v.g * v.cost), sum(v.g * coalesce(f.profit, 0)),
    sum(v.g * f.in_wip), sum(v.g * f.in_wip * coalesce(f.contract, 0)), sum(v.g * f.in_wip * v.forecast),
    sum(v.g * f.in_wip * v.cost), sum(v.g * coalesce(f.earned, 0)), sum(v.g * f.in_wip * v.billed),
    sum(v.g * coalesce(f.over_billed, 0)), sum(v.g * coalesce(f.under_billed, 0))
  FROM (
    SELECT -1 AS g, OLD.project_id, OLD.company_id, OLD.estimate_total, OLD.change_orders, OLD.billed,
      OLD.collected, OLD.cost, OLD.forecast
    WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT 1, NEW.project_id, NEW.company_id, NEW.estimate_total, NEW.change_orders, NEW.billed, NEW.collected,
      NEW.cost, NEW.forecast
    WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) v
  CROSS JOIN LATERAL project_report_figures(v.estimate_total, v.change_orders, v.billed, v.collected, v.cost,
    v.forecast) f
  JOIN companies co ON co.id = v.company_id
  GROUP BY co.id, v.project_id % 16
  ON CONFLICT (company_id, stripe) DO UPDATE SET profit_rows = s.profit_rows + EXCLUDED.profit_rows,
    contract = s.contract + EXCLUDED.contract, billed = s.billed + EXCLUDED.billed,
    collected = s.collected + EXCLUDED.collected, cost = s.cost + EXCLUDED.cost, profit = s.profit + EXCLUDED.profit,
    wip_rows = s.wip_rows + EXCLUDED.wip_rows, wip_contract = s.wip_contract + EXCLUDED.wip_contract,
    wip_forecast = s.wip_forecast + EXCLUDED.wip_forecast, wip_cost = s.wip_cost + EXCLUDED.wip_cost,
    wip_earned = s.wip_earned + EXCLUDED.wip_earned, wip_billed = s.wip_billed + EXCLUDED.wip_billed,
    wip_over = s.wip_over + EXCLUDED.wip_over, wip_under = s.wip_under + EXCLUDED.wip_under;
  RETURN NULL;
END $$;--> statement-breakpoint
-- project_cost_totals' forecast, copied onto the project's money row.
CREATE FUNCTION project_money_on_cost_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_money (project_id, company_id, forecast)
  SELECT p.id, p.company_id, NEW.forecast FROM projects p WHERE p.id = NEW.project_id AND p.company_id = NEW.company_id
  ON CONFLICT (project_id, company_id) DO UPDATE SET forecast = EXCLUDED.forecast;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The whole table from the records, forecasts included (a restore, backup-restore.ts).
CREATE OR REPLACE FUNCTION project_money_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_money;
  INSERT INTO project_money (project_id, company_id, estimate_total, change_orders, billed, collected, cost,
    forecast)
  SELECT p.id, p.company_id, max(x.estimate_total), sum(x.change_orders), sum(x.billed), sum(x.collected),
    sum(x.cost), sum(x.forecast)
  FROM (
    SELECT project_id, company_id, (snapshot ->> 'total')::numeric AS estimate_total, 0 AS change_orders,
      0 AS billed, 0 AS collected, 0 AS cost, 0 AS forecast
    FROM estimates WHERE status = 'approved'
    UNION ALL
    SELECT project_id, company_id, NULL, total, 0, 0, 0, 0 FROM change_orders WHERE status = 'approved'
    UNION ALL
    SELECT project_id, company_id, NULL, 0, amount, 0, 0, 0 FROM invoices
    WHERE project_id IS NOT NULL AND status NOT IN ('draft', 'cancelled')
    UNION ALL
    SELECT project_id, company_id, NULL, 0, 0, amount, 0, 0 FROM payments WHERE project_id IS NOT NULL
    UNION ALL
    SELECT project_id, company_id, NULL, 0, 0, 0, amount, 0 FROM expenses WHERE project_id IS NOT NULL
    UNION ALL
    SELECT project_id, company_id, NULL, 0, 0, 0, total, 0 FROM vendor_bills WHERE project_id IS NOT NULL
    UNION ALL
    SELECT project_id, company_id, NULL, 0, 0, 0, 0, forecast FROM project_cost_totals
  ) x
  JOIN projects p ON p.id = x.project_id AND p.company_id = x.company_id
  GROUP BY p.id, p.company_id;
END $$;--> statement-breakpoint
-- The stripes from the money rows.
CREATE FUNCTION company_project_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_project_sums;
  INSERT INTO company_project_sums (company_id, stripe, profit_rows, contract, billed, collected, cost, profit,
    wip_rows, wip_contract, wip_forecast, wip_cost, wip_earned, wip_billed, wip_over, wip_under)
  SELECT m.company_id, m.project_id % 16, sum(f.in_profit), sum(coalesce(f.contract, 0)), sum(m.billed),
    sum(m.collected), sum(m.cost), sum(coalesce(f.profit, 0)), sum(f.in_wip), sum(f.in_wip * coalesce(f.contract, 0)),
    sum(f.in_wip * m.forecast), sum(f.in_wip * m.cost), sum(coalesce(f.earned, 0)), sum(f.in_wip * m.billed),
    sum(coalesce(f.over_billed, 0)), sum(coalesce(f.under_billed, 0))
  FROM project_money m
  CROSS JOIN LATERAL project_report_figures(m.estimate_total, m.change_orders, m.billed, m.collected, m.cost,
    m.forecast) f
  GROUP BY m.company_id, m.project_id % 16;
END $$;--> statement-breakpoint
-- Fill, then keep: the forecasts already there, the stripes from them.
SELECT project_money_rebuild();--> statement-breakpoint
SELECT company_project_sums_rebuild();--> statement-breakpoint
CREATE TRIGGER project_cost_totals_project_money AFTER INSERT OR UPDATE OF forecast ON project_cost_totals
  FOR EACH ROW EXECUTE FUNCTION project_money_on_cost_totals();--> statement-breakpoint
CREATE TRIGGER project_money_company_sums AFTER INSERT OR DELETE OR UPDATE ON project_money
  FOR EACH ROW EXECUTE FUNCTION company_project_sums_on_money();

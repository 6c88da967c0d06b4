-- Keeps company_stats and company_paid_revenue_days (migration 0002) in step with customers, projects and
-- invoices, so the dashboard reads its counts and revenue in constant time. Child-row triggers only UPDATE the
-- counters (the row comes with the company), so a company's cascading delete never re-creates them.
CREATE FUNCTION company_stats_on_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_stats (company_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_stats AFTER INSERT ON companies FOR EACH ROW EXECUTE FUNCTION company_stats_on_company();--> statement-breakpoint
CREATE FUNCTION company_stats_on_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE company_stats SET customers = customers - 1 WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE company_stats SET customers = customers + 1 WHERE company_id = NEW.company_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_stats AFTER INSERT OR DELETE OR UPDATE OF company_id ON customers
  FOR EACH ROW EXECUTE FUNCTION company_stats_on_customer();--> statement-breakpoint
CREATE FUNCTION company_stats_on_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.stage <> 'fully_complete' THEN
    UPDATE company_stats SET active_projects = active_projects - 1 WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.stage <> 'fully_complete' THEN
    UPDATE company_stats SET active_projects = active_projects + 1 WHERE company_id = NEW.company_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_stats AFTER INSERT OR DELETE OR UPDATE OF stage, company_id ON projects
  FOR EACH ROW EXECUTE FUNCTION company_stats_on_project();--> statement-breakpoint
CREATE FUNCTION company_stats_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF NOT OLD.is_paid AND OLD.status <> 'cancelled' THEN
      UPDATE company_stats SET pending_invoices = pending_invoices - 1 WHERE company_id = OLD.company_id;
    END IF;
    IF OLD.is_paid THEN
      UPDATE company_paid_revenue_days SET amount = amount - OLD.amount
      WHERE company_id = OLD.company_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NOT NEW.is_paid AND NEW.status <> 'cancelled' THEN
      UPDATE company_stats SET pending_invoices = pending_invoices + 1 WHERE company_id = NEW.company_id;
    END IF;
    IF NEW.is_paid THEN
      INSERT INTO company_paid_revenue_days (company_id, day, amount)
      VALUES (NEW.company_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.amount)
      ON CONFLICT (company_id, day) DO UPDATE SET amount = company_paid_revenue_days.amount + EXCLUDED.amount;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_stats AFTER INSERT OR DELETE OR UPDATE OF is_paid, status, amount, created_at, company_id
  ON invoices FOR EACH ROW EXECUTE FUNCTION company_stats_on_invoice();--> statement-breakpoint
INSERT INTO company_stats (company_id, customers, active_projects, pending_invoices)
SELECT c.id,
  (SELECT count(*) FROM customers WHERE company_id = c.id),
  (SELECT count(*) FROM projects WHERE company_id = c.id AND stage <> 'fully_complete'),
  (SELECT count(*) FROM invoices WHERE company_id = c.id AND NOT is_paid AND status <> 'cancelled')
FROM companies c
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO company_paid_revenue_days (company_id, day, amount)
SELECT company_id, (created_at AT TIME ZONE 'UTC')::date, sum(amount) FROM invoices WHERE is_paid GROUP BY 1, 2
ON CONFLICT DO NOTHING;

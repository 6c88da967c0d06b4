DROP INDEX "audit_log_user_id_idx";--> statement-breakpoint
DROP INDEX "audit_log_company_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_user_id_created_at_idx" ON "audit_log" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_at_idx" ON "audit_log" USING btree ("entity_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_entity_created_at_idx" ON "audit_log" USING btree ("company_id","entity_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_action_created_at_idx" ON "audit_log" USING btree ("company_id","action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_id_created_at_idx" ON "audit_log" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The audit trail is written by the database: every insert, update and delete of a business record appends a row
-- in the same transaction, whatever code path made the change. The actor is what the application set for the
-- transaction (`buildline.actor`: {"userId", "ip"}, features/audit/audit-context.ts); without one (start-up, a
-- customer's public page) the row names no user. Secrets never enter it: columns named *_hash or *_secret are
-- left out, and so are the columns a table lists as its trigger's second argument. What a foreign key's cascade
-- deletes or sets null is written too (a deleted customer's notes); what other triggers' own statements change
-- (depth > 1: counters, sums) is not.
-- `buildline.audit = off` (the demo seed, a restore) writes nothing for the rest of that transaction.
CREATE FUNCTION audit_visible(row_data jsonb, left_out text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(row_data)
  WHERE key !~ '(_hash|_secret)$' AND key <> 'updated_at' AND NOT key = ANY(left_out)
$$;--> statement-breakpoint
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb;
  actor_id integer;
  left_out text[] := coalesce(TG_ARGV[1], '{}')::text[];
  before_row jsonb;
  after_row jsonb;
  row_data jsonb;
  company integer;
  details jsonb;
BEGIN
  IF pg_trigger_depth() > 1 OR current_setting('buildline.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  actor := nullif(current_setting('buildline.actor', true), '')::jsonb;
  actor_id := (actor ->> 'userId')::integer;
  IF TG_OP <> 'INSERT' THEN before_row := audit_visible(to_jsonb(OLD), left_out); END IF;
  IF TG_OP <> 'DELETE' THEN after_row := audit_visible(to_jsonb(NEW), left_out); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(a.key, jsonb_build_object('from', before_row -> a.key, 'to', a.value))
      INTO details FROM jsonb_each(after_row) a WHERE a.value IS DISTINCT FROM before_row -> a.key;
    -- Nothing the log shows changed (only updated_at, or a left-out column).
    IF details IS NULL THEN RETURN NULL; END IF;
    details := jsonb_build_object('changes', details);
  ELSIF TG_OP = 'INSERT' THEN
    details := jsonb_build_object('after', jsonb_strip_nulls(after_row));
  ELSE
    details := jsonb_build_object('before', jsonb_strip_nulls(before_row));
  END IF;
  row_data := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  company := CASE WHEN TG_TABLE_NAME = 'companies' THEN (row_data ->> 'id')::integer
                  ELSE (row_data ->> 'company_id')::integer END;
  -- A deleted company's rows keep no reference to it (its name stays in the details).
  IF company IS NOT NULL AND NOT EXISTS (SELECT 1 FROM companies WHERE id = company) THEN company := NULL; END IF;
  INSERT INTO audit_log (company_id, user_id, username, action, entity_type, entity_id, details, ip_address)
  VALUES (
    company,
    actor_id,
    (SELECT username FROM users WHERE id = actor_id),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_ARGV[0],
    row_data ->> 'id',
    details,
    actor ->> 'ip'
  );
  RETURN NULL;
END $$;--> statement-breakpoint
-- Append-only: nothing changes or deletes a line, except the SET NULL that a deleted company or user causes
-- (the line keeps the actor's name in `username`).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'company_id' - 'user_id') = (to_jsonb(OLD) - 'company_id' - 'user_id')
     AND (NEW.company_id IS NULL OR NEW.company_id = OLD.company_id)
     AND (NEW.user_id IS NULL OR NEW.user_id = OLD.user_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER companies_audit AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('company');--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('user', '{totp_last_step}');--> statement-breakpoint
CREATE TRIGGER system_settings_audit AFTER INSERT OR UPDATE OR DELETE ON system_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('settings', '{updated_by}');--> statement-breakpoint
CREATE TRIGGER invitations_audit AFTER INSERT OR UPDATE OR DELETE ON invitations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('invitation');--> statement-breakpoint
CREATE TRIGGER customers_audit AFTER INSERT OR UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('customer');--> statement-breakpoint
CREATE TRIGGER customer_users_audit AFTER INSERT OR UPDATE OR DELETE ON customer_users
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('customer_user');--> statement-breakpoint
CREATE TRIGGER notes_audit AFTER INSERT OR UPDATE OR DELETE ON notes
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('note');--> statement-breakpoint
CREATE TRIGGER projects_audit AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('project');--> statement-breakpoint
CREATE TRIGGER project_phases_audit AFTER INSERT OR UPDATE OR DELETE ON project_phases
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('project_phase');--> statement-breakpoint
CREATE TRIGGER phase_templates_audit AFTER INSERT OR UPDATE OR DELETE ON phase_templates
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('phase_template');--> statement-breakpoint
CREATE TRIGGER tasks_audit AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('task');--> statement-breakpoint
CREATE TRIGGER project_team_members_audit AFTER INSERT OR UPDATE OR DELETE ON project_team_members
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('project_team_member');--> statement-breakpoint
CREATE TRIGGER budget_items_audit AFTER INSERT OR UPDATE OR DELETE ON budget_items
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('budget_item');--> statement-breakpoint
-- The sent estimate's frozen copy is the budget already logged item by item.
CREATE TRIGGER estimates_audit AFTER INSERT OR UPDATE OR DELETE ON estimates
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('estimate', '{snapshot}');--> statement-breakpoint
CREATE TRIGGER estimate_recipients_audit AFTER INSERT OR UPDATE OR DELETE ON estimate_recipients
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('estimate_recipient');--> statement-breakpoint
CREATE TRIGGER invoices_audit AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('invoice');--> statement-breakpoint
CREATE TRIGGER invoice_lines_audit AFTER INSERT OR UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('invoice_line');--> statement-breakpoint
CREATE TRIGGER expenses_audit AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('expense');--> statement-breakpoint
CREATE TRIGGER documents_audit AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('document');--> statement-breakpoint
CREATE TRIGGER trades_audit AFTER INSERT OR UPDATE OR DELETE ON trades
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('trade');--> statement-breakpoint
CREATE TRIGGER units_audit AFTER INSERT OR UPDATE OR DELETE ON units
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('unit');--> statement-breakpoint
CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('product');--> statement-breakpoint
CREATE TRIGGER custom_task_types_audit AFTER INSERT OR UPDATE OR DELETE ON custom_task_types
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('task_type');--> statement-breakpoint
CREATE TRIGGER vendors_audit AFTER INSERT OR UPDATE OR DELETE ON vendors
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('vendor');--> statement-breakpoint
CREATE TRIGGER calendar_events_audit AFTER INSERT OR UPDATE OR DELETE ON calendar_events
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('calendar_event');--> statement-breakpoint
CREATE TRIGGER calendar_feeds_audit AFTER INSERT OR UPDATE OR DELETE ON calendar_feeds
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('calendar_feed');

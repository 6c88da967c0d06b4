-- The calendar shows tasks, invoices and expenses on their dates: any change to them tells the open calendars of
-- the company (a live notice, delivered by PostgreSQL when the change commits, never for a rollback), whatever
-- code path made the change. Identical notices of one transaction are delivered once, so a change of many rows
-- costs one notice per project.
CREATE OR REPLACE FUNCTION notify_calendar_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('buildline_live', json_build_object('companyId', OLD.company_id,
      'event', json_build_object('type', 'calendar', 'projectId', OLD.project_id))::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('buildline_live', json_build_object('companyId', NEW.company_id,
      'event', json_build_object('type', 'calendar', 'projectId', NEW.project_id))::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_calendar_notice AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION notify_calendar_change();--> statement-breakpoint
CREATE TRIGGER expenses_calendar_notice AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION notify_calendar_change();--> statement-breakpoint
-- Tasks change often in ways the calendar does not show (order, progress): only what it shows counts.
CREATE TRIGGER tasks_calendar_notice_write AFTER INSERT OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION notify_calendar_change();--> statement-breakpoint
CREATE TRIGGER tasks_calendar_notice_update AFTER UPDATE ON tasks
  FOR EACH ROW WHEN (
    OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.title IS DISTINCT FROM NEW.title
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.priority IS DISTINCT FROM NEW.priority
    OR OLD.assigned_to IS DISTINCT FROM NEW.assigned_to OR OLD.project_id IS DISTINCT FROM NEW.project_id
  ) EXECUTE FUNCTION notify_calendar_change();

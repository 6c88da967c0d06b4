CREATE TABLE "chat_list_entries" (
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"last_message_id" integer,
	"active_at" timestamp with time zone,
	CONSTRAINT "chat_list_entries_company_id_project_id_kind_pk" PRIMARY KEY("company_id","project_id","kind")
);
--> statement-breakpoint
ALTER TABLE "chat_list_entries" ADD CONSTRAINT "chat_list_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_list_entries" ADD CONSTRAINT "chat_list_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_list_entries_company_id_active_at_idx" ON "chat_list_entries" USING btree ("company_id","active_at" DESC NULLS LAST,"project_id" DESC NULLS LAST,"kind" DESC NULLS LAST);--> statement-breakpoint
-- The given projects' entries, computed again from the projects and their messages: the team chat's newest message
-- not deleted (by id), and the current customer's newest by time, as the chat list orders them. Called by the
-- statement triggers below with the projects a statement touched, by the backfill, and by a restore.
CREATE FUNCTION chat_list_entries_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM chat_list_entries WHERE project_id = ANY(ids);
  INSERT INTO chat_list_entries (company_id, project_id, kind, customer_id, last_message_id, active_at)
  SELECT p.company_id, p.id, 'team', NULL, t.id, t.created_at
  FROM projects p
  LEFT JOIN LATERAL (
    SELECT m.id, m.created_at FROM project_chat_messages m
    WHERE m.project_id = p.id AND NOT m.is_deleted ORDER BY m.id DESC LIMIT 1
  ) t ON true
  WHERE p.id = ANY(ids)
  UNION ALL
  SELECT p.company_id, p.id, 'customer', p.customer_id, c.id, c.created_at
  FROM projects p
  LEFT JOIN LATERAL (
    SELECT cm.id, cm.created_at FROM customer_messages cm
    WHERE cm.project_id = p.id AND cm.customer_id = p.customer_id
    ORDER BY cm.created_at DESC, cm.id DESC LIMIT 1
  ) c ON true
  WHERE p.id = ANY(ids) AND p.customer_id IS NOT NULL;
$$;--> statement-breakpoint
CREATE FUNCTION chat_list_entries_on_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    PERFORM chat_list_entries_refresh(array(SELECT id FROM new_rows));
  ELSE
    PERFORM chat_list_entries_refresh(array(SELECT DISTINCT project_id FROM new_rows WHERE project_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION chat_list_entries_on_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM chat_list_entries_refresh(array(SELECT DISTINCT project_id FROM old_rows WHERE project_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update matters only where it changes what an entry shows: a project's customer, a team message's deletion or
-- project, a customer message's project, customer or time (not its read mark, not an edit of its text).
CREATE FUNCTION chat_list_entries_on_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    PERFORM chat_list_entries_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.customer_id IS DISTINCT FROM o.customer_id));
  ELSIF TG_TABLE_NAME = 'project_chat_messages' THEN
    PERFORM chat_list_entries_refresh(array(
      SELECT unnest(array[o.project_id, n.project_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.is_deleted IS DISTINCT FROM o.is_deleted OR n.project_id IS DISTINCT FROM o.project_id));
  ELSE
    PERFORM chat_list_entries_refresh(array(
      SELECT unnest(array[o.project_id, n.project_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.project_id IS DISTINCT FROM o.project_id OR n.customer_id IS DISTINCT FROM o.customer_id
        OR n.created_at IS DISTINCT FROM o.created_at));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One trigger per statement, not per row: a bulk insert of messages or projects refreshes each project once.
-- A project's deletion needs none (its entries go with it by the foreign key).
CREATE TRIGGER projects_chat_list_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_new_rows();--> statement-breakpoint
CREATE TRIGGER projects_chat_list_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_changed_rows();--> statement-breakpoint
CREATE TRIGGER project_chat_messages_chat_list_insert AFTER INSERT ON project_chat_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_new_rows();--> statement-breakpoint
CREATE TRIGGER project_chat_messages_chat_list_update AFTER UPDATE ON project_chat_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_changed_rows();--> statement-breakpoint
CREATE TRIGGER project_chat_messages_chat_list_delete AFTER DELETE ON project_chat_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_old_rows();--> statement-breakpoint
CREATE TRIGGER customer_messages_chat_list_insert AFTER INSERT ON customer_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_new_rows();--> statement-breakpoint
CREATE TRIGGER customer_messages_chat_list_update AFTER UPDATE ON customer_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_changed_rows();--> statement-breakpoint
CREATE TRIGGER customer_messages_chat_list_delete AFTER DELETE ON customer_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_list_entries_on_old_rows();--> statement-breakpoint
SELECT chat_list_entries_refresh(array(SELECT id FROM projects));
--> statement-breakpoint
ANALYZE chat_list_entries;

CREATE TABLE "project_chat_activity" (
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	CONSTRAINT "project_chat_activity_project_id_company_id_pk" PRIMARY KEY("project_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "project_chat_activity" ADD CONSTRAINT "project_chat_activity_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_activity" ADD CONSTRAINT "project_chat_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_chat_activity_company_id_idx" ON "project_chat_activity" USING btree ("company_id");--> statement-breakpoint
-- Each new team message raises its project's newest id. Only inserts: a deletion (soft, or the project's cascade)
-- leaves an id at or above the real newest, which only means a project is looked at that has nothing unread.
CREATE FUNCTION project_chat_activity_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_chat_activity (project_id, company_id, last_message_id)
  VALUES (NEW.project_id, NEW.company_id, NEW.id)
  ON CONFLICT (project_id, company_id) DO UPDATE
    SET last_message_id = greatest(project_chat_activity.last_message_id, EXCLUDED.last_message_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_chat_messages_activity AFTER INSERT ON project_chat_messages
  FOR EACH ROW EXECUTE FUNCTION project_chat_activity_on_message();--> statement-breakpoint
-- The table from the messages themselves: the backfill below, and a restore (backup-restore.ts), whose backup may
-- predate this table.
CREATE FUNCTION project_chat_activity_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_chat_activity (project_id, company_id, last_message_id)
  SELECT project_id, company_id, max(id) FROM project_chat_messages GROUP BY project_id, company_id
  ON CONFLICT (project_id, company_id) DO UPDATE
    SET last_message_id = greatest(project_chat_activity.last_message_id, EXCLUDED.last_message_id);
$$;--> statement-breakpoint
SELECT project_chat_activity_rebuild();

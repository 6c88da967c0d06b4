CREATE TABLE "portal_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip_address" text,
	CONSTRAINT "portal_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"preview_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "portal_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "shared_with_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploaded_by_customer" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "portal_sections" text[] DEFAULT '{estimates,changeOrders,selections,invoices,messages,documents}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_preview_by_users_id_fk" FOREIGN KEY ("preview_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_links_customer_id_created_at_idx" ON "portal_links" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_links_ip_address_created_at_idx" ON "portal_links" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "portal_links_company_id_idx" ON "portal_links" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "portal_sessions_customer_id_idx" ON "portal_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "portal_sessions_company_id_idx" ON "portal_sessions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "portal_sessions_expires_at_idx" ON "portal_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_customer_customers_id_fk" FOREIGN KEY ("uploaded_by_customer") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_customer_id_idx" ON "audit_log" USING btree ("customer_id");--> statement-breakpoint
-- hand-written
-- The audit trail names a client acting in the portal (issue 26): `buildline.actor` may carry the customer and the
-- browser ({"userId", "ip", "customerId", "userAgent"}, features/audit/audit-context.ts). Everything else is as
-- migration 0015 wrote it.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb;
  actor_id integer;
  actor_customer integer;
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
  actor_customer := (actor ->> 'customerId')::integer;
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
  IF actor_customer IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customers WHERE id = actor_customer) THEN
    actor_customer := NULL;
  END IF;
  INSERT INTO audit_log (company_id, user_id, username, action, entity_type, entity_id, details, ip_address,
                         customer_id, user_agent)
  VALUES (
    company,
    actor_id,
    (SELECT username FROM users WHERE id = actor_id),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_ARGV[0],
    row_data ->> 'id',
    details,
    actor ->> 'ip',
    actor_customer,
    left(actor ->> 'userAgent', 500)
  );
  RETURN NULL;
END $$;--> statement-breakpoint
-- Append-only as before; a deleted customer's SET NULL is allowed too (the details keep what was done).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'company_id' - 'user_id' - 'customer_id')
         = (to_jsonb(OLD) - 'company_id' - 'user_id' - 'customer_id')
     AND (NEW.company_id IS NULL OR NEW.company_id = OLD.company_id)
     AND (NEW.user_id IS NULL OR NEW.user_id = OLD.user_id)
     AND (NEW.customer_id IS NULL OR NEW.customer_id = OLD.customer_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;

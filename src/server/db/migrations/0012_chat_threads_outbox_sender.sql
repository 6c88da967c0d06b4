CREATE TABLE "customer_thread_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_thread_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "customer_thread_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "customer_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_threads_email_hash_unique" UNIQUE("email_hash"),
	CONSTRAINT "customer_threads_project_id_customer_id_key" UNIQUE("project_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "project_chat_reads" (
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_chat_reads_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
DROP INDEX "customer_messages_email_hash_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_thread_links" ADD CONSTRAINT "customer_thread_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_thread_links" ADD CONSTRAINT "customer_thread_links_thread_id_customer_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."customer_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_threads" ADD CONSTRAINT "customer_threads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_threads" ADD CONSTRAINT "customer_threads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_threads" ADD CONSTRAINT "customer_threads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_reads" ADD CONSTRAINT "project_chat_reads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_reads" ADD CONSTRAINT "project_chat_reads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_reads" ADD CONSTRAINT "project_chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_thread_links_thread_id_idx" ON "customer_thread_links" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "customer_thread_links_company_id_idx" ON "customer_thread_links" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customer_threads_customer_id_idx" ON "customer_threads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_threads_company_id_idx" ON "customer_threads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_chat_reads_project_id_idx" ON "project_chat_reads" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_chat_reads_company_id_idx" ON "project_chat_reads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "customer_messages_email_hash_id_idx" ON "customer_messages" USING btree ("email_hash","id");--> statement-breakpoint
CREATE INDEX "customer_messages_unread_idx" ON "customer_messages" USING btree ("company_id","project_id") WHERE "customer_messages"."direction" = 'incoming' and not "customer_messages"."is_read";--> statement-breakpoint
CREATE INDEX "project_chat_messages_project_id_id_idx" ON "project_chat_messages" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "invoices_company_id_issue_date_idx" ON "invoices" USING btree ("company_id","issue_date");
CREATE TABLE "content_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"status" text DEFAULT 'published' NOT NULL,
	"draft" jsonb,
	"draft_updated_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_by_name" text
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_key" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb,
	"user_id" integer,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_document_key_content_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."content_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_documents_scheduled_idx" ON "content_documents" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "content_documents_path_idx" ON "content_documents" USING btree ("path");--> statement-breakpoint
CREATE INDEX "content_revisions_document_idx" ON "content_revisions" USING btree ("document_key","id");--> statement-breakpoint
-- hand-written: the page cache is emptied when what visitors see changes (a row appears or goes, or
-- its published version, status or path changes), never when staff save a draft or schedule one.
-- notify_page_cache_purge() is 0006's; an AFTER trigger's return value is ignored, so rows may call it too.
CREATE TRIGGER content_documents_purge_page_cache AFTER INSERT OR DELETE OR TRUNCATE ON content_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();
--> statement-breakpoint
CREATE TRIGGER content_documents_published_purge_page_cache AFTER UPDATE ON content_documents
  FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.status IS DISTINCT FROM NEW.status OR OLD.path IS DISTINCT FROM NEW.path)
  EXECUTE FUNCTION notify_page_cache_purge();

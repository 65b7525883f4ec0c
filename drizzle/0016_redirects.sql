CREATE TABLE "not_found_paths" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "not_found_paths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"referrer_host" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"match_query" boolean DEFAULT false NOT NULL,
	"target" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "not_found_paths_path_unique" ON "not_found_paths" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_source_key_unique" ON "redirects" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "redirects_target_idx" ON "redirects" USING btree ("target");--> statement-breakpoint
-- hand-written: a change to a rule reaches every instance on the page-cache purge channel (ADR 043);
-- counting hits (hits, last_hit_at) changes no rule and notifies nothing.
CREATE TRIGGER redirects_purge_page_cache AFTER INSERT OR DELETE OR TRUNCATE ON redirects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();
--> statement-breakpoint
CREATE TRIGGER redirects_rule_update_purge_page_cache AFTER UPDATE OF source, source_key, match_query, target, status ON redirects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();

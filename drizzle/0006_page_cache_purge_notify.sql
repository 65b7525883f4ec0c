-- Every write to a table that public pages show tells each server instance to empty its page cache
-- (server/page-cache.ts listens on this channel). Statement-level, and PostgreSQL folds identical
-- notifications of one transaction into one, so a 10,000-row import sends a single message.
CREATE FUNCTION notify_page_cache_purge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache_purge', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_purge_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();
--> statement-breakpoint
CREATE TRIGGER brands_purge_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();
--> statement-breakpoint
CREATE TRIGGER blog_posts_purge_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();
--> statement-breakpoint
CREATE TRIGGER support_apps_purge_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_apps
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();
--> statement-breakpoint
CREATE TRIGGER site_settings_purge_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache_purge();

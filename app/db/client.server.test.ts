import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-database";
import { createDb } from "./client.server";

describeEachDatabase("createDb", (getDatabase) => {
  it("applies every migration, including pg_trgm, and is idempotent", async () => {
    const database = getDatabase();
    await database.migrate();
    const result = await database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(result.rows).toHaveLength(1);
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      "audit_log",
      "blog_posts",
      "brands",
      "contact_messages",
      "content_documents",
      "content_revisions",
      "import_jobs",
      "leads",
      "login_attempts",
      "media_assets",
      "newsletter_subscribers",
      "not_found_paths",
      "pending_logins",
      "products",
      "rate_limit_hits",
      "recovery_codes",
      "redirects",
      "sessions",
      "site_settings",
      "staff_tokens",
      "support_apps",
      "unfound_searches",
      "users",
    ]);
  });

  it("answers ping, and ping fails once closed", async () => {
    const database = getDatabase();
    if (database.kind === "pglite") {
      await expect(database.ping()).resolves.toBeUndefined();
      const other = await createDb();
      await other.close();
      await expect(other.ping()).rejects.toThrow();
      return;
    }
    const other = await createDb({ databaseUrl: database.url });
    await other.ping();
    await other.close();
    await expect(other.ping()).rejects.toThrow();
  });

  it("lets several instances migrate at once (advisory lock on PostgreSQL)", async () => {
    const database = getDatabase();
    if (database.kind !== "postgresql") return;
    const instances = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: database.url })));
    await Promise.all(instances.map((instance) => instance.migrate()));
    await Promise.all(instances.map((instance) => instance.close()));
  });
});

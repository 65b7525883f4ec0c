import path from "node:path";
import type { Logger } from "pino";
import { createDb } from "#app/db/client.server";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { ensureAdminUser } from "#app/features/auth/admin-bootstrap.server";
import { loadAppSecret } from "./app-secret";
import { acquireDataDirLock } from "./data-dir-lock";
import type { Env } from "./env";

/**
 * Everything before serving: the DATA_DIR lock (embedded database only), the database and its
 * migrations, demo content for an empty database, the admin user and the app secret.
 */
export async function boot(env: Env, logger: Logger) {
  const lock = env.DATABASE_URL ? undefined : acquireDataDirLock(env.DATA_DIR);
  process.on("exit", () => lock?.release());
  const database = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, "pglite"),
    onPoolError: (error) => logger.error({ err: error }, "database connection lost"),
  });
  logger.info({ database: database.description }, "database opened");
  await database.migrate();
  if (env.seedDemo) {
    const seeded = await seedDemoContent(database.db);
    if (seeded) logger.info(seeded, "demo content seeded into an empty database");
  }
  await ensureAdminUser(database.db, {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    dataDir: env.DATA_DIR,
    logger,
  });
  const appSecret = loadAppSecret(env);
  return {
    database,
    appSecret,
    async close() {
      await database.close();
      lock?.release();
    },
  };
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { withPreparedReads } from "./pglite-prepared-reads.server";

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the WebAssembly heap, zeroed at every start.
 * The default 128 MB cost 130 MB of RSS and a second of start-up (ADR 027); pages that do not fit
 * are read again through the operating system's page cache, which keeps the data directory anyway.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * Opens the embedded database, in memory without a data directory. Returns the instance, and the
 * same instance with its repeated reads prepared (`withPreparedReads`) for everything that queries.
 */
export async function openPglite(dataDir: string | undefined): Promise<{ pglite: PGlite; client: PGlite }> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm }, postgresqlconf: [`shared_buffers = '${PGLITE_SHARED_BUFFERS}'`] });
  return { pglite, client: withPreparedReads(pglite) };
}

/** A gzipped tar of the data directory, taken while no transaction of this instance runs (ADR 022). */
export async function dumpPglite(pglite: PGlite): Promise<Blob> {
  // A checkpoint keeps the replay on restore short.
  await pglite.exec("CHECKPOINT");
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir("gzip"));
}

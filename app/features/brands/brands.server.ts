import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { brands } from "#app/db/schema/catalog";

/** Active brands by name, in Turkish collation order. */
export async function listActiveBrands(db: Db) {
  const rows = await db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, logoUrl: brands.logoUrl, description: brands.description })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.name));
  return rows.sort((a, b) => a.name.localeCompare(b.name, "tr"));
}

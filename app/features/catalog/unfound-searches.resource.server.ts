import { count, desc, eq } from "drizzle-orm";
import { deleteRow, type EntityNames } from "#app/db/admin-write.server";
import { unfoundSearches } from "#app/db/schema/catalog";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { unfoundSearchItemSchema, unfoundSearchesResource } from "./unfound-searches.resource";

const names: EntityNames = {
  auditType: "unfound-search",
  notFound: "Arama kaydı bulunamadı.",
  conflict: "Bu arama kaydı siz bakarken değişti. Sayfayı yenileyip tekrar deneyin.",
};
const itemColumns = selectColumns(unfoundSearches, unfoundSearchItemSchema);

export const unfoundSearchesServer = defineResourceServer({
  resource: unfoundSearchesResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  /** A page of the list, most searched first, then the latest. */
  page: async (db, { limit, offset }) => {
    const [items, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select(itemColumns)
        .from(unfoundSearches)
        .orderBy(desc(unfoundSearches.count), desc(unfoundSearches.lastSeenAt), desc(unfoundSearches.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(unfoundSearches),
    ]);
    return { items, total };
  },
  get: async (db, id) => (await db.select(itemColumns).from(unfoundSearches).where(eq(unfoundSearches.id, id)).limit(1))[0],
  remove: (db, { id }, options) => deleteRow(db, { table: unfoundSearches, names, id, describe: (row) => ({ query: row.query, count: row.count }) }, options),
});

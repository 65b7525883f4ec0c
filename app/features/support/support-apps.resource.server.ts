import { asc, eq } from "drizzle-orm";
import { createRow, deleteRow, updateRow, type EntityNames } from "#app/db/admin-write.server";
import { supportApps } from "#app/db/schema/support";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { supportAppItemSchema, supportAppsResource, type SupportAppFormValues } from "./support-apps.resource";

const names: EntityNames = {
  auditType: "support-app",
  notFound: "Uygulama bulunamadı.",
  conflict: "Bu uygulama siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const itemColumns = selectColumns(supportApps, supportAppItemSchema);
const OPTIONAL_COLUMNS = ["description", "downloadUrl", "androidDownloadUrl", "iosDownloadUrl", "windowsDownloadUrl", "imageUrl", "version", "brand"] as const;

/** A full replacement: the optional columns the input leaves out are cleared. */
function replacementColumns(input: SupportAppFormValues) {
  const optional = Object.fromEntries(OPTIONAL_COLUMNS.map((column) => [column, input[column] ?? null]));
  return { ...input, ...optional };
}

export const supportAppsServer = defineResourceServer({
  resource: supportAppsResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  list: (db) => db.select(itemColumns).from(supportApps).orderBy(asc(supportApps.type), asc(supportApps.name)),
  get: async (db, id) => (await db.select(itemColumns).from(supportApps).where(eq(supportApps.id, id)).limit(1))[0],
  create: (db, input, options) =>
    createRow(db, { table: supportApps, names, prepare: async () => replacementColumns(input), describe: (row) => ({ name: row.name }) }, options),
  update: (db, { id, input, expectedUpdatedAt }, options) =>
    updateRow(
      db,
      { table: supportApps, names, id, expectedUpdatedAt, prepare: async () => replacementColumns(input), describe: (row) => ({ name: row.name }) },
      options,
    ),
  /**
   * PATCH: only the fields the body names (an emptied optional one is cleared); no concurrency check
   * (docs/product.md#admin-area).
   */
  patch: (db, { id, patch }, options) =>
    updateRow(
      db,
      {
        table: supportApps,
        names,
        id,
        action: "patch",
        prepare: async () => Object.fromEntries(Object.entries(patch).map(([column, value]) => [column, value ?? null])),
        describe: () => patch,
      },
      options,
    ),
  remove: (db, { id }, options) => deleteRow(db, { table: supportApps, names, id, describe: (row) => ({ name: row.name }) }, options),
});

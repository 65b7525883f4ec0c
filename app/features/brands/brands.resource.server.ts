import { count, eq } from "drizzle-orm";
import { createRow, deleteRow, updateRow, type EntityNames } from "#app/db/admin-write.server";
import type { Tx } from "#app/db/client.server";
import { brands, products } from "#app/db/schema/catalog";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { conflict } from "#app/lib/errors";
import { foldTr, slugify } from "#app/lib/turkish";
import { brandItemSchema, brandsResource } from "./brands.resource";

const names: EntityNames = {
  auditType: "brand",
  notFound: "Marka bulunamadı.",
  conflict: "Bu marka siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const itemColumns = selectColumns(brands, brandItemSchema);

/** The name, and the slug made from it (unique in the table), must both be free: else 409, never a 500. */
async function requireFreeName(tx: Tx, name: string, exceptId?: number) {
  const rows = await tx.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
  const others = rows.filter((row) => row.id !== exceptId);
  if (others.some((row) => foldTr(row.name) === foldTr(name))) throw conflict("Bu adla bir marka zaten var.");
  const slug = slugify(name);
  if (slug && others.some((row) => row.slug === slug)) throw conflict("Bu ada çok benzeyen bir marka zaten var; adı biraz değiştirin.");
}

/** Products that refer to the brand, passive ones too: "brand in use". */
async function productsUsing(tx: Tx, brandId: number) {
  const [row] = await tx.select({ total: count() }).from(products).where(eq(products.brandId, brandId));
  return row?.total ?? 0;
}

export const brandsServer = defineResourceServer({
  resource: brandsResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  /** Every brand in Turkish alphabetical order: the admin list and the product form's brand select. */
  list: async (db) => (await db.select(itemColumns).from(brands)).sort((a, b) => a.name.localeCompare(b.name, "tr")),
  get: async (db, id) => (await db.select(itemColumns).from(brands).where(eq(brands.id, id)).limit(1))[0],
  create: (db, input, options) =>
    createRow(
      db,
      {
        table: brands,
        names,
        prepare: async (tx) => {
          await requireFreeName(tx, input.name);
          return { ...input, slug: slugify(input.name) || "marka" };
        },
        describe: (row) => ({ name: row.name }),
      },
      options,
    ),
  /** Products refer to the brand by id: a rename writes the brand alone (their search text follows, by trigger). */
  update: (db, { id, input, expectedUpdatedAt }, options) =>
    updateRow(
      db,
      {
        table: brands,
        names,
        id,
        expectedUpdatedAt,
        prepare: async (tx, current) => {
          if (input.name !== current.name) await requireFreeName(tx, input.name, id);
          return { ...input, slug: input.name === current.name ? current.slug : slugify(input.name) || current.slug };
        },
        describe: (row, current) => ({ from: current.name, to: row.name }),
      },
      options,
    ),
  /** Refused with 409 while products use the brand; the message says how many. */
  remove: (db, { id }, options) =>
    deleteRow(
      db,
      {
        table: brands,
        names,
        id,
        check: async (tx, current) => {
          const inUse = await productsUsing(tx, current.id);
          if (inUse > 0) throw conflict(`Bu marka ${inUse.toLocaleString("tr-TR")} üründe kullanılıyor; önce bu ürünlerin markasını değiştirin.`);
        },
        describe: (row) => ({ name: row.name }),
      },
      options,
    ),
});

import { desc, eq, like, or } from "drizzle-orm";
import { createRow, deleteRow, updateRow, type EntityNames } from "#app/db/admin-write.server";
import type { Tx } from "#app/db/client.server";
import { brands, products } from "#app/db/schema/catalog";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { DomainError } from "#app/lib/errors";
import { foldTr, slugify } from "#app/lib/turkish";
import { productItemSchema, productRowSchema, productsResource } from "./products.resource";

const names: EntityNames = {
  auditType: "product",
  notFound: "Ürün bulunamadı.",
  conflict: "Bu ürün siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const rowColumns = selectColumns(products, productRowSchema);
const itemColumns = selectColumns(products, productItemSchema);

/** A slug not used by another product: "brand-name", then "brand-name-2", "-3"… */
export async function uniqueSlug(tx: Tx, base: string, exceptId?: number) {
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug, id: products.id })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)))
    )
      .filter((row) => row.id !== exceptId)
      .map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** The brand as the brand list spells it; a product's brand must be one of them (SPEC 5). */
async function requireKnownBrand(tx: Tx, name: string) {
  const known = await tx.select({ name: brands.name }).from(brands);
  const match = known.find((brand) => foldTr(brand.name) === foldTr(name));
  if (!match) throw new DomainError("validation", "Marka listede yok.", { brand: ["Marka listeden seçilmelidir."] });
  return match.name;
}

export const productsServer = defineResourceServer({
  resource: productsResource,
  notFoundMessage: names.notFound,
  /** Every product, active or not, newest first. */
  list: (db) => db.select(rowColumns).from(products).orderBy(desc(products.createdAt), desc(products.id)),
  get: async (db, id) => (await db.select(itemColumns).from(products).where(eq(products.id, id)).limit(1))[0],
  create: (db, input, options) =>
    createRow(
      db,
      {
        table: products,
        names,
        prepare: async (tx) => {
          const brand = await requireKnownBrand(tx, input.brand);
          return { ...input, brand, slug: await uniqueSlug(tx, slugify(`${brand} ${input.name}`) || "urun") };
        },
        describe: (row) => ({ name: row.name }),
      },
      options,
    ),
  update: (db, { id, input, expectedUpdatedAt }, options) =>
    updateRow(
      db,
      {
        table: products,
        names,
        id,
        expectedUpdatedAt,
        prepare: async (tx, current) => {
          const brand = await requireKnownBrand(tx, input.brand);
          const renamed = current.name !== input.name || current.brand !== brand;
          return { ...input, brand, slug: renamed ? await uniqueSlug(tx, slugify(`${brand} ${input.name}`) || "urun", id) : current.slug };
        },
        describe: (row) => ({ name: row.name }),
      },
      options,
    ),
  remove: (db, { id }, options) => deleteRow(db, { table: products, names, id, describe: (row) => ({ name: row.name }) }, options),
});

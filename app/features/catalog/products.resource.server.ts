import { desc, eq, like, or } from "drizzle-orm";
import { createRow, deleteRow, updateRow, type EntityNames } from "#app/db/admin-write.server";
import type { Db, Tx } from "#app/db/client.server";
import { brands, products } from "#app/db/schema/catalog";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { DomainError } from "#app/lib/errors";
import { foldTr, slugify } from "#app/lib/turkish";
import { productBrandName, productCategoryName, withBrand } from "./product-names.server";
import { productItemSchema, productRowSchema, productsResource, type ProductFormValues } from "./products.resource";

const names: EntityNames = {
  auditType: "product",
  notFound: "Ürün bulunamadı.",
  conflict: "Bu ürün siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const nameColumns = { brand: productBrandName, category: productCategoryName };
const rowColumns = selectColumns(products, productRowSchema, nameColumns);
const itemColumns = selectColumns(products, productItemSchema, nameColumns);

const getItem = async (db: Db, id: number) => (await db.select(itemColumns).from(products).innerJoin(...withBrand).where(eq(products.id, id)).limit(1))[0];

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

/** Every brand (id and name) by its folded name; of two that fold alike, the older, as migration 0014 mapped them. */
export async function brandsByFoldedName(tx: Db | Tx) {
  const byName = new Map<string, { id: number; name: string }>();
  for (const brand of await tx.select({ id: brands.id, name: brands.name }).from(brands).orderBy(brands.id)) {
    if (!byName.has(foldTr(brand.name))) byName.set(foldTr(brand.name), brand);
  }
  return byName;
}

/** The brand a product names, which must be in the brand list (docs/product.md#catalogue). */
async function requireKnownBrand(tx: Tx, name: string) {
  const match = (await brandsByFoldedName(tx)).get(foldTr(name));
  if (!match) throw new DomainError("validation", "Marka listede yok.", { brand: ["Marka listeden seçilmelidir."] });
  return match;
}

/** The form's values as the product's columns: the brand by its id. */
export function productColumnValues({ brand: _name, ...fields }: ProductFormValues, brandId: number) {
  return { ...fields, brandId };
}

/** The slug of a new or renamed product: "brand-name", made unique. */
export const productSlug = (tx: Tx, brandName: string, name: string, exceptId?: number) => uniqueSlug(tx, slugify(`${brandName} ${name}`) || "urun", exceptId);

export const productsServer = defineResourceServer({
  resource: productsResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  /** Every product, active or not, newest first. */
  list: (db) => db.select(rowColumns).from(products).innerJoin(...withBrand).orderBy(desc(products.createdAt), desc(products.id)),
  get: getItem,
  create: async (db, input, options) => {
    const created = await createRow(
      db,
      {
        table: products,
        names,
        prepare: async (tx) => {
          const brand = await requireKnownBrand(tx, input.brand);
          return { ...productColumnValues(input, brand.id), slug: await productSlug(tx, brand.name, input.name) };
        },
        describe: (row) => ({ name: row.name }),
      },
      options,
    );
    return (await getItem(db, created.id))!;
  },
  update: async (db, { id, input, expectedUpdatedAt }, options) => {
    await updateRow(
      db,
      {
        table: products,
        names,
        id,
        expectedUpdatedAt,
        prepare: async (tx, current) => {
          const brand = await requireKnownBrand(tx, input.brand);
          const renamed = current.name !== input.name || current.brandId !== brand.id;
          return { ...productColumnValues(input, brand.id), slug: renamed ? await productSlug(tx, brand.name, input.name, id) : current.slug };
        },
        describe: (row) => ({ name: row.name }),
      },
      options,
    );
    return (await getItem(db, id))!;
  },
  remove: (db, { id }, options) => deleteRow(db, { table: products, names, id, describe: (row) => ({ name: row.name }) }, options),
});

import { desc, eq, like, or } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { recordAudit } from "#app/db/audit.server";
import { brands, products } from "#app/db/schema/catalog";
import { conflict, DomainError, notFound } from "#app/lib/errors";
import { productSearchText } from "#app/lib/catalog-matching";
import { foldTr, slugify } from "#app/lib/turkish";
import type { ProductFormValues } from "./product-form.schema";

/** Every product, active or not, newest first: the admin list. */
export async function listAdminProducts(db: Db, { limit }: { limit?: number } = {}) {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      category: products.category,
      subcategory: products.subcategory,
      imageUrl: products.imageUrl,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id));
  return limit ? query.limit(limit) : query;
}

export type Actor = { id: number; username: string };
type WriteOptions = { actor: Actor; ipAddress?: string };

/** One product with every field, for the edit dialog. */
export async function getAdminProduct(db: Db, { id }: { id: number }) {
  const [product] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return product;
}

export function productColumns(input: ProductFormValues) {
  return {
    ...input,
    searchText: productSearchText(input),
  };
}

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

async function requireKnownBrand(tx: Tx, name: string) {
  const known = await tx.select({ name: brands.name }).from(brands);
  const match = known.find((brand) => foldTr(brand.name) === foldTr(name));
  if (!match) throw new DomainError("validation", "Marka listede yok.", { brand: ["Marka listeden seçilmelidir."] });
  return match.name;
}

export async function createProduct(db: Db, input: ProductFormValues, { actor, ipAddress }: WriteOptions) {
  return db.transaction(async (tx) => {
    const brand = await requireKnownBrand(tx, input.brand);
    const slug = await uniqueSlug(tx, slugify(`${brand} ${input.name}`) || "urun");
    const [created] = await tx
      .insert(products)
      .values({ ...productColumns({ ...input, brand }), slug })
      .returning();
    await recordAudit(tx, { user: actor, action: "create", entityType: "product", entityId: created!.id, details: { name: created!.name }, ipAddress });
    return created!;
  });
}

/**
 * Updates a product when it has not changed since `expectedUpdatedAt` (the form's copy);
 * otherwise a 409 conflict, so nobody silently overwrites a colleague's edit.
 */
export async function updateProduct(
  db: Db,
  { id, input, expectedUpdatedAt }: { id: number; input: ProductFormValues; expectedUpdatedAt: Date },
  { actor, ipAddress }: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for("update").limit(1);
    if (!current) throw notFound("Ürün bulunamadı.");
    if (current.updatedAt.getTime() !== expectedUpdatedAt.getTime()) {
      throw conflict("Bu ürün siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.");
    }
    const brand = await requireKnownBrand(tx, input.brand);
    const renamed = current.name !== input.name || current.brand !== brand;
    const slug = renamed ? await uniqueSlug(tx, slugify(`${brand} ${input.name}`) || "urun", id) : current.slug;
    const [updated] = await tx
      .update(products)
      .set({ ...productColumns({ ...input, brand }), slug, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await recordAudit(tx, { user: actor, action: "update", entityType: "product", entityId: id, details: { name: updated!.name }, ipAddress });
    return updated!;
  });
}

export async function deleteProduct(db: Db, { id }: { id: number }, { actor, ipAddress }: WriteOptions) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id, name: products.name });
    if (!deleted) throw notFound("Ürün bulunamadı.");
    await recordAudit(tx, { user: actor, action: "delete", entityType: "product", entityId: id, details: { name: deleted.name }, ipAddress });
  });
}

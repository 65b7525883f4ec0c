import { count, eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { brands, products } from "#app/db/schema/catalog";
import { productSearchText } from "#app/lib/catalog-matching";
import { conflict, notFound } from "#app/lib/errors";
import { foldTr, slugify } from "#app/lib/turkish";
import type { BrandFormValues } from "./brand-form.schema";

type WriteOptions = { actor: { id: number; username: string }; ipAddress?: string };

/** The name, and the slug made from it (unique in the table), must both be free: else 409, never a 500. */
async function requireFreeName(tx: Tx, name: string, exceptId?: number) {
  const rows = await tx.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
  const others = rows.filter((row) => row.id !== exceptId);
  if (others.some((row) => foldTr(row.name) === foldTr(name))) throw conflict("Bu adla bir marka zaten var.");
  const slug = slugify(name);
  if (slug && others.some((row) => row.slug === slug)) throw conflict("Bu ada çok benzeyen bir marka zaten var; adı biraz değiştirin.");
}

/** Products whose brand text, folded, equals the brand's name (DESIGN 10: "brand in use"). */
async function productsUsing(tx: Tx, name: string) {
  const rows = await tx.select({ brand: products.brand, total: count() }).from(products).groupBy(products.brand);
  return rows.filter((row) => foldTr(row.brand) === foldTr(name)).reduce((sum, row) => sum + row.total, 0);
}

export async function createBrand(db: Db, input: BrandFormValues, { actor, ipAddress }: WriteOptions) {
  return db.transaction(async (tx) => {
    await requireFreeName(tx, input.name);
    const [created] = await tx.insert(brands).values({ ...input, slug: slugify(input.name) || "marka" }).returning();
    await recordAudit(tx, { user: actor, action: "create", entityType: "brand", entityId: created!.id, details: { name: created!.name }, ipAddress });
    return created!;
  });
}

/** A rename also renames the brand on its products, in the same transaction. */
export async function updateBrand(
  db: Db,
  { id, input, expectedUpdatedAt }: { id: number; input: BrandFormValues; expectedUpdatedAt: Date },
  { actor, ipAddress }: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(brands).where(eq(brands.id, id)).for("update").limit(1);
    if (!current) throw notFound("Marka bulunamadı.");
    if (current.updatedAt.getTime() !== expectedUpdatedAt.getTime()) {
      throw conflict("Bu marka siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.");
    }
    await requireFreeName(tx, input.name, id);
    const [updated] = await tx
      .update(brands)
      .set({ ...input, slug: slugify(input.name) || current.slug, updatedAt: new Date() })
      .where(eq(brands.id, id))
      .returning();
    if (current.name !== input.name) {
      const oldFolded = foldTr(current.name);
      const affected = (
        await tx.select({ id: products.id, name: products.name, brand: products.brand, description: products.description }).from(products)
      ).filter((row) => foldTr(row.brand) === oldFolded);
      for (const row of affected) {
        await tx
          .update(products)
          .set({ brand: input.name, searchText: productSearchText({ ...row, brand: input.name }), updatedAt: new Date() })
          .where(eq(products.id, row.id));
      }
    }
    await recordAudit(tx, { user: actor, action: "update", entityType: "brand", entityId: id, details: { from: current.name, to: input.name }, ipAddress });
    return updated!;
  });
}

/** Refused with 409 while products use the brand; the message says how many. */
export async function deleteBrand(db: Db, { id }: { id: number }, { actor, ipAddress }: WriteOptions) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(brands).where(eq(brands.id, id)).for("update").limit(1);
    if (!current) throw notFound("Marka bulunamadı.");
    const inUse = await productsUsing(tx, current.name);
    if (inUse > 0) throw conflict(`Bu marka ${inUse.toLocaleString("tr-TR")} üründe kullanılıyor; önce bu ürünlerin markasını değiştirin.`);
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, { user: actor, action: "delete", entityType: "brand", entityId: id, details: { name: current.name }, ipAddress });
  });
}

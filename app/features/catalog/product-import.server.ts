import { sql } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { brands, products } from "#app/db/schema/catalog";
import { foldTr, slugify } from "#app/lib/turkish";
import { productColumns, uniqueSlug, type Actor } from "./admin-catalog.server";
import { productFormSchema } from "./product-form.schema";

/** Products are the same when their folded name and brand are (the import's and cleanup's rule). */
export function productKey(name: string, brand: string): string {
  return `${foldTr(name)}\u0000${foldTr(brand)}`;
}

async function existingKeys(db: Db | Tx) {
  const rows = await db.select({ name: products.name, brand: products.brand }).from(products);
  return new Set(rows.map((row) => productKey(row.name, row.brand)));
}

type Named = { name: string; brand: string };

/** The candidates not yet in the catalogue, each key once (the first wins). */
export async function findNewProducts<T extends Named>(db: Db, candidates: T[]): Promise<T[]> {
  const seen = await existingKeys(db);
  return candidates.filter((candidate) => {
    const key = productKey(candidate.name, candidate.brand);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type ImportResult = { insertedCount: number; errors: string[] };

/**
 * Inserts imported products in one transaction: validated like the admin form, deduplicated again
 * inside the transaction (imports are serialised by an advisory lock), unknown brands created.
 * A crash or kill before the commit leaves nothing behind. `onInserted` reports progress.
 */
export async function insertImportedProducts(
  db: Db,
  candidates: unknown[],
  { actor, ipAddress, source, onInserted }: { actor: Actor | null; ipAddress?: string; source: string; onInserted?: (count: number) => Promise<void> | void },
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product-import'))`);
    const seen = await existingKeys(tx);
    const brandNames = new Map((await tx.select({ name: brands.name }).from(brands)).map((row) => [foldTr(row.name), row.name]));
    const errors: string[] = [];
    let insertedCount = 0;
    for (const candidate of candidates) {
      const parsed = productFormSchema.safeParse(candidate);
      if (!parsed.success) {
        const name = (candidate as { name?: unknown }).name;
        errors.push(`${typeof name === "string" && name ? name : "Adsız ürün"}: ${parsed.error.issues[0]?.message ?? "geçersiz"}`);
        continue;
      }
      const input = parsed.data;
      const key = productKey(input.name, input.brand);
      if (seen.has(key)) continue;
      seen.add(key);
      let brand = brandNames.get(foldTr(input.brand));
      if (!brand) {
        await tx.insert(brands).values({ name: input.brand, slug: slugify(input.brand) || "marka" });
        brandNames.set(foldTr(input.brand), input.brand);
        brand = input.brand;
      }
      const slug = await uniqueSlug(tx, slugify(`${brand} ${input.name}`) || "urun");
      await tx.insert(products).values({ ...productColumns({ ...input, brand }), slug });
      insertedCount++;
      await onInserted?.(insertedCount);
    }
    await recordAudit(tx, { user: actor, action: "import", entityType: "product", details: { source, insertedCount, errors: errors.length }, ipAddress });
    return { insertedCount, errors };
  });
}

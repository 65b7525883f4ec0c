import { sql } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { brands, products } from "#app/db/schema/catalog";
import { foldTr, slugify } from "#app/lib/turkish";
import type { Actor } from "#app/db/admin-write.server";
import { productBrandName, withBrand } from "./product-names.server";
import { brandsByFoldedName, productColumnValues, productSlug } from "./products.resource.server";
import { productFormSchema, specificationMap } from "./products.resource";

/** Products are the same when their folded name and brand are (the import's and cleanup's rule). */
export function productKey(name: string, brand: string): string {
  return `${foldTr(name)}\u0000${foldTr(brand)}`;
}

/** The folded name + brand keys and the supplier SKUs of every product in the catalogue. */
async function catalogueKeys(db: Db | Tx) {
  const rows = await db.select({ name: products.name, brand: productBrandName, supplierSku: products.supplierSku }).from(products).innerJoin(...withBrand);
  return {
    names: new Set(rows.map((row) => productKey(row.name, row.brand))),
    skus: new Set(rows.flatMap((row) => (row.supplierSku ? [row.supplierSku] : []))),
  };
}

type Imported = { name: string; brand: string; supplierSku?: string | null };
type Keys = Awaited<ReturnType<typeof catalogueKeys>>;

/** Which key already names the product: its supplier SKU first, then its folded name + brand. */
function knownBy(keys: Keys, candidate: Imported): "sku" | "name" | null {
  if (candidate.supplierSku && keys.skus.has(candidate.supplierSku)) return "sku";
  return keys.names.has(productKey(candidate.name, candidate.brand)) ? "name" : null;
}

function remember(keys: Keys, candidate: Imported) {
  keys.names.add(productKey(candidate.name, candidate.brand));
  if (candidate.supplierSku) keys.skus.add(candidate.supplierSku);
}

/** For each candidate, whether the catalogue (or an earlier candidate) already has it, and by which key. */
export async function matchExistingProducts<T extends Imported>(db: Db, candidates: T[]): Promise<("sku" | "name" | null)[]> {
  const keys = await catalogueKeys(db);
  return candidates.map((candidate) => {
    const match = knownBy(keys, candidate);
    remember(keys, candidate);
    return match;
  });
}

/** The candidates not yet in the catalogue, each once (the first wins). */
export async function findNewProducts<T extends Imported>(db: Db, candidates: T[]): Promise<T[]> {
  const matches = await matchExistingProducts(db, candidates);
  return candidates.filter((_, index) => matches[index] === null);
}

/** The supplier SKU an import candidate carries (the product form does not know it). */
function supplierSkuOf(candidate: unknown): string | null {
  const sku = (candidate as { supplierSku?: unknown }).supplierSku;
  return typeof sku === "string" && sku.trim() ? sku.trim().slice(0, 100) : null;
}

export type ImportResult = { insertedCount: number; errors: string[] };

/**
 * Inserts imported products in one transaction: validated like the admin form, deduplicated again
 * inside the transaction by supplier SKU, then folded name + brand (imports are serialised by an
 * advisory lock), unknown brands created.
 * A crash or kill before the commit leaves nothing behind. `onInserted` reports progress.
 */
export async function insertImportedProducts(
  db: Db,
  candidates: unknown[],
  { actor, ipAddress, source, onInserted }: { actor: Actor | null; ipAddress?: string; source: string; onInserted?: (count: number) => Promise<void> | void },
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product-import'))`);
    const keys = await catalogueKeys(tx);
    const knownBrands = await brandsByFoldedName(tx);
    const errors: string[] = [];
    let insertedCount = 0;
    for (const candidate of candidates) {
      // The importer reads specification rows; the product API takes them as a map.
      const rows = (candidate as { specifications?: unknown }).specifications;
      const parsed = productFormSchema.safeParse(Array.isArray(rows) ? { ...(candidate as object), specifications: specificationMap(rows) } : candidate);
      if (!parsed.success) {
        const name = (candidate as { name?: unknown }).name;
        errors.push(`${typeof name === "string" && name ? name : "Adsız ürün"}: ${parsed.error.issues[0]?.message ?? "geçersiz"}`);
        continue;
      }
      const input = parsed.data;
      const supplierSku = supplierSkuOf(candidate);
      if (knownBy(keys, { ...input, supplierSku })) continue;
      remember(keys, { ...input, supplierSku });
      const brand =
        knownBrands.get(foldTr(input.brand)) ??
        (await tx.insert(brands).values({ name: input.brand, slug: slugify(input.brand) || "marka" }).returning({ id: brands.id, name: brands.name }))[0]!;
      knownBrands.set(foldTr(brand.name), brand);
      await tx.insert(products).values({ ...productColumnValues(input, brand.id), slug: await productSlug(tx, brand.name, input.name), supplierSku });
      insertedCount++;
      await onInserted?.(insertedCount);
    }
    await recordAudit(tx, { user: actor, action: "import", entityType: "product", details: { source, insertedCount, errors: errors.length }, ipAddress });
    return { insertedCount, errors };
  });
}

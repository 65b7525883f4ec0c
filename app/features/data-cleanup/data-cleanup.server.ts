import { existsSync } from "node:fs";
import path from "node:path";
import { asc, inArray, isNotNull, eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { products, type Product } from "#app/db/schema/catalog";
import { foldTr } from "#app/lib/turkish";

type WriteOptions = { actor: { id: number; username: string }; ipAddress?: string };

/** Fields of `keep` that are empty are taken from the duplicates, oldest first. */
function mergeInto(keep: Product, others: Product[]) {
  const merged = {
    description: keep.description,
    subcategory: keep.subcategory,
    imageUrl: keep.imageUrl,
    features: keep.features,
    specifications: { ...keep.specifications },
    documents: keep.documents,
  };
  for (const other of others) {
    merged.description ||= other.description;
    merged.subcategory ||= other.subcategory;
    merged.imageUrl ||= other.imageUrl;
    if (merged.features.length === 0) merged.features = other.features;
    if (merged.documents.length === 0) merged.documents = other.documents;
    for (const [name, value] of Object.entries(other.specifications)) merged.specifications[name] ??= value;
  }
  return merged;
}

/** Products with the same folded name and the same brand, oldest first: each group's first is kept. */
function duplicateGroups(rows: Product[]): [Product, Product[]][] {
  const groups = new Map<string, Product[]>();
  for (const row of rows) {
    const key = `${foldTr(row.name.trim())}\u0000${row.brandId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap(([keep, ...others]) => (keep && others.length > 0 ? [[keep, others] as [Product, Product[]]] : []));
}

const allProductsOldestFirst = (db: Db) => db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));

/** What "Yinelenenleri Temizle" would do, for its confirmation: how many products it would delete. */
export async function previewDuplicateCleanup(db: Db) {
  const count = duplicateGroups(await allProductsOldestFirst(db)).reduce((sum, [, others]) => sum + others.length, 0);
  return { count, message: count === 0 ? "Yinelenen ürün bulunamadı." : `${count} yinelenen ürün silinecek; eksik bilgileri aynı ürünün en eski kaydına aktarılacak.` };
}

/**
 * Products with the same folded name and the same brand are one product: the oldest is kept, the missing
 * fields are filled from the others, and the others are deleted, in one transaction.
 */
export async function cleanDuplicateProducts(db: Db, { actor, ipAddress }: WriteOptions) {
  return db.transaction(async (tx) => {
    let removed = 0;
    for (const [keep, others] of duplicateGroups(await allProductsOldestFirst(tx))) {
      const merged = mergeInto(keep, others);
      await tx
        .update(products)
        .set({ ...merged, updatedAt: new Date() })
        .where(eq(products.id, keep.id));
      await tx.delete(products).where(inArray(products.id, others.map((other) => other.id)));
      removed += others.length;
    }
    await recordAudit(tx, { user: actor, action: "clean-duplicates", entityType: "product", details: { removed }, ipAddress });
    return { removed, message: removed === 0 ? "Yinelenen ürün bulunamadı." : `${removed} yinelenen ürün birleştirilip silindi.` };
  });
}

/** "images\\x.png", " images/x.png " → "/images/x.png"; URLs are left as they are. */
export function normaliseImagePath(value: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const forward = trimmed.replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  return forward.startsWith("/") ? forward : `/${forward}`;
}

/** A directory served under a URL prefix: `{ prefix: "/media/", dir: MEDIA_DIR }`. */
export type ServedDir = { prefix: string; dir: string };

function servedFileExists(urlPath: string, servedDirs: ServedDir[]) {
  const decoded = decodeURIComponent(urlPath.split(/[?#]/)[0]!);
  return servedDirs.some(({ prefix, dir }) => {
    if (!decoded.startsWith(prefix)) return false;
    const root = path.resolve(dir);
    const file = path.resolve(root, decoded.slice(prefix.length));
    return file.startsWith(root + path.sep) && existsSync(file);
  });
}

/** The products whose image address "Görselleri Düzelt" changes, with the new address (null: removed). */
async function imageFixes(db: Db, servedDirs: ServedDir[]) {
  const rows = await db.select({ id: products.id, imageUrl: products.imageUrl }).from(products).where(isNotNull(products.imageUrl));
  return rows.flatMap((row) => {
    const current = row.imageUrl!;
    let next: string | null = current.trim() === "" ? null : normaliseImagePath(current);
    if (next?.startsWith("/") && !servedFileExists(next, servedDirs)) next = null;
    return next === current ? [] : [{ id: row.id, next }];
  });
}

/** What "Görselleri Düzelt" would do, for its confirmation. */
export async function previewImageFixes(db: Db, servedDirs: ServedDir[]) {
  const count = (await imageFixes(db, servedDirs)).length;
  return { count, message: count === 0 ? "Düzeltilecek görsel bulunamadı." : `${count} ürünün görsel adresi düzeltilecek ya da kaldırılacak.` };
}

/**
 * Normalises local image paths and clears those pointing at files that do not exist in the
 * directories the server serves (the built client assets and uploaded media).
 */
export async function fixProductImages(db: Db, { servedDirs, actor, ipAddress }: WriteOptions & { servedDirs: ServedDir[] }) {
  return db.transaction(async (tx) => {
    const fixes = await imageFixes(tx, servedDirs);
    for (const { id, next } of fixes) await tx.update(products).set({ imageUrl: next, updatedAt: new Date() }).where(eq(products.id, id));
    const fixed = fixes.length;
    await recordAudit(tx, { user: actor, action: "fix-images", entityType: "product", details: { fixed }, ipAddress });
    return { fixed, message: fixed === 0 ? "Düzeltilecek görsel bulunamadı." : `${fixed} ürün görseli düzeltildi.` };
  });
}

/** Staff's "clear page cache" tool: the same purge every content write triggers, audited. */
export async function purgePageCacheByStaff(db: Db, purge: () => Promise<void>, { actor, ipAddress }: WriteOptions) {
  await purge();
  await recordAudit(db, { user: actor, action: "purge", entityType: "page_cache", ipAddress });
}

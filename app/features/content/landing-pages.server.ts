import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { recordAudit } from "#app/db/audit.server";
import { pointOldAddress, releaseAddress } from "#app/db/redirects.server";
import { contentDocuments } from "#app/db/schema/content";
import { DomainError } from "#app/lib/errors";
import { isReservedRedirectSource } from "#app/lib/redirect-paths";
import { lockForWrite, parseDocumentData, type Actor } from "./content.server";
import type { DocumentData } from "./documents";

/*
 * Landing pages staff add at a top-level address (ADR 041): a new page starts as a draft from the
 * landing layout; its address may not be a route of the site, another page or the site's machinery.
 * Renaming a page that has been public leaves a 301 from the old address (ADR 043: no chains).
 */

type WriteContext = { actor: Actor; ipAddress?: string; now?: Date };
/** Whether the site answers the address with a page today (the runtime renders it as an anonymous GET). */
type IsLivePath = (path: string) => Promise<boolean>;

const slugError = (message: string) => new DomainError("conflict", message, { slug: [message] });
/** Another write took the address between the check and this one (the path's unique index). */
const addressTaken = (error: unknown) => (error as { cause?: { code?: string } } | null)?.cause?.code === "23505";

/** The page a new document starts from: the layout's sections, each with a sentence saying what belongs there. */
function starterPage(title: string): DocumentData<"landing"> {
  return {
    title,
    metaDescription: `${title}: Kocaeli ve ilçelerinde keşif, kurulum ve teknik destek. Bu açıklamayı arama sonuçlarında görünecek şekilde 120–160 karakterle yazın.`,
    keywords: "",
    intro: "Sayfanın başlığın altındaki kısa tanıtım metni.",
    serviceType: title,
    banner: { src: "/images/districts/kocaeli-kamera-sistemleri.svg", width: 1200, height: 500, alt: "Sayfanın afiş görselini ve açıklamasını seçin" },
    body: ["Hizmeti anlatan ilk paragraf."],
    features: [{ title: "Sunduğumuz ilk hizmet", text: "Bu hizmetin kısa açıklaması." }],
    usageAreas: ["İlk kullanım alanı"],
    category: "cctv-guvenlik-cozumleri",
    categoryLabel: "İlgili ürünleri inceleyin",
    districtSlugs: [],
  };
}

/** Refuses an address that is the site's machinery, a route or a page that answers today, or another content page. */
async function checkFreeAddress(db: Db, path: string, isLivePath: IsLivePath, ownKey?: string) {
  if (isReservedRedirectSource(path) || /^\/(?:images|videos)$/.test(path)) throw slugError(`${path} sitenin kendi kullandığı bir adres; başka bir adres seçin.`);
  const [page] = await db.select({ key: contentDocuments.key, title: contentDocuments.title }).from(contentDocuments).where(eq(contentDocuments.path, path));
  if (page && page.key !== ownKey) throw slugError(`${path} adresinde zaten “${page.title}” sayfası var; başka bir adres seçin.`);
  if (!page && (await isLivePath(path))) throw slugError(`${path} sitede yayında olan bir sayfanın adresi; başka bir adres seçin.`);
}

/** A new landing page at `/<slug>`, as a draft: it answers 404 and stays out of the sitemap until it is published. */
export async function createLandingPage(db: Db, input: { title: string; slug: string }, isLivePath: IsLivePath, context: WriteContext) {
  const path = `/${input.slug}`;
  const key = `sayfa/${input.slug}`;
  // The render runs outside the transaction: on PGlite it would wait for the transaction's own connection.
  await checkFreeAddress(db, path, isLivePath);
  const now = context.now ?? new Date();
  const data = parseDocumentData("landing", starterPage(input.title));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentDocuments)
      .values({ key, kind: "landing", path, title: input.title, published: null, status: "unpublished", draft: data, draftUpdatedAt: now, updatedAt: now, updatedBy: context.actor?.id ?? null, updatedByName: context.actor?.username ?? null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw slugError(`${input.slug} adında bir sayfa daha önce oluşturuldu; başka bir adres seçin.`);
    await recordAudit(tx, { user: context.actor, action: "content.create", entityType: "content", entityId: key, details: { path }, ipAddress: context.ipAddress });
    return row;
  });
}

/**
 * Moves a staff landing page to `/<slug>`. A page that has been public leaves a 301 from its old
 * address, and the addresses that led to the old one now lead to the new one; a rule at the new
 * address is removed, since the page answers there now.
 */
export async function changeLandingSlug(db: Db, input: { key: string; expectedVersion: number; slug: string }, isLivePath: IsLivePath, context: WriteContext) {
  const path = `/${input.slug}`;
  await checkFreeAddress(db, path, isLivePath, input.key);
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, input.key, input.expectedVersion);
    if (row.kind !== "landing") throw new DomainError("validation", "Bu sayfanın adresi değiştirilemez: adresi sitenin kodunda tanımlı.");
    if (row.path === path) throw slugError("Sayfa zaten bu adreste.");
    const [saved] = await tx
      .update(contentDocuments)
      .set({ path, version: row.version + 1, updatedAt: now, updatedBy: context.actor?.id ?? null, updatedByName: context.actor?.username ?? null })
      .where(eq(contentDocuments.key, input.key))
      .returning()
      .catch((error: unknown) => {
        throw addressTaken(error) ? slugError(`${path} adresi az önce başka bir sayfaya verildi; başka bir adres seçin.`) : error;
      });
    if (row.publishedAt) await pointOldAddress(tx, row.path, path);
    else await releaseAddress(tx, path);
    await recordAudit(tx, { user: context.actor, action: "content.slug", entityType: "content", entityId: input.key, details: { from: row.path, to: path }, ipAddress: context.ipAddress });
    return saved!;
  });
}

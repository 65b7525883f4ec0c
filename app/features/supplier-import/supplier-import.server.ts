import { and, desc, eq, lt } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { importJobs, type ImportJob, type ImportJobProgress, type ImportJobResult } from "#app/db/schema/jobs";
import { siteSettings } from "#app/db/schema/site";
import { conflict } from "#app/lib/errors";
import { parseSupplierPage, toImportCandidate, type ImportCandidate } from "./parse-catalogue";
import { SupplierFetchError, type SafeFetcher } from "./safe-fetch.server";
import { DEFAULT_SUPPLIER_PROFILE, type SupplierProfile } from "./supplier-profile.schema";

/** What an import needs from the rest of the application; the route wires the catalogue and media in. */
export type ImportDependencies = {
  fetcher: SafeFetcher;
  supplierUrl: string;
  profile: SupplierProfile;
  /** The candidates not in the catalogue yet. */
  findNew: (candidates: ImportCandidate[]) => Promise<ImportCandidate[]>;
  /** Inserts in one transaction. */
  insert: (candidates: ImportCandidate[], onInserted: (count: number) => Promise<void>) => Promise<{ insertedCount: number; errors: string[] }>;
  /** Stores a downloaded image in the image pipeline and answers its URL. */
  storeImage?: (bytes: Buffer) => Promise<{ url: string }>;
};

type ProgressReporter = (progress: ImportJobProgress) => Promise<void>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads every listing page (following "next" links) and turns each product into a candidate. */
export async function scrapeCatalogue({ fetcher, supplierUrl, profile }: ImportDependencies, report: ProgressReporter) {
  const candidates: ImportCandidate[] = [];
  const errors: string[] = [];
  const visited = new Set<string>();
  let pagesScanned = 0;
  let productsScanned = 0;
  for (const listingPath of profile.listingPaths) {
    let next: string | null = new URL(listingPath, supplierUrl).href;
    while (next && !visited.has(next) && visited.size < profile.maxPages) {
      visited.add(next);
      // A page that cannot be fetched ends the import with its reason; a page that cannot be read is
      // reported and skipped.
      const page = await fetcher.fetchPage(next);
      let parsed: ReturnType<typeof parseSupplierPage>;
      try {
        parsed = parseSupplierPage(page.body.toString("utf8"), page.url, profile);
      } catch (error) {
        errors.push(`${page.url}: sayfa okunamadı (${errorText(error)})`);
        break;
      }
      pagesScanned++;
      productsScanned += parsed.products.length;
      if (parsed.products.length === 0) errors.push(`${page.url}: sayfada ürün bulunamadı.`);
      for (const product of parsed.products) {
        const outcome = toImportCandidate(product, profile);
        if ("error" in outcome) errors.push(outcome.error);
        else candidates.push(outcome.candidate);
      }
      await report({ phase: "fetching", pagesScanned, productsScanned });
      next = parsed.nextUrl;
    }
  }
  return { candidates, scrapedCount: productsScanned, pagesScanned, errors };
}

/**
 * Replaces each candidate's supplier image URL by our own `/media/…` copy (downloaded through the
 * safe fetcher, then through the image pipeline), before anything is written to the database. A
 * product never keeps the supplier's address: the CSP shows images from this site only, and it would
 * be a third-party request. An image that cannot be fetched or read leaves the product without one,
 * and the report says so.
 */
async function localiseImages(deps: ImportDependencies, candidates: ImportCandidate[], errors: string[], onStart: () => Promise<void>) {
  const withImage = candidates.filter((candidate) => candidate.imageUrl);
  if (withImage.length === 0) return;
  if (!deps.profile.downloadImages || !deps.storeImage) {
    for (const candidate of withImage) candidate.imageUrl = null;
    errors.push(`Görsel indirme kapalı: ${withImage.length} ürün görselsiz eklendi.`);
    return;
  }
  await onStart();
  for (const candidate of withImage) {
    try {
      const image = await deps.fetcher.fetchPage(candidate.imageUrl!);
      candidate.imageUrl = (await deps.storeImage(image.body)).url;
    } catch (error) {
      errors.push(`${candidate.name}: görsel indirilemedi, ürün görselsiz eklendi (${errorText(error)})`);
      candidate.imageUrl = null;
    }
  }
}

/** One whole import: scrape, keep the new products, download their images, insert them together. */
export async function runSupplierImport(deps: ImportDependencies, report: ProgressReporter): Promise<ImportJobResult> {
  const scraped = await scrapeCatalogue(deps, report);
  const progress = { pagesScanned: scraped.pagesScanned, productsScanned: scraped.scrapedCount };
  const fresh = await deps.findNew(scraped.candidates);
  const errors = [...scraped.errors];
  await localiseImages(deps, fresh, errors, () => report({ ...progress, phase: "images" }));
  await report({ ...progress, phase: "saving" });
  const saved = await deps.insert(fresh, async () => {});
  return { scrapedCount: scraped.scrapedCount, insertedCount: saved.insertedCount, errors: [...errors, ...saved.errors] };
}

/** A running job that has not reported for this long is taken as dead (its server stopped). */
const STALE_AFTER_MS = 2 * 60 * 1000;

/**
 * Records a job and runs it in this process. Any instance can read its progress from the table.
 * One import at a time: a second start while one runs is a 409.
 */
export async function startImportJob(
  db: Db,
  {
    createdBy,
    run,
    onUnexpectedError,
  }: { createdBy: number | null; run: (report: ProgressReporter) => Promise<ImportJobResult>; onUnexpectedError: (error: unknown) => void },
) {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  await db
    .update(importJobs)
    .set({ status: "failed", error: "İçe aktarma yarıda kaldı (sunucu yeniden başlatıldı).", finishedAt: new Date() })
    .where(and(eq(importJobs.status, "running"), lt(importJobs.heartbeatAt, staleBefore)));
  const [running] = await db.select({ id: importJobs.id }).from(importJobs).where(eq(importJobs.status, "running")).limit(1);
  if (running) throw conflict("Bir içe aktarma zaten sürüyor; bitmesini bekleyin.");

  const [job] = await db
    .insert(importJobs)
    .values({ kind: "supplier-import", status: "running", progress: { phase: "fetching", pagesScanned: 0, productsScanned: 0 }, createdBy })
    .returning();
  let last = job!.progress;
  const report: ProgressReporter = async (progress) => {
    last = progress;
    await db.update(importJobs).set({ progress, heartbeatAt: new Date() }).where(eq(importJobs.id, job!.id));
  };
  const done = (async (): Promise<ImportJob> => {
    try {
      const result = await run(report);
      const [finished] = await db
        .update(importJobs)
        .set({ status: "succeeded", result, progress: { ...last, phase: "done" }, finishedAt: new Date() })
        .where(eq(importJobs.id, job!.id))
        .returning();
      return finished!;
    } catch (error) {
      // The supplier's failures are for the administrator; anything else is ours, logged with details.
      if (!(error instanceof SupplierFetchError)) onUnexpectedError(error);
      const message = error instanceof SupplierFetchError ? error.message : "Beklenmeyen bir hata oluştu.";
      const [failed] = await db.update(importJobs).set({ status: "failed", error: message, progress: last, finishedAt: new Date() }).where(eq(importJobs.id, job!.id)).returning();
      return failed!;
    }
  })();
  return { job: job!, done };
}

export async function getImportJob(db: Db, id: number) {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return job;
}

export async function listImportJobs(db: Db, limit = 10) {
  return db.select().from(importJobs).orderBy(desc(importJobs.createdAt), desc(importJobs.id)).limit(limit);
}

/** The saved supplier profile, or the default one while none is saved. */
export async function getSupplierProfile(db: Db): Promise<{ profile: unknown; isDefault: boolean }> {
  const [row] = await db.select({ profile: siteSettings.supplierProfile }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row?.profile ? { profile: row.profile, isDefault: false } : { profile: DEFAULT_SUPPLIER_PROFILE, isDefault: true };
}

/** Saves a validated profile into the site settings row, with an audit entry. */
export async function saveSupplierProfile(db: Db, profile: SupplierProfile, { actor, ipAddress }: { actor: { id: number; username: string }; ipAddress?: string }) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: 1, supplierProfile: profile })
      .onConflictDoUpdate({ target: siteSettings.id, set: { supplierProfile: profile, updatedAt: new Date() } });
    await recordAudit(tx, { user: actor, action: "update", entityType: "supplier-profile", entityId: 1, details: { type: profile.type, listingPaths: profile.listingPaths }, ipAddress });
  });
}

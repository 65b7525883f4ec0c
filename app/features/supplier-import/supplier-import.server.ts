import { and, desc, eq, lt } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { importJobs, type ImportJob, type ImportJobProgress, type ImportJobResult } from "#app/db/schema/jobs";
import { siteSettings } from "#app/db/schema/site";
import { conflict } from "#app/lib/errors";
import { suggestCategory } from "./category-suggestions";
import { crawlCatalogue } from "./crawl-catalogue.server";
import type { ImportPreview, PreviewProduct } from "./import-preview-shape";
import { selectorMisses, toImportCandidate, type ImportCandidate } from "./parse-catalogue";
import { SupplierFetchError, type SafeFetcher } from "./safe-fetch.server";
import { missingFields, SOURCE_LABELS } from "./scraped-product";
import { DEFAULT_SUPPLIER_PROFILE, supplierProfileSchema, type SupplierProfile, type SupplierSetup } from "./supplier-profile.schema";

/** What an import needs from the rest of the application; the composition root wires the catalogue and media in. */
export type ImportDependencies = {
  fetcher: SafeFetcher;
  catalogueUrl: string;
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

/** Reads the whole catalogue and turns each product into a candidate, or the reason it cannot be one. */
export async function scrapeCatalogue({ fetcher, catalogueUrl, profile }: Pick<ImportDependencies, "fetcher" | "catalogueUrl" | "profile">, report: ProgressReporter) {
  const crawl = await crawlCatalogue({ fetcher, catalogueUrl, profile, onProgress: (progress) => report({ phase: "fetching", ...progress }) });
  const candidates: ImportCandidate[] = [];
  const errors = [...crawl.notes];
  for (const product of crawl.products) {
    const outcome = toImportCandidate(product, profile);
    if ("error" in outcome) errors.push(outcome.error);
    else candidates.push(outcome.candidate);
  }
  return { candidates, scrapedCount: crawl.products.length, pagesScanned: crawl.pagesScanned, errors };
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

/** How many products the preview shows. */
export const PREVIEW_SIZE = 20;

/** Why a candidate is already in the catalogue: the same supplier SKU, or the same folded name and brand. */
export type ExistingMatch = "sku" | "name" | null;

export type PreviewDependencies = Pick<ImportDependencies, "fetcher" | "catalogueUrl" | "profile"> & {
  matchExisting: (candidates: ImportCandidate[]) => Promise<ExistingMatch[]>;
};

const EXISTING_REASONS: Record<Exclude<ExistingMatch, null>, string> = {
  sku: "Katalogda zaten var (aynı tedarikçi kodu).",
  name: "Katalogda zaten var (aynı ad ve marka).",
};

/**
 * A dry run: reads the first PREVIEW_SIZE products as the import would, and says for each what was
 * found, what is missing and why it would be left out. Writes nothing: no job, no product, no image.
 */
export async function previewSupplierImport(deps: PreviewDependencies): Promise<ImportPreview> {
  const crawl = await crawlCatalogue({ fetcher: deps.fetcher, catalogueUrl: deps.catalogueUrl, profile: deps.profile, limit: PREVIEW_SIZE });
  const outcomes = crawl.products.map((product) => toImportCandidate(product, deps.profile));
  const candidates = outcomes.flatMap((outcome) => ("candidate" in outcome ? [outcome.candidate] : []));
  const matches = await deps.matchExisting(candidates);
  const matchOf = new Map(candidates.map((candidate, index) => [candidate, matches[index] ?? null]));
  const unmapped = new Map<string, number>();
  const products = crawl.products.map((product, index): PreviewProduct => {
    const outcome = outcomes[index]!;
    const candidate = "candidate" in outcome ? outcome.candidate : null;
    const existing = candidate ? matchOf.get(candidate) : null;
    if (!candidate && product.name && (product.brand || deps.profile.defaultBrand) && product.category) unmapped.set(product.category, (unmapped.get(product.category) ?? 0) + 1);
    return {
      name: product.name,
      brand: product.brand || deps.profile.defaultBrand || "",
      supplierCategory: product.category,
      category: candidate?.category ?? null,
      subcategory: candidate?.subcategory ?? null,
      description: product.description.slice(0, 300),
      imageUrl: product.imageUrl,
      sku: product.sku,
      featureCount: product.features.length,
      specificationCount: product.specifications.length,
      source: SOURCE_LABELS[product.source],
      detailUrl: product.detailUrl,
      missing: missingFields({ ...product, brand: product.brand || deps.profile.defaultBrand || "" }),
      skipReason: "error" in outcome ? outcome.error : existing ? EXISTING_REASONS[existing] : null,
    };
  });
  return {
    products,
    pagesScanned: crawl.pagesScanned,
    notes: crawl.notes,
    unmappedCategories: [...unmapped].map(([supplierCategory, count]) => ({ supplierCategory, count, suggestion: suggestCategory(supplierCategory) })),
    fieldErrors: selectorMisses(deps.profile, crawl.samples),
  };
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

/** The catalogue address (saved, else SUPPLIER_URL) and the profile, or the default one while none is saved. */
export async function getSupplierSetup(db: Db, { catalogueUrlFallback }: { catalogueUrlFallback: string | null }) {
  const [row] = await db.select({ supplierUrl: siteSettings.supplierUrl, profile: siteSettings.supplierProfile }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const saved = row?.profile ? supplierProfileSchema.safeParse(row.profile) : null;
  return {
    catalogueUrl: row?.supplierUrl || catalogueUrlFallback || "",
    profile: saved?.success ? saved.data : DEFAULT_SUPPLIER_PROFILE,
    isDefault: !saved?.success,
  };
}

/** Saves the catalogue address and the validated profile into the site settings row, with an audit entry. */
export async function saveSupplierSetup(db: Db, { catalogueUrl, profile }: SupplierSetup, { actor, ipAddress }: { actor: { id: number; username: string }; ipAddress?: string }) {
  await db.transaction(async (tx) => {
    const values = { supplierUrl: catalogueUrl, supplierProfile: profile, updatedAt: new Date() };
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values });
    await recordAudit(tx, { user: actor, action: "update", entityType: "supplier-profile", entityId: 1, details: { type: profile.type, catalogueUrl, categoryMapRows: profile.categoryMap.length }, ipAddress });
  });
}

import type { AppServices, RequestFacts } from "#app/app-context.server";
import type { SessionUser } from "#app/features/auth/session.server";
import { findNewProducts, insertImportedProducts, matchExistingProducts } from "#app/features/catalog/product-import.server";
import { storeImage } from "#app/features/media/media.server";
import { getSupplierSettings } from "#app/features/site-settings/site-settings.server";
import { addressPolicy } from "#app/features/supplier-import/address-policy.server";
import { createSafeFetcher, DEFAULT_FETCH_LIMITS } from "#app/features/supplier-import/safe-fetch.server";
import { previewSupplierImport, runSupplierImport, startImportJob } from "#app/features/supplier-import/supplier-import.server";
import { DEFAULT_SUPPLIER_PROFILE, supplierProfileSchema, type SupplierProfile, type SupplierSetup } from "#app/features/supplier-import/supplier-profile.schema";
import { DomainError } from "#app/lib/errors";

/** The whole import may take this long; each request has its own 10 s limit inside it. */
export const IMPORT_DEADLINE_MS = 60_000;

/** The services an import runs with. */
export type SupplierImportServices = Pick<AppServices, "db" | "mediaDir" | "supplierUrl" | "supplierAllowPrivate">;

function supplierFetcher(allowPrivate: boolean, profile: SupplierProfile, deadlineMs: number) {
  return createSafeFetcher({
    policy: addressPolicy({ allowPrivate }),
    limits: { ...DEFAULT_FETCH_LIMITS, delayMs: profile.delayMs },
    signal: AbortSignal.timeout(deadlineMs),
  });
}

/**
 * Starts a supplier import as a background job, wiring the importer to the catalogue (dedupe and
 * one-transaction insert), the image pipeline and the site settings. Used by both import endpoints.
 */
export async function startSupplierImport(
  { db, mediaDir, supplierUrl, supplierAllowPrivate }: SupplierImportServices,
  { clientIp, logger }: Pick<RequestFacts, "clientIp" | "logger">,
  actor: SessionUser,
  { deadlineMs = IMPORT_DEADLINE_MS } = {},
) {
  const settings = await getSupplierSettings(db, { supplierUrlFallback: supplierUrl });
  if (!settings.supplierUrl) throw new DomainError("validation", "Tedarikçi adresi ayarlanmamış. Site Ayarları'ndan tedarikçi katalog adresini girin.");
  const parsedProfile = supplierProfileSchema.safeParse(settings.supplierProfile ?? DEFAULT_SUPPLIER_PROFILE);
  if (!parsedProfile.success) throw new DomainError("validation", "Kayıtlı tedarikçi profili geçersiz; Site Ayarları'ndan düzeltin.");
  const profile = parsedProfile.data;
  const catalogueUrl = settings.supplierUrl;

  return startImportJob(db, {
    createdBy: actor.id,
    onUnexpectedError: (error) => logger.error({ err: error }, "supplier import failed"),
    run: async (report) => {
      const fetcher = supplierFetcher(supplierAllowPrivate, profile, deadlineMs);
      try {
        return await runSupplierImport(
          {
            fetcher,
            catalogueUrl,
            profile,
            findNew: (candidates) => findNewProducts(db, candidates),
            insert: (candidates, onInserted) => insertImportedProducts(db, candidates, { actor, ipAddress: clientIp, source: catalogueUrl, onInserted }),
            storeImage: (bytes) => storeImage(bytes, mediaDir),
          },
          report,
        );
      } finally {
        await fetcher.close();
      }
    },
  });
}

/** The guided form's 'Önizle': a dry run of an unsaved profile against the catalogue (reads only). */
export async function previewSupplierSetup(
  { db, supplierAllowPrivate }: Pick<AppServices, "db" | "supplierAllowPrivate">,
  { catalogueUrl, profile }: SupplierSetup,
  { deadlineMs = IMPORT_DEADLINE_MS } = {},
) {
  const fetcher = supplierFetcher(supplierAllowPrivate, profile, deadlineMs);
  try {
    return await previewSupplierImport({ fetcher, catalogueUrl, profile, matchExisting: (candidates) => matchExistingProducts(db, candidates) });
  } finally {
    await fetcher.close();
  }
}

import { COMPANIES_PAGE_DISTRICTS, DISTRICTS, companiesPagePath, systemsPagePath } from "./districts";
import { SERVICE_LANDINGS } from "./service-landings";

/** When the static pages' copy last changed: their `lastmod` in the sitemap. Update with the copy. */
export const STATIC_PAGES_REVISED_AT = new Date("2026-11-24T00:00:00Z");

/**
 * Every indexable page whose address has no parameter: the sitemap lists these, then products and
 * posts. `tests/integration/sitemap.test.ts` checks this list against the route table.
 */
export const INDEXABLE_STATIC_PATHS: readonly string[] = [
  "/",
  "/urunler",
  "/markalar",
  "/hakkimizda",
  "/hizmetlerimiz",
  "/destek",
  "/destek/yazilimlar",
  "/destek/uygulamalar",
  "/hdd-hesaplama",
  "/blog",
  "/iletisim",
  "/ucretsiz-kesif",
  "/gizlilik-politikasi",
  "/kullanim-kosullari",
  "/kvkk",
  "/hizmet-bolgeleri",
  ...SERVICE_LANDINGS.map((landing) => `/${landing.slug}`),
  ...DISTRICTS.filter((district) => district.hasSystemsPage).map(systemsPagePath),
  ...COMPANIES_PAGE_DISTRICTS.map(companiesPagePath),
];

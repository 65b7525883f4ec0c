import { COMPANIES_PAGE_DISTRICTS, COMPANIES_PAGE_SUFFIX, SYSTEMS_PAGE_SUFFIX } from "#app/content/districts";

/*
 * Leads grouped by the page they came from (issue 19 item 5), readable for the office: which
 * district page, which product, the HDD calculator, another page, or none known. A group is a key:
 * `district:<slug>`, `product:<id>`, `calculator`, `other`, `none`; `district` and `product` alone
 * name every group of that kind (the inbox's "Kaynak" filter). The same rules run in SQL
 * (`leadSourceGroupSql`) for filters and counts, and here for one lead's card.
 */

export const CALCULATOR_PATH = "/hdd-hesaplama";
const DISTRICT_SLUGS = COMPANIES_PAGE_DISTRICTS.map((district) => district.slug);
const suffixes = [SYSTEMS_PAGE_SUFFIX, COMPANIES_PAGE_SUFFIX].map((suffix) => suffix.slice(1)).join("|");

/** The path patterns, shared by JavaScript and PostgreSQL (POSIX classes only); the first group is the district or product. */
export const SOURCE_PATTERNS = {
  calculator: `^${CALCULATOR_PATH}([?#]|$)`,
  product: "^/urun/([0-9]{1,10})([/?#]|$)",
  district: `^/(${DISTRICT_SLUGS.join("|")})-(${suffixes})([?#]|$)`,
} as const;

export const SOURCE_KIND_LABELS = {
  district: "İlçe sayfaları",
  product: "Ürün sayfaları",
  calculator: "HDD hesaplama aracı",
  other: "Diğer sayfalar",
  none: "Kaynak bilinmiyor",
} as const;
export type SourceKind = keyof typeof SOURCE_KIND_LABELS;
export const SOURCE_KINDS = Object.keys(SOURCE_KIND_LABELS) as SourceKind[];

/** A `source` filter value: a kind, or one district page's or product's group. */
export function isLeadSourceFilter(value: string): boolean {
  if ((SOURCE_KINDS as string[]).includes(value)) return true;
  const [kind, detail] = value.split(":", 2);
  if (kind === "district") return DISTRICT_SLUGS.includes(detail ?? "");
  return kind === "product" && /^[1-9][0-9]{0,9}$/.test(detail ?? "");
}

/** The group of a stored source page. */
export function leadSourceGroup(sourcePage: string | null): string {
  if (sourcePage === null) return "none";
  if (new RegExp(SOURCE_PATTERNS.calculator).test(sourcePage)) return "calculator";
  const product = new RegExp(SOURCE_PATTERNS.product).exec(sourcePage);
  if (product) return `product:${product[1]}`;
  const district = new RegExp(SOURCE_PATTERNS.district).exec(sourcePage);
  if (district) return `district:${district[1]}`;
  return "other";
}

/** "İlçe sayfası: Gebze", "Ürün: AHD-2100 (#12)": a group for staff; `productNames` by id where known. */
export function leadSourceLabel(group: string, productNames: Record<string, string> = {}): string {
  const [kind, detail] = group.split(":", 2);
  if (detail === undefined) return SOURCE_KIND_LABELS[kind as SourceKind] ?? group;
  if (kind === "district") return `İlçe sayfası: ${COMPANIES_PAGE_DISTRICTS.find((district) => district.slug === detail)?.name ?? detail}`;
  return productNames[detail] ? `Ürün: ${productNames[detail]} (#${detail})` : `Ürün sayfası #${detail}`;
}

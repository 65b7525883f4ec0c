import { data, type RouterContextProvider } from "react-router";
import { COMPANIES_PAGE_DISTRICTS, COMPANIES_PAGE_SUFFIX, companiesPagePath, SYSTEMS_PAGE_SUFFIX } from "#app/content/districts";
import { SERVICE_LANDINGS } from "#app/content/service-landings";
import type { DocumentData, DocumentKind } from "#app/features/content/documents";
import type { DistrictPageContent } from "#app/features/landing/district-pages";
import type { PageLink } from "#app/features/landing/landing-blocks";
import type { HubDistrict } from "#app/features/landing/service-areas-hub";
import { getServices } from "#app/app-context.server";
import { findDocumentKeyByPath } from "#app/features/content/content.server";
import { PREVIEW_PARAM } from "#app/features/content/preview-token.server";
import { DISTRICT_COPY_KEY, districtCopy } from "#app/features/content/published-page.server";
import { draftOrPublished, publishedContent, type PublishedContent } from "./content-page.server";

/*
 * The district pages, the service landing pages and their hub link to each other (ADR 041): each
 * link is to a page that is live, labelled with that page's published title. The order is the seed's
 * (Kocaeli first, then the districts); the route table says which pages exist.
 */

/** A live page's link: its published title at its path, or null when it is unpublished or absent. */
function liveLink(content: PublishedContent, path: string, kind: DocumentKind, group: string): PageLink | null {
  const document = content.get(`${group}${path}`);
  if (!document || document.kind !== kind || document.status !== "published") return null;
  return { to: document.path, label: (document.data as { title: string }).title };
}

const systemsLink = (content: PublishedContent, slug: string) => liveLink(content, `/${slug}${SYSTEMS_PAGE_SUFFIX}`, "district-systems", "ilce");
const companiesLink = (content: PublishedContent, slug: string) => liveLink(content, `/${slug}${COMPANIES_PAGE_SUFFIX}`, "district-companies", "ilce");

/** The district's slug from a district page's path: `/gebze-guvenlik-sistemleri` → `gebze`. */
const districtSlug = (path: string) => path.slice(1).replace(new RegExp(`(${SYSTEMS_PAGE_SUFFIX}|${COMPANIES_PAGE_SUFFIX})$`), "");

/**
 * A district page's content, the family's shared wording and the pages it links to. A preview
 * (never cached) shows the shared wording's draft too, so staff see it on a real page before publishing.
 */
export async function districtPage(context: Readonly<RouterContextProvider>, content: PublishedContent, path: string, data: DocumentData<"district-systems">, preview: boolean) {
  const copy = (preview && (await draftOrPublished(getServices(context).db, DISTRICT_COPY_KEY, "district-copy"))) || districtCopy(content);
  const slug = districtSlug(path);
  const systemsPage = systemsLink(content, slug);
  const district: DistrictPageContent = { ...data, slug, hasSystemsPage: systemsPage !== null };
  const others = COMPANIES_PAGE_DISTRICTS.filter((other) => other.slug !== slug).flatMap((other) => companiesLink(content, other.slug) ?? []);
  return { district, copy, systemsPage, companiesPage: companiesLink(content, slug), others };
}

/** The live systems pages a service landing page names, in the order staff chose. */
export function landingDistrictLinks(content: PublishedContent, districtSlugs: readonly string[]): PageLink[] {
  return districtSlugs.flatMap((slug) => systemsLink(content, slug) ?? []);
}

/** The hub's districts (each with its live pages) and its service pages: the three, then those staff added. */
export function serviceAreasLinks(content: PublishedContent): { districts: HubDistrict[]; services: PageLink[] } {
  const districts = COMPANIES_PAGE_DISTRICTS.flatMap((district): HubDistrict[] => {
    const companies = content.get(`ilce${companiesPagePath(district)}`);
    if (!companies || companies.status !== "published") return [];
    const { name, responseTime, areas } = companies.data as DocumentData<"district-companies">;
    const pages = [systemsLink(content, district.slug), companiesLink(content, district.slug)].filter((page) => page !== null);
    return [{ name, responseTime, areas, pages }];
  });
  const services = [...SERVICE_LANDINGS.flatMap((landing) => liveLink(content, `/${landing.slug}`, "service-landing", "hizmet") ?? []), ...staffLandingLinks(content)];
  return { districts, services };
}

/** The landing pages staff added that are live, by address: the hub and the services page list them. */
export function staffLandingLinks(content: PublishedContent): PageLink[] {
  return [...content.values()]
    .filter((document) => document.kind === "landing" && document.status === "published")
    .map((document) => ({ to: document.path, label: (document.data as { title: string }).title }))
    .sort((a, b) => a.to.localeCompare(b.to, "tr"));
}

/**
 * The document of the staff landing page at `path`: the published ones from the content memo (no
 * query for an unknown address); a preview also finds a page that was never published. 404 otherwise.
 */
export async function staffLandingKey(request: Request, context: Readonly<RouterContextProvider>, path: string): Promise<string> {
  const live = [...(await publishedContent(context)).values()].find((document) => document.kind === "landing" && document.path === path);
  const key = live?.key ?? (new URL(request.url).searchParams.has(PREVIEW_PARAM) ? await findDocumentKeyByPath(getServices(context).db, path, "landing") : undefined);
  if (!key) throw data(null, { status: 404 });
  return key;
}

import type { MetaDescriptor } from "react-router";
import { SOCIAL_IMAGE_SIZE, socialImageUrl } from "#app/lib/image-variants";

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/urunler"; query strings are left out unless included here. */
  path: string;
  keywords?: string;
  /**
   * The page's own image (a product's or post's stored URL): it is shared through its 1200 × 630
   * raster version (`socialImageUrl`), since link previews show no SVG; the site default otherwise.
   */
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  /** Leave the company name out of the title (when the page title already carries it). */
  bareTitle?: boolean;
};

export type SiteIdentity = { siteOrigin: string; companyName: string };

export const DEFAULT_OG_IMAGE = "/og-default.png";

/** Search results show about this many characters of a title (at most 60; docs/product.md#seo). */
export const TITLE_MAX_LENGTH = 60;

/**
 * The `<title>`: "Page | Company" when that fits in 60 characters, else the page title alone, else
 * the page title cut at a word boundary with "…". Sharing cards use the same title.
 */
export function documentTitle(pageTitle: string, companyName: string, { bare = false } = {}): string {
  const withCompany = `${pageTitle} | ${companyName}`;
  if (!bare && withCompany.length <= TITLE_MAX_LENGTH) return withCompany;
  if (pageTitle.length <= TITLE_MAX_LENGTH) return pageTitle;
  const cut = pageTitle.slice(0, TITLE_MAX_LENGTH - 1);
  const wordEnd = cut.lastIndexOf(" ");
  return `${(wordEnd > TITLE_MAX_LENGTH / 2 ? cut.slice(0, wordEnd) : cut).replace(/[\s,;:–-]+$/, "")}…`;
}

/** Title, description, keywords, canonical, Open Graph and Twitter tags of one page. */
export function pageMeta(site: SiteIdentity, page: PageMetaInput): MetaDescriptor[] {
  const title = documentTitle(page.title, site.companyName, { bare: page.bareTitle });
  const url = new URL(page.path, site.siteOrigin).href;
  const image = new URL((page.image && socialImageUrl(page.image)) ?? DEFAULT_OG_IMAGE, site.siteOrigin).href;
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:locale", content: "tr_TR" },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}

type MatchWithData = { id: string; data?: unknown } | undefined;

/** What a page whose text is a stored content document carries for its meta (ADR 041). */
type ContentPageData = { page: { title: string; metaDescription: string; keywords: string }; preview: boolean };

/** The meta of a content page at `path`: its own title, description and keywords; a draft's preview is never indexed. */
export function contentPageMeta(matches: readonly MatchWithData[], loaderData: ContentPageData | undefined, path: string): MetaDescriptor[] {
  if (!loaderData) return [];
  const { page, preview } = loaderData;
  return pageMeta(siteIdentity(matches), { title: page.title, description: page.metaDescription, keywords: page.keywords || undefined, path, noindex: preview });
}

/** Reads the site identity from the root loader's data inside a route's `meta`. */
export function siteIdentity(matches: readonly MatchWithData[]): SiteIdentity {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { siteOrigin: string; settings: { companyName: string } }
    | undefined;
  return {
    siteOrigin: root?.siteOrigin ?? "http://localhost:3000",
    companyName: root?.settings.companyName ?? "Örnek Güvenlik Sistemleri",
  };
}

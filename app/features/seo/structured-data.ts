import type { MetaDescriptor } from "react-router";
import { foldTr } from "#app/lib/turkish";
import { DEFAULT_OG_IMAGE } from "./page-meta";

/*
 * JSON-LD nodes (docs/product.md#seo). The site's LocalBusiness node has one stable @id, `${origin}/#isletme`;
 * the home page describes it and every other page refers to it by that id.
 */

export type Crumb = { name: string; path: string };

export function businessId(siteOrigin: string): string {
  return `${siteOrigin}/#isletme`;
}

export function breadcrumbList(siteOrigin: string, crumbs: Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteOrigin).href,
    })),
  };
}

export type BusinessInput = {
  siteOrigin: string;
  companyName: string;
  phone: string;
  email: string;
  address: string;
  geo: { latitude: number; longitude: number };
  /** The districts served (all 12). */
  areaServed: readonly string[];
  /** The site settings' working hours, e.g. { days: "Pazartesi - Cuma", hours: "09:00 - 18:00" }. */
  workingHours: readonly { days: string; hours: string }[];
};

const DAY_CODES: Record<string, string> = { pazartesi: "Mo", sali: "Tu", carsamba: "We", persembe: "Th", cuma: "Fr", cumartesi: "Sa", pazar: "Su" };

/**
 * schema.org `openingHours` from the settings' free-text rows: "Pazartesi - Cuma" + "09:00 - 18:00"
 * → "Mo-Fr 09:00-18:00". Closed days and rows it cannot read are left out rather than guessed.
 */
export function openingHours(rows: readonly { days: string; hours: string }[]): string[] {
  return rows.flatMap((row) => {
    const days = row.days.split(/\s*[-–]\s*/).map((day) => DAY_CODES[foldTr(day.trim())]);
    const hours = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(row.hours.trim());
    if (!hours || days.length > 2 || days.some((day) => !day)) return [];
    return [`${days.join("-")} ${hours[1]}-${hours[2]}`];
  });
}

/** The one LocalBusiness node (home and contact describe it; every other page refers to its @id). */
export function localBusiness(input: BusinessInput) {
  return {
    "@type": "LocalBusiness",
    "@id": businessId(input.siteOrigin),
    name: input.companyName,
    url: `${input.siteOrigin}/`,
    telephone: input.phone,
    email: input.email,
    image: new URL("/og-default.png", input.siteOrigin).href,
    address: { "@type": "PostalAddress", streetAddress: input.address, addressRegion: "Kocaeli", addressCountry: "TR" },
    geo: { "@type": "GeoCoordinates", latitude: input.geo.latitude, longitude: input.geo.longitude },
    areaServed: input.areaServed.map((name) => ({ "@type": "AdministrativeArea", name, containedInPlace: { "@type": "AdministrativeArea", name: "Kocaeli" } })),
    openingHours: openingHours(input.workingHours),
  };
}

export type ProductInput = {
  siteOrigin: string;
  path: string;
  name: string;
  brand: string;
  category: string;
  image: string;
  description: string;
};

export function productNode(input: ProductInput) {
  return {
    "@type": "Product",
    "@id": `${new URL(input.path, input.siteOrigin).href}#urun`,
    name: input.name,
    brand: { "@type": "Brand", name: input.brand },
    category: input.category,
    image: new URL(input.image, input.siteOrigin).href,
    description: input.description,
    url: new URL(input.path, input.siteOrigin).href,
  };
}

export type FaqEntry = { question: string; answer: string };

/** FAQPage for questions shown on the page, with the same texts as the visible answers. */
export function faqPage(entries: readonly FaqEntry[]) {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/**
 * The business as an Organization node: what a page that does not describe the LocalBusiness gives
 * the `@id` it refers to (the same id, so the two are one entity), with the name that an author needs.
 */
export function businessOrganization(siteOrigin: string, companyName: string) {
  return { "@type": "Organization", "@id": businessId(siteOrigin), name: companyName, url: `${siteOrigin}/` };
}

export type BlogPostingInput = {
  siteOrigin: string;
  /** The business, author and publisher of every post (posts have no public author profile). */
  companyName: string;
  path: string;
  headline: string;
  description: string;
  /** Absolute path or URL of the cover; the site's default sharing image otherwise. */
  image: string | null;
  datePublished: string | null;
  dateModified: string | null;
  keywords: string | null;
};

/** A blog post, written and published by the business: the author is the business's named Organization node. */
export function blogPostingNode(input: BlogPostingInput) {
  const url = new URL(input.path, input.siteOrigin).href;
  return {
    "@type": "BlogPosting",
    "@id": `${url}#yazi`,
    headline: input.headline,
    description: input.description,
    image: new URL(input.image ?? DEFAULT_OG_IMAGE, input.siteOrigin).href,
    url,
    mainEntityOfPage: { "@id": url },
    inLanguage: "tr-TR",
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ?? input.datePublished ? { dateModified: input.dateModified ?? input.datePublished } : {}),
    ...(input.keywords ? { keywords: input.keywords } : {}),
    author: businessOrganization(input.siteOrigin, input.companyName),
    publisher: { "@id": businessId(input.siteOrigin) },
  };
}

/** A page's nodes as one `script:ld+json` meta entry; the page is published by the business. */
export function jsonLdMeta(siteOrigin: string, path: string, nodes: object[]): MetaDescriptor {
  const webPage = {
    "@type": "WebPage",
    "@id": new URL(path, siteOrigin).href,
    url: new URL(path, siteOrigin).href,
    publisher: { "@id": businessId(siteOrigin) },
  };
  return { "script:ld+json": { "@context": "https://schema.org", "@graph": [webPage, ...nodes] } };
}

export type ServiceInput = {
  siteOrigin: string;
  path: string;
  name: string;
  serviceType: string;
  /** The district (or "Kocaeli") the page serves; districts are placed inside Kocaeli. */
  areaServed: string;
};

/** A landing page's Service, provided by the site's LocalBusiness node and serving one area. */
export function serviceNode(input: ServiceInput) {
  const url = new URL(input.path, input.siteOrigin).href;
  const province = { "@type": "AdministrativeArea", name: "Kocaeli" };
  return {
    "@type": "Service",
    "@id": `${url}#hizmet`,
    name: input.name,
    serviceType: input.serviceType,
    url,
    provider: { "@id": businessId(input.siteOrigin) },
    areaServed:
      input.areaServed === "Kocaeli" ? province : { "@type": "AdministrativeArea", name: input.areaServed, containedInPlace: province },
  };
}

/** A landing page's JSON-LD: its Service, the breadcrumb trail through `parent`, and its FAQ when it shows one. */
export function landingJsonLd(
  input: ServiceInput & { parent: Crumb; faq?: readonly { question: string; answer: string }[] },
): MetaDescriptor {
  return jsonLdMeta(input.siteOrigin, input.path, [
    serviceNode(input),
    breadcrumbList(input.siteOrigin, [{ name: "Ana Sayfa", path: "/" }, input.parent, { name: input.name, path: input.path }]),
    ...(input.faq ? [faqPage(input.faq)] : []),
  ]);
}

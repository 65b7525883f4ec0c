import { data } from "react-router";
import { LANDING_COPY_SEED, type LandingCopy } from "#app/content/landing-copy";
import { TOP_BAR_TEXT } from "#app/domain/site-settings";
import type { DocumentData, DocumentKind } from "./documents";
import type { PublishedDocument } from "./content.server";

/** The top bar's text on every page: the published home page's, else the first release's. */
export function topBarText(content: ReadonlyMap<string, PublishedDocument>): string {
  const home = content.get(HOME_KEY);
  return (home?.kind === "home" && home.status === "published" && (home.data as DocumentData<"home">).topBarText) || TOP_BAR_TEXT;
}

export const HOME_KEY = "site/ana-sayfa";
export const DISTRICT_COPY_KEY = "site/ilce-ortak-metinleri";

/** The wording the district pages share: the published document's, else (taken off the site) the first release's. */
export function districtCopy(content: ReadonlyMap<string, PublishedDocument>): LandingCopy {
  const copy = content.get(DISTRICT_COPY_KEY);
  return copy?.kind === "district-copy" && copy.status === "published" ? (copy.data as DocumentData<"district-copy">) : LANDING_COPY_SEED;
}

/**
 * The published document a public page shows: 404 when there is none, 410 when staff took it off
 * the site (search engines drop it from their index sooner than on a 404).
 */
export function publishedPage<Kind extends DocumentKind>(content: ReadonlyMap<string, PublishedDocument>, key: string, kind: Kind): DocumentData<Kind> {
  const document = content.get(key);
  if (!document || document.kind !== kind) throw data(null, { status: 404 });
  if (document.status !== "published") throw data(null, { status: 410 });
  return document.data as DocumentData<Kind>;
}

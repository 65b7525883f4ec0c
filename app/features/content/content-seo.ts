import type { DocumentKind } from "./documents";

/*
 * The SEO analysis of content documents (ADR 041): title and description lengths, internal links
 * that lead nowhere, and pages of one kind whose text repeats another's (more than 60 % of its word
 * 3-grams): search engines treat such district pages as duplicates.
 */

export const CONTENT_META_DESCRIPTION_RANGE = { min: 120, max: 160 } as const;
export const CONTENT_TITLE_MAX = 60;
export const OVERLAP_LIMIT = 0.6;

export type ContentSeoIssue = { id: string; name: string; issue: string; severity: "high" | "medium" | "low"; type: "content"; editUrl: string };
type AnalysedDocument = { key: string; kind: DocumentKind; title: string; data: unknown };

/** Every text of a document, in order, and every internal address it links to. */
function walk(value: unknown, texts: string[], links: string[]) {
  if (typeof value === "string") {
    texts.push(value);
    if (value.startsWith("/")) links.push(value);
    for (const match of value.matchAll(/\]\((\/[^)\s]*)\)/g)) links.push(match[1]!);
  } else if (Array.isArray(value)) for (const item of value) walk(item, texts, links);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) if (key !== "type" && key !== "id" && key !== "icon") walk(item, texts, links);
}

function trigrams(text: string): Set<string> {
  const words = text.toLocaleLowerCase("tr-TR").match(/[\p{L}\p{N}]+/gu) ?? [];
  const grams = new Set<string>();
  for (let index = 0; index + 2 < words.length; index += 1) grams.add(`${words[index]} ${words[index + 1]} ${words[index + 2]}`);
  return grams;
}

/** The share of `text`'s 3-grams that `other` has too (0 for a text under three words). */
export function trigramOverlap(text: string, other: string): number {
  const own = trigrams(text);
  if (own.size === 0) return 0;
  const theirs = trigrams(other);
  let shared = 0;
  for (const gram of own) if (theirs.has(gram)) shared += 1;
  return shared / own.size;
}

/** A document's running text: what a visitor reads, without addresses. */
export function documentText(data: unknown): string {
  const texts: string[] = [];
  walk(data, texts, []);
  return texts.filter((text) => !text.startsWith("/")).join(" ");
}

/** Kinds compared with each other: a landing page staff add is one more service landing page. */
const family = (kind: DocumentKind) => (kind === "landing" ? "service-landing" : kind);

/** The other documents of the same kind (family) whose text this one repeats beyond the limit, with the share. */
export function overlappingDocuments(document: AnalysedDocument, others: readonly AnalysedDocument[]): { key: string; title: string; share: number }[] {
  const text = documentText(document.data);
  return others
    .filter((other) => other.key !== document.key && family(other.kind) === family(document.kind))
    .map((other) => ({ key: other.key, title: other.title, share: trigramOverlap(text, documentText(other.data)) }))
    .filter((other) => other.share > OVERLAP_LIMIT);
}

/** Whether an internal address leads somewhere: a known page, or under a prefix with pages of its own. */
const resolves = (link: string, knownPaths: ReadonlySet<string>) => {
  const path = link.split(/[?#]/)[0]!.replace(/(.)\/$/, "$1");
  return knownPaths.has(path) || /^\/(urun|blog|media|images|videos|destek\/dosya)\//.test(path);
};

export function analyseContentSeo(documents: readonly AnalysedDocument[], knownPaths: ReadonlySet<string>): ContentSeoIssue[] {
  const issues: ContentSeoIssue[] = [];
  for (const document of documents) {
    const base = { name: document.title, type: "content" as const, editUrl: `/n1_admin/content/${document.key}` };
    const data = (document.data ?? {}) as { metaDescription?: string };
    const description = data.metaDescription?.trim().length ?? 0;
    // The district pages' shared wording is no page of its own: it has no head to describe.
    if (document.kind !== "district-copy" && (description < CONTENT_META_DESCRIPTION_RANGE.min || description > CONTENT_META_DESCRIPTION_RANGE.max)) {
      issues.push({ ...base, id: `content-${document.key}-meta-description`, issue: `Meta açıklama ${description} karakter (önerilen ${CONTENT_META_DESCRIPTION_RANGE.min}–${CONTENT_META_DESCRIPTION_RANGE.max}).`, severity: "medium" });
    }
    if (document.title.length > CONTENT_TITLE_MAX) {
      issues.push({ ...base, id: `content-${document.key}-title`, issue: `Başlık çok uzun (${document.title.length} karakter; en fazla ${CONTENT_TITLE_MAX}).`, severity: "low" });
    }
    const links: string[] = [];
    walk(document.data, [], links);
    for (const link of new Set(links.filter((candidate) => !resolves(candidate, knownPaths)))) {
      issues.push({ ...base, id: `content-${document.key}-link-${link}`, issue: `Bağlantı bir sayfaya gitmiyor: ${link}`, severity: "high" });
    }
    for (const other of overlappingDocuments(document, documents)) {
      issues.push({
        ...base,
        id: `content-${document.key}-overlap-${other.key}`,
        issue: `Metnin %${Math.round(other.share * 100)}'i “${other.title}” sayfasıyla aynı: her sayfanın kendi metni olmalı.`,
        severity: "high",
      });
    }
  }
  return issues;
}

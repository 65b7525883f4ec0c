import { markdownToPlainText, renderMarkdown } from "./markdown.server";

/*
 * The fields a post's pages, API and feed derive from what staff typed (docs/product.md#blog), in one place:
 * excerpt and meta description fallbacks, reading time and the Turkish date.
 */

export const EXCERPT_LENGTH = 150;
export const META_DESCRIPTION_LENGTH = 160;
export const WORDS_PER_MINUTE = 200;

/**
 * At most `max` characters (code points, so no emoji is cut in half). Longer text is cut at the
 * last word boundary that fits and ends with '…', which counts towards `max`.
 */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  const head = characters.slice(0, max - 1).join("");
  const lastSpace = head.search(/\s\S*$/);
  // Back off to a word boundary unless that would throw away most of the text (one very long word).
  const cut = lastSpace > max / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.–-]+$/u, "")}…`;
}

type Content = { content: string };

/** The excerpt staff wrote, or the first 150 characters of the content's plain text. */
export function excerptOf(post: Content & { excerpt: string | null }): string {
  return post.excerpt?.trim() || truncateText(markdownToPlainText(post.content), EXCERPT_LENGTH);
}

/** The meta description staff wrote, or the first 160 characters of the content's plain text. */
export function metaDescriptionOf(post: Content & { metaDescription: string | null }): string {
  return post.metaDescription?.trim() || truncateText(markdownToPlainText(post.content), META_DESCRIPTION_LENGTH);
}

/** Words of the plain text ÷ 200, rounded up; at least one minute. */
export function readingMinutes(content: string): number {
  const words = markdownToPlainText(content)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readingTimeLabel(content: string): string {
  return `${readingMinutes(content)} dk okuma`;
}

const TURKISH_DATE = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Istanbul" });

/** '22 Kasım 2026': the calendar day in Istanbul, whatever the server's time zone. */
export function formatPostDate(date: Date): string {
  return TURKISH_DATE.format(date);
}

/** "2026-11-22": the calendar day in Istanbul, comparable as text. */
const istanbulDay = (date: Date) => date.toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" });

/**
 * The update a post's page mentions ("Güncellendi: …"): what readers see changed on a later
 * calendar day (Istanbul) than the first publication. A fix on the day of publication, a change
 * before it, and changes to meta fields or to publishing itself are not updates.
 */
export function laterUpdate(publishedAt: Date | null, contentUpdatedAt: Date | null): Date | null {
  if (!publishedAt || !contentUpdatedAt) return null;
  return istanbulDay(contentUpdatedAt) > istanbulDay(publishedAt) ? contentUpdatedAt : null;
}

export type PostRecord = {
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  publishedAt: Date | null;
};

/** What a list card shows. Dates go out as ISO strings and as their Turkish label. */
export function toPostSummary(post: PostRecord) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: excerptOf(post),
    imageUrl: post.imageUrl,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    dateLabel: post.publishedAt ? formatPostDate(post.publishedAt) : null,
    readingTime: readingTimeLabel(post.content),
  };
}

export type PostSummary = ReturnType<typeof toPostSummary>;

/**
 * What a post's page shows and its head describes: the summary, the HTML, the SEO fields and the
 * later update, if any (`updatedAt`, shown as "Güncellendi: …" and given as the modified time).
 */
export function toPostPage(
  post: PostRecord & { metaTitle: string | null; metaDescription: string | null; keywords: string | null; contentUpdatedAt: Date | null },
  { siteOrigin }: { siteOrigin: string },
) {
  const updated = laterUpdate(post.publishedAt, post.contentUpdatedAt);
  return {
    ...toPostSummary(post),
    html: renderMarkdown(post.content, { siteOrigin }),
    metaTitle: post.metaTitle?.trim() || post.title,
    metaDescription: metaDescriptionOf(post),
    keywords: post.keywords?.trim() || null,
    updatedAt: updated?.toISOString() ?? null,
    updatedLabel: updated ? formatPostDate(updated) : null,
  };
}

export type PostPage = ReturnType<typeof toPostPage>;

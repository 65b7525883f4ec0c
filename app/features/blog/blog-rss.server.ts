import { escapeXml } from "#app/lib/xml";

/** GET /blog/rss.xml: RSS 2.0 of the newest published posts. */
export const FEED_SIZE = 20;

export type FeedPost = { slug: string; title: string; excerpt: string; publishedAt: Date | null };

/**
 * The feed: channel title and link from the company name and site origin, one item per post with
 * title, link, permalink guid, RFC 822 date and the excerpt as description.
 */
export function blogRssXml({ siteOrigin, companyName, posts }: { siteOrigin: string; companyName: string; posts: readonly FeedPost[] }): string {
  const blogUrl = new URL("/blog", siteOrigin).href;
  const feedUrl = new URL("/blog/rss.xml", siteOrigin).href;
  const newest = posts.find((post) => post.publishedAt)?.publishedAt;
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = posts.map((post) => {
    const url = new URL(`/blog/${encodeURIComponent(post.slug)}`, siteOrigin).href;
    return [
      "<item>",
      element("title", post.title),
      element("link", url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      ...(post.publishedAt ? [element("pubDate", post.publishedAt.toUTCString())] : []),
      element("description", post.excerpt),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", `${companyName} Blog`),
    element("link", blogUrl),
    element("description", `${companyName}: güvenlik kamerası, alarm, yangın algılama, network ve akıllı ev sistemleri üzerine rehber yazılar.`),
    element("language", "tr-TR"),
    ...(newest ? [element("lastBuildDate", newest.toUTCString())] : []),
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

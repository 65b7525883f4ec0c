import type { MetaDescriptor } from "react-router";

/** `<link rel="alternate" type="application/rss+xml">` to /blog/rss.xml, in the head of every blog page. */
export function blogFeedLink({ siteOrigin, companyName }: { siteOrigin: string; companyName: string }): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${companyName} Blog`, href: new URL("/blog/rss.xml", siteOrigin).href };
}

/** Open Graph article tags: publication and change times, one tag per keyword. */
export function articleMeta(post: { publishedAt: string | null; updatedAt: string | null; keywords: string | null }): MetaDescriptor[] {
  const tags = (post.keywords ?? "")
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return [
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
    ...(post.updatedAt ? [{ property: "article:modified_time", content: post.updatedAt }] : []),
    ...tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

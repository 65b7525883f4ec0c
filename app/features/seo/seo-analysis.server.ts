import { desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { products } from "#app/db/schema/catalog";
import { redirects } from "#app/db/schema/redirects";
import { redirectLookupKeys } from "#app/lib/redirect-paths";
import { foldTr } from "#app/lib/turkish";

import type { SeoIssue } from "./seo-analysis";
import type { SeoAnalysis } from "./seo-analysis.queries";

export const PRODUCT_DESCRIPTION_MIN = 50;
export const META_DESCRIPTION_RANGE = { min: 120, max: 160 } as const;
export const META_TITLE_MAX = 60;

/** A link's address in Markdown (`](…)`) or HTML (`href="…"`). */
const LINK = /\]\(\s*<?([^)\s>]+)|href\s*=\s*["']([^"']+)["']/gi;

/**
 * The links of a text that lead to an address a redirect rule answers: each should point at the
 * rule's target instead, since a redirect costs the visitor a round trip and passes on less (ADR 043).
 */
export function redirectedLinks(text: string | null, rules: ReadonlyMap<string, string>, siteOrigin: string): { link: string; target: string }[] {
  if (!text || rules.size === 0) return [];
  const found = new Map<string, string>();
  for (const match of text.matchAll(LINK)) {
    const link = match[1] ?? match[2]!;
    const internal = link.startsWith(siteOrigin) ? link.slice(siteOrigin.length) || "/" : link;
    if (!internal.startsWith("/") || internal.startsWith("//")) continue;
    const [withQuery, pathOnly] = redirectLookupKeys(internal.split("#")[0]!);
    const target = (withQuery !== undefined ? rules.get(withQuery) : undefined) ?? rules.get(pathOnly);
    if (target) found.set(link, target);
  }
  return [...found].map(([link, target]) => ({ link, target }));
}

/**
 * The SEO analysis (docs/product.md#admin-area): the issues of active products and every post, with counts by severity,
 * and every link in their texts that leads to a redirected address.
 */
export async function analyseSeo(db: Db, siteOrigin: string): Promise<SeoAnalysis> {
  const issues: SeoIssue[] = [];
  const rules = new Map((await db.select({ sourceKey: redirects.sourceKey, target: redirects.target }).from(redirects)).map((rule) => [rule.sourceKey, rule.target]));
  const linkIssues = (base: Omit<SeoIssue, "id" | "issue" | "severity">, idPrefix: string, text: string | null) =>
    redirectedLinks(text, rules, siteOrigin).map(({ link, target }, index) => ({
      ...base,
      id: `${idPrefix}-redirected-link-${index}`,
      issue: `İçerikteki ${link} bağlantısı yönlendirilen bir adrese gidiyor (→ ${target}); bağlantıyı yeni adresle değiştirin.`,
      severity: "medium" as const,
    }));
  const productRows = await db
    .select({ id: products.id, name: products.name, description: products.description, imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.id));
  for (const product of productRows) {
    const base = { name: product.name, type: "product" as const, editUrl: `/n1_admin/products?edit=${product.id}` };
    const length = product.description?.trim().length ?? 0;
    if (length === 0) issues.push({ ...base, id: `product-${product.id}-description`, issue: "Ürün açıklaması yok.", severity: "high" });
    else if (length < PRODUCT_DESCRIPTION_MIN) {
      issues.push({ ...base, id: `product-${product.id}-description`, issue: `Ürün açıklaması çok kısa (${length} karakter; en az ${PRODUCT_DESCRIPTION_MIN}).`, severity: "medium" });
    }
    if (!product.imageUrl) issues.push({ ...base, id: `product-${product.id}-image`, issue: "Ürün görseli yok.", severity: "low" });
    issues.push(...linkIssues(base, `product-${product.id}`, product.description));
  }

  const posts = await db
    .select({ id: blogPosts.id, title: blogPosts.title, metaTitle: blogPosts.metaTitle, metaDescription: blogPosts.metaDescription, imageUrl: blogPosts.imageUrl, content: blogPosts.content })
    .from(blogPosts)
    .orderBy(desc(blogPosts.id));
  const titleCounts = new Map<string, number>();
  for (const post of posts) titleCounts.set(foldTr(post.title.trim()), (titleCounts.get(foldTr(post.title.trim())) ?? 0) + 1);
  for (const post of posts) {
    const base = { name: post.title, type: "blog" as const, editUrl: `/n1_admin/blog?edit=${post.id}` };
    const meta = post.metaDescription?.trim().length ?? 0;
    if (meta === 0) issues.push({ ...base, id: `blog-${post.id}-meta-description`, issue: "Meta açıklama yok.", severity: "high" });
    else if (meta < META_DESCRIPTION_RANGE.min || meta > META_DESCRIPTION_RANGE.max) {
      issues.push({
        ...base,
        id: `blog-${post.id}-meta-description`,
        issue: `Meta açıklama ${meta} karakter (önerilen ${META_DESCRIPTION_RANGE.min}–${META_DESCRIPTION_RANGE.max}).`,
        severity: "medium",
      });
    }
    const metaTitle = post.metaTitle?.trim().length ?? 0;
    if (metaTitle === 0) issues.push({ ...base, id: `blog-${post.id}-meta-title`, issue: "Meta başlık yok.", severity: "medium" });
    else if (metaTitle > META_TITLE_MAX) {
      issues.push({ ...base, id: `blog-${post.id}-meta-title`, issue: `Meta başlık çok uzun (${metaTitle} karakter; en fazla ${META_TITLE_MAX}).`, severity: "low" });
    }
    if (!post.imageUrl) issues.push({ ...base, id: `blog-${post.id}-image`, issue: "Yazı görseli yok.", severity: "low" });
    issues.push(...linkIssues(base, `blog-${post.id}`, post.content));
    if ((titleCounts.get(foldTr(post.title.trim())) ?? 0) > 1) {
      issues.push({ ...base, id: `blog-${post.id}-duplicate-title`, issue: "Aynı başlık başka bir yazıda da kullanılıyor.", severity: "high" });
    }
  }

  const count = (severity: SeoIssue["severity"]) => issues.filter((item) => item.severity === severity).length;
  return { totalIssues: issues.length, highSeverity: count("high"), mediumSeverity: count("medium"), lowSeverity: count("low"), issues };
}

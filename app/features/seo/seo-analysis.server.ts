import { desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { products } from "#app/db/schema/catalog";
import { foldTr } from "#app/lib/turkish";

import type { SeoIssue } from "./seo-analysis";
import type { SeoAnalysis } from "./seo-analysis.queries";

export const PRODUCT_DESCRIPTION_MIN = 50;
export const META_DESCRIPTION_RANGE = { min: 120, max: 160 } as const;
export const META_TITLE_MAX = 60;

/**
 * The SEO analysis (docs/product.md#admin-area): the issues of active products and every post, with counts by
 * severity.
 */
export async function analyseSeo(db: Db): Promise<SeoAnalysis> {
  const issues: SeoIssue[] = [];
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
  }

  const posts = await db
    .select({ id: blogPosts.id, title: blogPosts.title, metaTitle: blogPosts.metaTitle, metaDescription: blogPosts.metaDescription, imageUrl: blogPosts.imageUrl })
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
    if ((titleCounts.get(foldTr(post.title.trim())) ?? 0) > 1) {
      issues.push({ ...base, id: `blog-${post.id}-duplicate-title`, issue: "Aynı başlık başka bir yazıda da kullanılıyor.", severity: "high" });
    }
  }

  const count = (severity: SeoIssue["severity"]) => issues.filter((item) => item.severity === severity).length;
  return { totalIssues: issues.length, highSeverity: count("high"), mediumSeverity: count("medium"), lowSeverity: count("low"), issues };
}

import type { SupportAppType, SupportPlatform } from "#app/domain/support-apps";

/** Demo catalogue entry. Category and subcategory are slugs of app/domain/catalog-taxonomy.ts. */
export type DemoProduct = {
  name: string;
  description: string;
  categorySlug: string;
  subcategorySlug: string;
  brand: string;
  features: string[];
  specifications: Record<string, string>;
  imageUrl: string;
  isFeatured?: boolean;
  isActive?: boolean;
};

export type DemoBrand = { name: string; description: string; logoUrl: string };

export type DemoBlogPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  metaDescription: string;
  /** When the title is longer than the SEO analysis allows a meta title (60 characters); else the title. */
  metaTitle?: string;
  keywords: string;
  /** Days before the seeding date, so the dates look like a real publishing history. */
  publishedDaysAgo: number;
};

export type DemoSupportApp = {
  type: SupportAppType;
  name: string;
  description: string;
  brand: string;
  version: string;
  platforms: SupportPlatform[];
  imageUrl: string;
  downloadUrl?: string;
  androidDownloadUrl?: string;
  iosDownloadUrl?: string;
  windowsDownloadUrl?: string;
};

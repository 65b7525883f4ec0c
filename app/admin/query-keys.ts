/**
 * Every query key of the admin app (ADR 026). A key names what was read, never a URL, so that
 * invalidation names what changed: `adminKeys.resource("products")` covers the product list and
 * every product; derived views (statistics, SEO analysis) have keys of their own.
 */
export const adminKeys = {
  all: ["admin"] as const,
  resource: (name: string) => ["admin", "resource", name] as const,
  list: (name: string) => ["admin", "resource", name, "list"] as const,
  item: (name: string, id: number) => ["admin", "resource", name, "item", id] as const,
  dataStats: () => ["admin", "data-stats"] as const,
  leadStats: () => ["admin", "lead-stats"] as const,
  seoAnalysis: () => ["admin", "seo-analysis"] as const,
  audit: () => ["admin", "audit"] as const,
  settings: () => ["admin", "settings"] as const,
  importJobs: () => ["admin", "import-jobs"] as const,
  supplierProfile: () => ["admin", "supplier-profile"] as const,
  twoFactor: () => ["admin", "two-factor"] as const,
  staff: () => ["admin", "staff"] as const,
  invitations: () => ["admin", "staff", "invitations"] as const,
  currentUser: () => ["auth", "current-user"] as const,
};

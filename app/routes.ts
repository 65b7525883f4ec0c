import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The legal texts: each is the content document `legal/<path>` (ADR 041). */
const LEGAL_PATHS = ["gizlilik-politikasi", "kullanim-kosullari", "kvkk"];

/** The 3 service landing pages (docs/product.md#landing-pages). */
const SERVICE_LANDING_PATHS = ["kocaeli-alarm-sistemleri", "kocaeli-yangin-ihbar-sistemi", "kocaeli-kamera-sistemleri"];

/** The 11 district security-systems pages. */
const DISTRICT_SYSTEMS_PATHS = [
  "izmit-guvenlik-sistemleri",
  "darica-guvenlik-sistemleri",
  "korfez-guvenlik-sistemleri",
  "gebze-guvenlik-sistemleri",
  "kandira-guvenlik-sistemleri",
  "cayirova-guvenlik-sistemleri",
  "derince-guvenlik-sistemleri",
  "dilovasi-guvenlik-sistemleri",
  "golcuk-guvenlik-sistemleri",
  "karamursel-guvenlik-sistemleri",
  "kartepe-guvenlik-sistemleri",
];

/** The 13 district security-companies pages. */
const DISTRICT_COMPANIES_PATHS = [
  "kocaeli-guvenlik-sirketleri",
  "basiskele-guvenlik-sirketleri",
  "cayirova-guvenlik-sirketleri",
  "darica-guvenlik-sirketleri",
  "derince-guvenlik-sirketleri",
  "dilovasi-guvenlik-sirketleri",
  "gebze-guvenlik-sirketleri",
  "golcuk-guvenlik-sirketleri",
  "izmit-guvenlik-sirketleri",
  "kandira-guvenlik-sirketleri",
  "karamursel-guvenlik-sirketleri",
  "kartepe-guvenlik-sirketleri",
  "korfez-guvenlik-sirketleri",
];

/**
 * Turkish spellings of registered landing paths (issue 7): each answers 301 with the ASCII path.
 * Browsers send them percent-encoded (`/dar%C4%B1ca-…`); React Router matches the decoded path.
 */
const LANDING_SPELLING_REDIRECTS = ["darıca-guvenlik-sistemleri", "darıca-guvenlik-sirketleri"];

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("urunler", "routes/site/products.tsx"),
    route("urun/:id", "routes/site/product-detail.tsx"),
    route("karsilastir", "routes/site/compare.tsx"),
    route("markalar", "routes/site/brands.tsx"),
    route("hakkimizda", "routes/site/about.tsx"),
    route("hizmetlerimiz", "routes/site/services.tsx"),
    route("destek", "routes/site/support.tsx"),
    route("destek/yazilimlar", "routes/site/support-downloads.tsx", { id: "destek/yazilimlar" }),
    route("destek/uygulamalar", "routes/site/support-downloads.tsx", { id: "destek/uygulamalar" }),
    route("hdd-hesaplama", "routes/site/hdd-calculator.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("bulten/abonelik-iptal", "routes/site/newsletter-unsubscribed.tsx"),
    route("iletisim", "routes/site/contact.tsx"),
    route("iletisim/mesaj-alindi", "routes/site/contact-received.tsx"),
    route("ucretsiz-kesif", "routes/site/free-survey.tsx"),
    route("ucretsiz-kesif/talep-alindi", "routes/site/free-survey-received.tsx"),
    route("teklif-sepeti", "routes/site/quote-basket.tsx"),
    route("teklif-sepeti/talep-alindi", "routes/site/quote-basket-received.tsx"),
    ...LEGAL_PATHS.map((path) => route(path, "routes/site/legal-document.tsx", { id: path })),
    route("hizmet-bolgeleri", "routes/site/service-areas.tsx"),
    ...SERVICE_LANDING_PATHS.map((path) => route(path, "routes/site/service-landing.tsx", { id: path })),
    ...DISTRICT_SYSTEMS_PATHS.map((path) => route(path, "routes/site/district-systems.tsx", { id: path })),
    ...DISTRICT_COMPANIES_PATHS.map((path) => route(path, "routes/site/district-companies.tsx", { id: path })),
    // Landing pages staff add (ADR 041): every route above and every static route ranks before it.
    route(":slug", "routes/site/service-landing.tsx", { id: "staff-landing" }),
  ]),

  ...LANDING_SPELLING_REDIRECTS.map((path, index) =>
    route(path, "routes/site/landing-spelling-redirect.ts", { id: `landing-spelling-redirect-${index}` }),
  ),

  layout("routes/admin/layout.tsx", [
    route("admin-login", "routes/admin/login.tsx"),
    route("n1_admin", "routes/admin/guard.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("brands", "routes/admin/brands.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("support-apps", "routes/admin/support-apps.tsx"),
      route("data-management", "routes/admin/data-management.tsx"),
      route("seo-analysis", "routes/admin/seo-analysis.tsx"),
      route("unfound-searches", "routes/admin/unfound-searches.tsx"),
      route("redirects", "routes/admin/redirects.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("content/new", "routes/admin/content-new.tsx"),
      route("content/:group/:name", "routes/admin/content-editor.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("security", "routes/admin/security.tsx"),
      route("users", "routes/admin/users.tsx"),
    ]),
    route("admin-hesap/:token", "routes/admin/one-time-link.tsx"),
  ]),

  // Public catalogue API
  route("api/products", "routes/api/products.ts"),
  route("api/products/:id", "routes/api/product.ts"),
  route("api/brands", "routes/api/brands.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/support/software", "routes/api/support-software.ts"),
  route("api/support/mobile-apps", "routes/api/support-mobile-apps.ts"),

  // Public blog and newsletter API
  route("api/blog", "routes/api/blog.ts"),
  route("api/blog/:slug", "routes/api/blog-post.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/newsletter/unsubscribe", "routes/api/newsletter-unsubscribe.ts"),
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap/:part", "routes/resources/sitemap-part.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("destek/dosya/:name", "routes/resources/support-file.ts"),
  route("hizmetlerimiz/ayrintilar", "routes/resources/services-details.ts"),
  route("teklif-sepeti/guncelle", "routes/resources/quote-basket-update.ts"),
  route("karsilastir/secim", "routes/resources/comparison-selection.ts"),

  // Authentication API (docs/security.md#authentication)
  route("api/login", "routes/api/login-redirect.ts"),
  route("api/auth/login", "routes/api/auth-login.ts"),
  route("api/auth/user", "routes/api/auth-user.ts"),
  route("api/auth/logout", "routes/api/auth-logout.ts"),
  route("api/auth/password", "routes/api/auth-password.ts"),
  route("api/auth/login/totp", "routes/api/auth-login-totp.ts"),
  route("api/auth/2fa", "routes/api/auth-two-factor.ts"),
  route("api/auth/2fa/setup", "routes/api/auth-two-factor-setup.ts"),
  route("api/auth/2fa/confirm", "routes/api/auth-two-factor-confirm.ts"),
  route("api/auth/2fa/disable", "routes/api/auth-two-factor-disable.ts"),

  // Admin API: every handler calls requireAdminApi itself (tests/security/access-matrix.test.ts)
  // Every admin resource: `:resource` is the name its definition gives (`defineAdminResource`),
  // served by two generic modules (ADR 026, ADR 034); the static paths below rank before them.
  route("api/admin/:resource", "routes/api/admin-resource-collection.ts"),
  route("api/admin/:resource/:id", "routes/api/admin-resource-item.ts"),
  route("api/admin/:resource/:id/last-change", "routes/api/admin-resource-last-change.ts"),
  route("api/admin/products/export.csv", "routes/api/admin-products-export.ts"),
  route("api/admin/products/import", "routes/api/admin-products-import.ts"),
  route("api/admin/redirects/export.csv", "routes/api/admin-redirects-export.ts"),
  route("api/admin/redirects/import", "routes/api/admin-redirects-import.ts"),
  route("api/admin/scrape-products", "routes/api/admin-scrape-products.ts"),
  route("api/admin/imports", "routes/api/admin-imports.ts"),
  route("api/admin/imports/:id", "routes/api/admin-import.ts"),
  route("api/admin/supplier-profile", "routes/api/admin-supplier-profile.ts"),
  route("api/admin/supplier-profile/preview", "routes/api/admin-supplier-preview.ts"),
  route("api/admin/support-files", "routes/api/admin-support-files.ts"),
  route("api/admin/data-management/stats", "routes/api/admin-data-stats.ts"),
  route("api/admin/data-management/clean-duplicates", "routes/api/admin-clean-duplicates.ts"),
  route("api/admin/data-management/fix-images", "routes/api/admin-fix-images.ts"),
  route("api/admin/leads/export.csv", "routes/api/admin-leads-export.ts"),
  route("api/admin/leads/stats", "routes/api/admin-lead-stats.ts"),
  route("api/admin/seo/analysis", "routes/api/admin-seo-analysis.ts"),
  route("api/admin/newsletter/export.csv", "routes/api/admin-newsletter-export.ts"),
  route("api/admin/settings", "routes/api/admin-settings.ts"),
  route("api/admin/media", "routes/api/admin-media.ts"),
  route("api/admin/media-library/:id/file", "routes/api/admin-media-replace.ts"),
  route("api/admin/page-cache/purge", "routes/api/admin-page-cache-purge.ts"),
  route("api/admin/audit", "routes/api/admin-audit.ts"),
  route("api/admin/backup", "routes/api/admin-backup.ts"),
  route("api/admin/users", "routes/api/admin-users.ts"),
  route("api/admin/users/:id", "routes/api/admin-user.ts"),
  route("api/admin/users/:id/reset-link", "routes/api/admin-user-reset-link.ts"),
  route("api/admin/users/:id/two-factor", "routes/api/admin-user-two-factor.ts"),
  route("api/admin/invitations", "routes/api/admin-invitations.ts"),
  route("api/admin/invitations/:id", "routes/api/admin-invitation.ts"),
  // Editable site content (ADR 041): documents are `:group/:name` (`legal/kvkk`).
  route("api/admin/content", "routes/api/admin-content.ts"),
  route("api/admin/content/:group/:name", "routes/api/admin-content-document.ts"),
  route("api/admin/content/:group/:name/:action", "routes/api/admin-content-action.ts"),
  route("api/admin/content/:group/:name/revisions/:id", "routes/api/admin-content-revision.ts"),
  route("api/admin/content/:group/:name/revisions/:id/restore", "routes/api/admin-content-revision.ts", { id: "api-admin-content-revision-restore" }),

  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;

/**
 * Staff roles and what each may do (ADR 040): the one table the server's checks, the admin
 * navigation and the visible buttons are derived from.
 */
export const STAFF_ROLES = ["owner", "editor", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Yönetici", editor: "Editör", sales: "Satış" };

export const PERMISSIONS = [
  /** The dashboard, one's own password and 2FA: every signed-in person. */
  "self",
  "catalog.read",
  "catalog.write",
  "blog.write",
  "support.write",
  "media.write",
  "import.run",
  "supplier.profile",
  "seo.read",
  /** The site's editable content: drafts, previews, publishing, revisions (ADR 041). */
  "content",
  /** Redirect rules and the not-found log (ADR 043). */
  "redirects",
  "leads",
  "messages",
  "newsletter",
  "settings",
  "users",
  "backup",
  "cache.purge",
  "data.cleanup",
  "audit.read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR: readonly Permission[] = ["self", "catalog.read", "catalog.write", "blog.write", "support.write", "media.write", "import.run", "seo.read", "content", "redirects"];
const SALES: readonly Permission[] = ["self", "catalog.read", "leads", "messages", "newsletter"];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: EDITOR,
  sales: SALES,
};

/** The 403 answer's words, for an API call and a page alike. */
export const FORBIDDEN_MESSAGE = "Bu işlem için yetkiniz yok. Gerekirse site yöneticisinden yetki isteyin.";

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What reading (GET, HEAD) and writing (any other method) a route takes. */
type Access = { read: Permission; write: Permission };
const same = (permission: Permission): Access => ({ read: permission, write: permission });

/**
 * Every admin page and admin API path with the permission it takes. A path missing here is refused
 * to everyone (the guard fails closed); the access-matrix test fails for a route of app/routes.ts
 * that has no line. `:id` stands for one path segment.
 */
export const ADMIN_ROUTE_ACCESS: Record<string, Access> = {
  // Pages
  "/n1_admin": same("self"),
  "/n1_admin/security": same("self"),
  "/n1_admin/products": same("catalog.read"),
  "/n1_admin/brands": same("catalog.read"),
  "/n1_admin/blog": same("blog.write"),
  "/n1_admin/support-apps": same("support.write"),
  "/n1_admin/data-management": same("data.cleanup"),
  "/n1_admin/seo-analysis": same("seo.read"),
  "/n1_admin/unfound-searches": same("seo.read"),
  "/n1_admin/messages": same("messages"),
  "/n1_admin/leads": same("leads"),
  "/n1_admin/newsletter": same("newsletter"),
  "/n1_admin/settings": same("settings"),
  "/n1_admin/audit": same("audit.read"),
  "/n1_admin/users": same("users"),
  "/n1_admin/redirects": same("redirects"),
  "/n1_admin/media": same("media.write"),
  "/n1_admin/content": same("content"),
  "/n1_admin/content/new": same("content"),
  "/n1_admin/content/:group/:name": same("content"),

  // The admin resources (api/admin/:resource[/:id])
  "/api/admin/products": { read: "catalog.read", write: "catalog.write" },
  "/api/admin/products/:id": { read: "catalog.read", write: "catalog.write" },
  "/api/admin/products/:id/last-change": same("catalog.read"),
  "/api/admin/brands": { read: "catalog.read", write: "catalog.write" },
  "/api/admin/brands/:id": { read: "catalog.read", write: "catalog.write" },
  "/api/admin/brands/:id/last-change": same("catalog.read"),
  "/api/admin/blog": same("blog.write"),
  "/api/admin/blog/:id": same("blog.write"),
  "/api/admin/blog/:id/last-change": same("blog.write"),
  "/api/admin/support-apps": same("support.write"),
  "/api/admin/support-apps/:id": same("support.write"),
  "/api/admin/support-apps/:id/last-change": same("support.write"),
  "/api/admin/messages": same("messages"),
  "/api/admin/messages/:id": same("messages"),
  "/api/admin/messages/:id/last-change": same("messages"),
  "/api/admin/leads": same("leads"),
  "/api/admin/leads/:id": same("leads"),
  "/api/admin/leads/:id/last-change": same("leads"),
  "/api/admin/newsletter": same("newsletter"),
  "/api/admin/newsletter/:id": same("newsletter"),
  "/api/admin/newsletter/:id/last-change": same("newsletter"),
  "/api/admin/unfound-searches": same("seo.read"),
  "/api/admin/unfound-searches/:id": same("seo.read"),
  "/api/admin/unfound-searches/:id/last-change": same("seo.read"),
  "/api/admin/redirects": same("redirects"),
  "/api/admin/redirects/:id": same("redirects"),
  "/api/admin/redirects/:id/last-change": same("redirects"),
  "/api/admin/not-found-paths": same("redirects"),
  "/api/admin/not-found-paths/:id": same("redirects"),
  "/api/admin/not-found-paths/:id/last-change": same("redirects"),
  "/api/admin/content": same("content"),
  "/api/admin/content/:group/:name": same("content"),
  "/api/admin/content/:group/:name/:action": same("content"),
  "/api/admin/content/:group/:name/revisions/:id": same("content"),
  "/api/admin/content/:group/:name/revisions/:id/restore": same("content"),
  "/api/admin/media-library": same("media.write"),
  "/api/admin/media-library/:id": same("media.write"),
  "/api/admin/media-library/:id/last-change": same("media.write"),
  "/api/admin/users": same("users"),
  "/api/admin/users/:id": same("users"),
  "/api/admin/users/:id/reset-link": same("users"),
  "/api/admin/users/:id/two-factor": same("users"),
  "/api/admin/invitations": same("users"),
  "/api/admin/invitations/:id": same("users"),

  // The other admin API routes
  "/api/admin/products/export.csv": same("catalog.read"),
  "/api/admin/products/import": same("catalog.write"),
  "/api/admin/scrape-products": same("import.run"),
  "/api/admin/imports": same("import.run"),
  "/api/admin/imports/:id": same("import.run"),
  "/api/admin/supplier-profile": same("supplier.profile"),
  "/api/admin/supplier-profile/preview": same("supplier.profile"),
  "/api/admin/support-files": same("support.write"),
  // The dashboard's counts: harmless to every role.
  "/api/admin/data-management/stats": { read: "self", write: "data.cleanup" },
  "/api/admin/data-management/clean-duplicates": same("data.cleanup"),
  "/api/admin/data-management/fix-images": same("data.cleanup"),
  "/api/admin/leads/export.csv": same("leads"),
  "/api/admin/leads/stats": same("leads"),
  "/api/admin/seo/analysis": same("seo.read"),
  "/api/admin/newsletter/export.csv": same("newsletter"),
  "/api/admin/redirects/export.csv": same("redirects"),
  "/api/admin/redirects/import": same("redirects"),
  "/api/admin/settings": same("settings"),
  "/api/admin/media": same("media.write"),
  "/api/admin/media-library/:id/file": same("media.write"),
  "/api/admin/page-cache/purge": same("cache.purge"),
  "/api/admin/audit": same("audit.read"),
  "/api/admin/backup": same("backup"),

  // One's own account
  "/api/auth/password": same("self"),
  "/api/auth/2fa": same("self"),
  "/api/auth/2fa/setup": same("self"),
  "/api/auth/2fa/confirm": same("self"),
  "/api/auth/2fa/disable": same("self"),
};

const READ_METHODS = new Set(["GET", "HEAD"]);

/** How many `:param` segments a pattern has: a literal line wins over one with parameters. */
const paramCount = (pattern: string) => pattern.split("/").filter((segment) => segment.startsWith(":")).length;
const PATTERNS = Object.keys(ADMIN_ROUTE_ACCESS).sort((a, b) => paramCount(a) - paramCount(b));

function matches(pattern: string, segments: string[]) {
  const parts = pattern.split("/");
  return parts.length === segments.length && parts.every((part, index) => part.startsWith(":") || part === segments[index]);
}

/**
 * The permission a request to `pathname` takes, or null when no line of the table names the path
 * ("/api/admin/leads/stats" takes its own line, not "/api/admin/leads/:id").
 */
export function permissionFor(pathname: string, method: string): Permission | null {
  const segments = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1").split("/");
  const pattern = PATTERNS.find((candidate) => matches(candidate, segments));
  if (!pattern) return null;
  const access = ADMIN_ROUTE_ACCESS[pattern]!;
  return READ_METHODS.has(method.toUpperCase()) ? access.read : access.write;
}

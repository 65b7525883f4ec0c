/** Valid create bodies for the admin API, shared by the security tests and scripts/sqlmap-scan.mjs. */
export const VALID_BODIES = {
  "/api/admin/brands": { name: "Güvenlik Markası", logoUrl: "/images/logo.png", description: "Açıklama", isActive: true },
  "/api/admin/products": {
    name: "Test Kamera",
    description: "Açıklama",
    category: "cctv-guvenlik-cozumleri",
    subcategory: "ip-kameralar",
    brand: "Kaydera",
    imageUrl: "/images/kamera.png",
    features: ["IP67"],
    specifications: { Çözünürlük: "4 MP" },
    documents: [{ kind: "manual", title: "Kılavuz", url: "https://example.com/kilavuz.pdf" }],
    isActive: true,
    isFeatured: false,
  },
  "/api/admin/blog": { title: "Test Yazısı", slug: "test-yazisi", content: "İçerik", excerpt: "Özet", isPublished: true },
  "/api/admin/support-apps": {
    type: "software",
    name: "Test Yazılımı",
    description: "Açıklama",
    downloadUrl: "https://example.com/indir",
    version: "1.0",
    brand: "Kaydera",
    platforms: ["windows"],
    isActive: true,
  },
};

/**
 * Valid bodies of admin write routes that are not a resource's create (they answer something other
 * than the item), so the property tests' mutations of them reach past validation too.
 */
export const OTHER_WRITE_BODIES = {
  // The users screen's invitation (issue 30): answers 201 with the one-time link.
  "/api/admin/users": { name: "Yeni Çalışan", email: "calisan@example.com", role: "editor" },
};

/** The same body with a unique name and slug, so repeated creates do not collide. */
export function uniqueBody(path, suffix) {
  const body = JSON.parse(JSON.stringify(VALID_BODIES[path]));
  if ("name" in body) body.name = `${String(body.name)} ${suffix}`;
  if ("title" in body) body.title = `${String(body.title)} ${suffix}`;
  if ("slug" in body) body.slug = `${String(body.slug)}-${suffix.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return body;
}

import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const ADMIN_PAGES: [string, string][] = [
  ["/n1_admin", "Panel"],
  ["/n1_admin/products", "Ürünler"],
  ["/n1_admin/brands", "Markalar"],
  ["/n1_admin/blog", "Blog"],
  ["/n1_admin/media", "Medya Kütüphanesi"],
  ["/n1_admin/support-apps", "Destek İndirmeleri"],
  ["/n1_admin/data-management", "Veri Yönetimi"],
  ["/n1_admin/seo-analysis", "SEO Analizi"],
  ["/n1_admin/unfound-searches", "Aranan ama bulunamayan"],
  ["/n1_admin/redirects", "Yönlendirmeler"],
  ["/n1_admin/messages", "Mesajlar"],
  ["/n1_admin/newsletter", "Bülten Aboneleri"],
  ["/n1_admin/settings", "Site Ayarları"],
  ["/n1_admin/audit", "İşlem Kaydı"],
  ["/n1_admin/security", "Güvenlik"],
  ["/n1_admin/users", "Kullanıcılar"],
];

test("every admin page has its own title, on load and after client-side navigation", async ({ page }) => {
  await signIn(page);
  for (const [path, title] of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · Yönetim Paneli`);
  }
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Markalar" }).click();
  await expect(page).toHaveTitle("Markalar · Yönetim Paneli");
});

test("the audit log shows actions and records in Turkish", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/audit");
  const log = page.getByRole("table");
  await expect(log.getByRole("cell", { name: "Giriş", exact: true }).first()).toBeVisible();
  await expect(log.getByRole("cell", { name: "Oturum", exact: true }).first()).toBeVisible();
  await expect(log.getByRole("cell", { name: "login", exact: true })).toHaveCount(0);
  await expect(log.getByRole("cell", { name: "session", exact: true })).toHaveCount(0);
});

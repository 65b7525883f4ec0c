import { expect, it } from "vitest";
import { auditLog } from "#app/db/schema/site";
import { DEFAULT_SITE_SETTINGS } from "#app/domain/site-settings";
import { describeSignedIn } from "#tests/support/test-app";

type Editable = Record<string, unknown> & { updatedAt: string | null; companyName: string };

describeSignedIn("admin site settings API", (ctx) => {
  const { send } = ctx;

  const load = async () => (await (await send("GET", "/api/admin/settings")).json()) as Editable;

  it("starts from the demo identity and the SUPPLIER_URL fallback, with nothing saved yet", async () => {
    const settings = await load();
    expect(settings).toMatchObject({
      companyName: DEFAULT_SITE_SETTINGS.companyName,
      phonePrimary: DEFAULT_SITE_SETTINGS.phonePrimary,
      supplierUrl: "https://tedarikci.example/katalog",
      contactRetentionMonths: 24,
      updatedAt: null,
    });
  });

  it("saves every field, records which changed, and the public pages show the new identity", async () => {
    const before = await load();
    const response = await send("PUT", "/api/admin/settings", {
      ...before,
      companyName: "Körfez Güvenlik Teknolojileri",
      phonePrimary: "+90 262 111 22 33",
      socialLinks: { ...(before.socialLinks as object), youtube: "https://www.youtube.com/@korfezguvenlik" },
      geoLatitude: "40,7767",
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Editable;
    expect(saved).toMatchObject({ companyName: "Körfez Güvenlik Teknolojileri", geoLatitude: 40.7767 });
    expect(saved.updatedAt).not.toBeNull();

    const [entry] = (await ctx.database.db.select().from(auditLog)).filter((row) => row.entityType === "site-settings");
    expect(entry!.details).toEqual({ changed: expect.arrayContaining(["companyName", "phonePrimary", "socialLinks", "geoLatitude"]) });
    expect((entry!.details as { changed: string[] }).changed).not.toContain("email");

    const page = await (await ctx.request("/iletisim")).text();
    expect(page).toContain("Körfez Güvenlik Teknolojileri");
    expect(page).toContain("tel:+902621112233");
  });

  it("refuses a stale save with 409 and keeps the newer values", async () => {
    const current = await load();
    const fresh = await send("PUT", "/api/admin/settings", { ...current, address: "Yeni Adres Sok. No: 2, Gebze / Kocaeli" });
    expect(fresh.status).toBe(200);
    const stale = await send("PUT", "/api/admin/settings", { ...current, address: "Eski adres" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toContain("başka biri tarafından değiştirildi");
    expect((await load()).address).toBe("Yeni Adres Sok. No: 2, Gebze / Kocaeli");
  });

  it.each([
    ["companyName", "Firma\r\nBcc: herkes@example.com", "Firma adı tek satır olmalıdır."],
    ["email", "e-posta-degil", "Geçerli bir e-posta adresi girin."],
    ["phonePrimary", "ara beni", "Telefon geçerli bir telefon numarası olmalıdır."],
    ["mapEmbedUrl", "https://kotu.example/maps/embed", "Harita adresi bir Google Haritalar yerleştirme (embed) adresi olmalıdır."],
    ["contactRetentionMonths", 0, "Saklama süresi en az 1 ay olmalıdır."],
  ])("answers 400 with a field error for a bad %s, saving nothing", async (field, value, message) => {
    const current = await load();
    const response = await send("PUT", "/api/admin/settings", { ...current, [field]: value });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toEqual([message]);
    expect((await load()).updatedAt).toBe(current.updatedAt);
  });
}, { env: { SUPPLIER_URL: "https://tedarikci.example/katalog" } });

import { expect, it } from "vitest";
import { siteSettings } from "#app/db/schema/site";
import { describeEachDatabase } from "#tests/setup/test-database";
import { DEFAULT_SITE_SETTINGS, telHref, whatsappHref } from "#app/domain/site-settings";
import { getSiteSettings } from "./site-settings.server";

describeEachDatabase("getSiteSettings", (getDatabase) => {
  it("returns the demo identity while no settings row exists", async () => {
    expect(await getSiteSettings(getDatabase().db)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("lets saved values win and keeps defaults for empty columns", async () => {
    const { db } = getDatabase();
    await db.insert(siteSettings).values({ companyName: "Kale Güvenlik", phonePrimary: "", geoLatitude: "abc", geoLongitude: "29.9" });
    const settings = await getSiteSettings(db);
    expect(settings.companyName).toBe("Kale Güvenlik");
    expect(settings.phonePrimary).toBe(DEFAULT_SITE_SETTINGS.phonePrimary);
    expect(settings.geo).toEqual(DEFAULT_SITE_SETTINGS.geo);
  });

  it("allows only one settings row", async () => {
    await expect(getDatabase().db.insert(siteSettings).values({ id: 2 })).rejects.toThrow();
  });
});

it("builds tel: and WhatsApp links from display numbers", () => {
  expect(telHref("+90 262 000 00 00")).toBe("tel:+902620000000");
  expect(whatsappHref("+90 532 000 00 00", "Merhaba, ürün")).toBe("https://wa.me/905320000000?text=Merhaba%2C%20%C3%BCr%C3%BCn");
});

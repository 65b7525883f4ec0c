import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "#app/domain/site-settings";
import { fillSiteTokens, siteTokenHref, siteTokenValues, unknownTokens } from "./site-tokens";

describe("site tokens", () => {
  const values = siteTokenValues(DEFAULT_SITE_SETTINGS);

  it("takes the company identity from the site settings", () => {
    expect(values).toEqual({
      company: "Örnek Güvenlik Sistemleri",
      address: "Örnek Mah. Güvenlik Cad. No: 1, 41100 İzmit / Kocaeli",
      email: "bilgi@ornekguvenlik.example",
      phone: "+90 262 000 00 00",
    });
  });

  it("replaces every token, repeated ones too, and leaves other braces alone", () => {
    expect(fillSiteTokens("{company} ({phone}) — {company}, {x}", values)).toBe(
      "Örnek Güvenlik Sistemleri (+90 262 000 00 00) — Örnek Güvenlik Sistemleri, {x}",
    );
  });

  it("finds braces that are not a token", () => {
    expect(unknownTokens("{company} {adres} {email} {}")).toEqual(["adres", ""]);
    expect(unknownTokens("{company}, {address}")).toEqual([]);
  });
});

describe("siteTokenHref", () => {
  it("links the e-mail address and the phone number only", () => {
    expect(siteTokenHref("email", "bilgi@ornek.example")).toBe("mailto:bilgi@ornek.example");
    expect(siteTokenHref("phone", "+90 262 000 00 00")).toBe("tel:+902620000000");
    expect(siteTokenHref("company", "Örnek")).toBeUndefined();
    expect(siteTokenHref("address", "İzmit")).toBeUndefined();
  });
});

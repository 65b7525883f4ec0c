import { describe, expect, it } from "vitest";
import { leadSourceFromForm, leadSourceOfVisit } from "./lead-source";

const PAGE = "https://www.ornek.example/ucretsiz-kesif?ilce=gebze";

describe("leadSourceOfVisit", () => {
  it("a page of this site that sent the visitor is the source page, with its utm values", () => {
    expect(leadSourceOfVisit({ pageUrl: PAGE, referer: "https://www.ornek.example/gebze-guvenlik-sistemleri?utm_source=google&utm_campaign=gebze" })).toEqual({
      sourcePage: "/gebze-guvenlik-sistemleri?utm_source=google&utm_campaign=gebze",
      referrer: null,
      utmSource: "google",
      utmMedium: null,
      utmCampaign: "gebze",
      utmTerm: null,
      utmContent: null,
    });
  });

  it("another site is the referrer; the form page's own utm values win", () => {
    expect(leadSourceOfVisit({ pageUrl: `${PAGE}&utm_source=instagram&utm_medium=social`, referer: "https://www.google.com/" })).toMatchObject({
      sourcePage: "/ucretsiz-kesif",
      referrer: "https://www.google.com/",
      utmSource: "instagram",
      utmMedium: "social",
    });
  });

  it("ignores a missing or malformed referer and non-web schemes", () => {
    expect(leadSourceOfVisit({ pageUrl: PAGE, referer: null })).toMatchObject({ sourcePage: "/ucretsiz-kesif", referrer: null, utmSource: null });
    expect(leadSourceOfVisit({ pageUrl: PAGE, referer: "not a url" })).toMatchObject({ referrer: null });
    expect(leadSourceOfVisit({ pageUrl: PAGE, referer: "javascript:alert(1)" })).toMatchObject({ referrer: null });
  });
});

describe("leadSourceFromForm", () => {
  it("clips posted values and drops control characters", () => {
    const form = new FormData();
    form.set("sourcePage", `/urun/1\u0000${"a".repeat(600)}`);
    form.set("utmSource", "  ");
    const source = leadSourceFromForm(form);
    expect(source.sourcePage).toHaveLength(500);
    expect(source.sourcePage!.includes("\u0000")).toBe(false);
    expect(source.utmSource).toBeNull();
    expect(source.referrer).toBeNull();
  });
});

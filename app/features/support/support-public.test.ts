import { describe, expect, it } from "vitest";
import { byTurkishName, downloadLinks, localImageUrl, toPublicMobileApp, toPublicSoftware, type SupportItemRow } from "./support-public";

const row = (overrides: Partial<SupportItemRow> = {}): SupportItemRow => ({
  id: 1,
  name: "Uygulama",
  description: null,
  brand: null,
  version: null,
  imageUrl: null,
  platforms: [],
  downloadUrl: null,
  androidDownloadUrl: null,
  iosDownloadUrl: null,
  windowsDownloadUrl: null,
  ...overrides,
});

describe("public reading of a mobile app", () => {
  it("uses downloadUrl as the Android link when there is none", () => {
    const app = toPublicMobileApp(row({ downloadUrl: "/indir/genel", iosDownloadUrl: "/indir/ios" }));
    expect(app).toMatchObject({ type: "mobile-app", androidDownloadUrl: "/indir/genel", iosDownloadUrl: "/indir/ios", windowsDownloadUrl: null });
  });

  it("keeps its own Android link over downloadUrl", () => {
    expect(toPublicMobileApp(row({ downloadUrl: "/indir/genel", androidDownloadUrl: "/indir/android" })).androidDownloadUrl).toBe("/indir/android");
  });
});

describe("public reading of a software item", () => {
  it("has the platform Windows when none is stored, with downloadUrl standing in for the Windows link", () => {
    expect(toPublicSoftware(row({ downloadUrl: "/indir/kur.exe" }))).toMatchObject({ type: "software", platform: "windows", windowsDownloadUrl: "/indir/kur.exe" });
  });

  it("takes the first stored platform and fills only that platform's link", () => {
    const item = toPublicSoftware(row({ platforms: ["android", "windows"], downloadUrl: "/indir/genel", windowsDownloadUrl: "/indir/win" }));
    expect(item).toMatchObject({ platform: "android", androidDownloadUrl: "/indir/genel", windowsDownloadUrl: "/indir/win" });
  });
});

describe("download links", () => {
  it("lists Android, iOS, Windows in that order, only those present, marking external addresses", () => {
    expect(downloadLinks({ windowsDownloadUrl: "/indir/w", iosDownloadUrl: "https://apps.apple.com/tr/app/id1", androidDownloadUrl: null })).toEqual([
      { platform: "ios", href: "https://apps.apple.com/tr/app/id1", external: true },
      { platform: "windows", href: "/indir/w", external: false },
    ]);
  });
});

describe("images and order", () => {
  it.each([
    ["/images/support/a.svg", "/images/support/a.svg"],
    ["https://cdn.example/a.png", null],
    ["//cdn.example/a.png", null],
    [null, null],
  ])("shows %s as %s (the CSP allows images from this site only)", (input, expected) => {
    expect(localImageUrl(input)).toBe(expected);
  });

  it("orders by Turkish alphabet, then id", () => {
    const names = byTurkishName([
      { id: 3, name: "Zeta" },
      { id: 2, name: "Çağrı" },
      { id: 1, name: "İzleme" },
      { id: 4, name: "Cihaz" },
      { id: 0, name: "Işık" },
      { id: 5, name: "Cihaz" },
    ]).map((item) => `${item.name}#${item.id}`);
    expect(names).toEqual(["Cihaz#4", "Cihaz#5", "Çağrı#2", "Işık#0", "İzleme#1", "Zeta#3"]);
  });
});

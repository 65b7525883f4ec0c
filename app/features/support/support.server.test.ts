import { beforeAll, expect, it } from "vitest";
import { supportApps, type NewSupportApp } from "#app/db/schema/support";
import { describeEachDatabase } from "#tests/setup/test-database";
import { listPublicMobileApps, listPublicSoftware } from "./support.server";

const rows: NewSupportApp[] = [
  { type: "mobile-app", name: "Zeytin İzle", downloadUrl: "/indir/zeytin", iosDownloadUrl: "/indir/zeytin-ios", platforms: ["android", "ios"] },
  { type: "mobile-app", name: "Çatı Alarm", androidDownloadUrl: "/indir/cati-android", downloadUrl: "/indir/cati" },
  { type: "mobile-app", name: "Pasif Uygulama", downloadUrl: "/indir/pasif", isActive: false },
  { type: "software", name: "Kayıt İstemcisi", downloadUrl: "/indir/istemci.exe" },
  { type: "software", name: "Android Aracı", platforms: ["android"], androidDownloadUrl: "/indir/arac.apk" },
  { type: "software", name: "Eski Yazılım", windowsDownloadUrl: "/indir/eski.exe", isActive: false },
];

describeEachDatabase("public support lists", (getDatabase) => {
  beforeAll(async () => {
    await getDatabase().db.insert(supportApps).values(rows);
  });

  it("lists active mobile apps in Turkish name order, the Android link falling back to downloadUrl", async () => {
    const apps = await listPublicMobileApps(getDatabase().db);
    expect(apps.map((app) => app.name)).toEqual(["Çatı Alarm", "Zeytin İzle"]);
    expect(apps[0]).toMatchObject({ type: "mobile-app", androidDownloadUrl: "/indir/cati-android" });
    expect(apps[1]).toMatchObject({ androidDownloadUrl: "/indir/zeytin", iosDownloadUrl: "/indir/zeytin-ios", platforms: ["android", "ios"] });
    expect(apps[0]).not.toHaveProperty("isActive");
    expect(apps[0]).not.toHaveProperty("updatedAt");
  });

  it("lists active software with its platform, Windows by default", async () => {
    const software = await listPublicSoftware(getDatabase().db);
    expect(software.map((item) => [item.name, item.platform])).toEqual([
      ["Android Aracı", "android"],
      ["Kayıt İstemcisi", "windows"],
    ]);
    expect(software[1]!.windowsDownloadUrl).toBe("/indir/istemci.exe");
  });
});

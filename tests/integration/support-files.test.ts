import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportApps } from "#app/db/schema/support";
import { writeDemoDownloads } from "#app/features/support/demo-downloads.server";
import { DEMO_SUPPORT_APPS } from "#app/db/seed/demo-support-apps";
import { createTestApp, signIn } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "support-files-"));
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  cookie = await signIn(ctx.request);
});
afterAll(async () => {
  await ctx.database.dispose();
  await rm(mediaDir, { recursive: true, force: true });
});

const upload = (name: string, bytes: Buffer) => {
  const body = new FormData();
  body.append("file", new File([new Uint8Array(bytes)], name));
  return ctx.request("/api/admin/support-files", { method: "POST", headers: { cookie }, body });
};
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

describe("support downloads (ADR 025)", () => {
  it("stores an upload under a safe name and serves it as an attachment", async () => {
    const response = await upload("../../Kurulum Dosyası v2.ZIP", ZIP);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/destek\/dosya\/[0-9a-f]{20}-kurulum-dosyasi-v2\.zip$/);
    const file = await ctx.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${url.split("/").at(-1)}"`);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(ZIP);
  });

  it.each([
    ["sayfa.html", Buffer.from("<script>alert(1)</script>"), "Yalnızca .zip, .exe, .msi, .apk, .pdf dosyaları yüklenebilir."],
    ["kurulum.exe", Buffer.from("PK\u0003\u0004 not a program"), "Dosyanın içeriği .exe uzantısına uymuyor."],
    ["bos.zip", Buffer.alloc(0), "Boş bir dosya yüklenemez."],
  ])("refuses %s with a Turkish reason", async (name, bytes, message) => {
    const response = await upload(name, bytes);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it("refuses a file over 10 MB", async () => {
    expect((await upload("buyuk.zip", Buffer.concat([ZIP, Buffer.alloc(10 * 1024 * 1024)]))).status).toBe(413);
  });

  it("answers 404 for a missing file or a name that is not a stored one", async () => {
    for (const name of ["yok.zip", "..%2Fsecret.zip", "a.html", "Buyuk.ZIP"]) expect((await ctx.request(`/destek/dosya/${name}`)).status, name).toBe(404);
  });

  it("serves a download only at /destek/dosya/, never as a media file (issue 27 item 17)", async () => {
    const { url } = (await (await upload("surucu.zip", ZIP)).json()) as { url: string };
    const name = url.split("/").at(-1)!;
    expect((await ctx.request(url)).status).toBe(200);
    for (const path of [`/media/downloads/${name}`, `/media//downloads/${name}`, `/media/%64ownloads/${name}`, `/media/downloads%2F${name}`, `/MEDIA/downloads/${name}`]) {
      expect((await ctx.request(path)).status, path).toBe(404);
    }
  });

  it("refuses a download address on this site that is not an uploaded file", async () => {
    const response = await ctx.request("/api/admin/support-apps", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ type: "software", name: "Ölü bağlantı", windowsDownloadUrl: "/destek/indir/yok" }),
    });
    expect(response.status).toBe(400);
  });

  it("writes a file behind every demo download on this site, a ZIP dated when it was written", async () => {
    await writeDemoDownloads(ctx.database.db, mediaDir, new Date(2026, 10, 24, 9, 30, 14));
    const apps = await ctx.database.db.select({ name: supportApps.name }).from(supportApps);
    const own = DEMO_SUPPORT_APPS.filter((app) => apps.some((row) => row.name === app.name))
      .flatMap((app) => [app.downloadUrl, app.androidDownloadUrl, app.iosDownloadUrl, app.windowsDownloadUrl])
      .filter((url) => url?.startsWith("/"));
    expect(own.length).toBeGreaterThan(0);
    for (const url of own) {
      const response = await ctx.request(url!);
      expect(response.status, url).toBe(200);
      const zip = Buffer.from(await response.arrayBuffer());
      expect(zip.subarray(0, 4)).toEqual(ZIP.subarray(0, 4));
      // The MS-DOS date and time of the entry, in its local header and in the central directory (issue 27: they were 0, no valid date).
      const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      for (const [time, date] of [[zip.readUInt16LE(10), zip.readUInt16LE(12)], [zip.readUInt16LE(central + 12), zip.readUInt16LE(central + 14)]]) {
        const stamp = new Date(1980 + (date! >> 9), ((date! >> 5) & 0xf) - 1, date! & 0x1f, time! >> 11, (time! >> 5) & 0x3f, (time! & 0x1f) * 2);
        expect(stamp, url).toEqual(new Date(2026, 10, 24, 9, 30, 14));
      }
    }
  });

  it("does not write again the file of a demo app staff deleted (issue 27 item 9)", async () => {
    const own = (app: (typeof DEMO_SUPPORT_APPS)[number]) => [app.downloadUrl, app.androidDownloadUrl, app.iosDownloadUrl, app.windowsDownloadUrl].filter((url) => url?.startsWith("/"));
    const deleted = DEMO_SUPPORT_APPS.find((app) => own(app).length > 0)!;
    const [row] = await ctx.database.db.select({ id: supportApps.id }).from(supportApps).where(eq(supportApps.name, deleted.name));
    expect((await ctx.request(`/api/admin/support-apps/${row!.id}`, { method: "DELETE", headers: { cookie } })).status).toBe(204);
    await writeDemoDownloads(ctx.database.db, mediaDir);
    for (const url of own(deleted)) expect((await ctx.request(url!)).status, url).toBe(404);
  });

  it("sends no visitor to an address outside the site: every demo download is a file here, and the invented brands' apps have no store links", () => {
    for (const app of DEMO_SUPPORT_APPS) {
      for (const url of [app.downloadUrl, app.androidDownloadUrl, app.iosDownloadUrl, app.windowsDownloadUrl]) {
        if (url !== undefined) expect(url, app.name).toMatch(/^\/destek\/dosya\/[a-z0-9-]+\.zip$/);
      }
      if (app.type === "mobile-app") expect([app.downloadUrl, app.androidDownloadUrl, app.iosDownloadUrl], app.name).toEqual([undefined, undefined, undefined]);
    }
  });
});

import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#app/db/schema/site";
import { backfillAvifVariants, backfillSocialImages } from "#app/features/media/media.server";
import { imageVariants, socialImageUrl } from "#app/lib/image-variants";
import { createTestApp, signIn } from "#tests/support/test-app";

const mediaDir = mkdtempSync(path.join(os.tmpdir(), "media-test-"));
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  cookie = await signIn(ctx.request);
});
afterAll(async () => {
  await ctx.database.dispose();
  rmSync(mediaDir, { recursive: true, force: true });
});

type Stored = { url: string; width: number; height: number; variants: { width: number; url: string }[] };

function upload(bytes: Uint8Array<ArrayBuffer>, { name = "gorsel.png", type = "image/png" } = {}) {
  const body = new FormData();
  body.append("file", new File([bytes], name, { type }));
  return ctx.request("/api/admin/media", { method: "POST", headers: { cookie }, body });
}

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 60, b: 120 } } });

describe("admin image upload", () => {
  it.each([
    ["jpeg", () => image(1600, 900).jpeg().toBuffer()],
    ["png", () => image(1600, 900).png().toBuffer()],
    ["webp", () => image(1600, 900).webp().toBuffer()],
    ["avif", () => image(1600, 900).avif().toBuffer()],
  ])("accepts %s and writes AVIF and WebP variants no wider than 1280 px", async (_format, make) => {
    const response = await upload(await make());
    expect(response.status).toBe(201);
    const stored = (await response.json()) as Stored;
    expect(stored.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    expect(stored).toMatchObject({ width: 1280, height: 720, url: stored.variants.at(-1)!.url });
    for (const variant of stored.variants) {
      expect(variant.url).toMatch(/^\/media\/[0-9a-f]{20}-\d+\.webp$/);
      const webp = path.join(mediaDir, path.basename(variant.url));
      expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: variant.width });
      const avif = await sharp(webp.replace(/\.webp$/, ".avif")).metadata();
      expect(avif).toMatchObject({ format: "heif", compression: "av1", width: variant.width });
    }
    // What <Picture> derives from the stored URL alone is exactly what was written.
    const derived = imageVariants(stored.url)!;
    expect(derived.webpSrcSet).toBe(stored.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "));
    for (const entry of derived.avifSrcSet.split(", ")) expect(existsSync(path.join(mediaDir, path.basename(entry.split(" ")[0]!)))).toBe(true);
  });

  it("never enlarges a small image (one AVIF and one WebP at its own width), and names files by content so a repeat upload changes nothing", async () => {
    const bytes = await image(200, 100).png().toBuffer();
    const first = (await (await upload(bytes)).json()) as Stored;
    const hash = path.basename(first.url).split("-")[0]!;
    const files = () => readdirSync(mediaDir).filter((name) => name.startsWith(hash));
    expect(files().sort()).toEqual([`${hash}-200.avif`, `${hash}-200.webp`, `${hash}-og.jpg`]);
    expect(await sharp(path.join(mediaDir, `${hash}-200.avif`)).metadata()).toMatchObject({ width: 200, height: 100 });
    const second = (await (await upload(bytes)).json()) as Stored;
    expect(first.variants).toEqual([{ width: 200, url: first.url }]);
    expect(second).toEqual(first);
    expect(files()).toHaveLength(3);
  });

  it.each([
    ["a wide photo", 1600, 900],
    ["a tall one, never cropped", 300, 900],
  ])("writes a 1200 × 630 JPEG sharing image of %s, the whole picture on white, served as image/jpeg", async (_label, width, height) => {
    const stored = (await (await upload(await image(width, height).png().toBuffer())).json()) as Stored;
    const url = socialImageUrl(stored.url)!;
    expect(url).toMatch(/^\/media\/[0-9a-f]{20}-og\.jpg$/);
    const response = await ctx.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The picture (navy-blue) fills the height; a tall one leaves white at the sides, a wide one none at its middle row.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(600, 315)[2]).toBeGreaterThan(100);
    expect(pixel(600, 315)[0]).toBeLessThan(60);
    if (height > width) expect(pixel(20, 315)).toEqual([255, 255, 255]);
  });

  it("backfills the sharing image an upload from before it lacks, from its largest variant", async () => {
    const stored = (await (await upload(await image(900, 500).png().toBuffer())).json()) as Stored;
    const file = path.join(mediaDir, path.basename(socialImageUrl(stored.url)!));
    rmSync(file);
    expect((await backfillSocialImages(mediaDir)).written).toBe(1);
    expect(await sharp(file).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(await backfillSocialImages(mediaDir)).toEqual({ written: 0 });
  });

  it("backfills the AVIF variants an upload from before AVIF lacks, and leaves existing ones alone", async () => {
    const stored = (await (await upload(await image(700, 350).png().toBuffer())).json()) as Stored;
    const avifOf = (url: string) => path.join(mediaDir, path.basename(url).replace(/\.webp$/, ".avif"));
    for (const variant of stored.variants) rmSync(avifOf(variant.url));
    const before = new Set(readdirSync(mediaDir).filter((name) => name.endsWith(".avif")));

    expect(await backfillAvifVariants(mediaDir)).toEqual({ written: stored.variants.length });
    for (const variant of stored.variants) expect(await sharp(avifOf(variant.url)).metadata()).toMatchObject({ compression: "av1", width: variant.width });
    expect([...before].every((name) => existsSync(path.join(mediaDir, name)))).toBe(true);
    expect(await backfillAvifVariants(mediaDir)).toEqual({ written: 0 });
  });

  it("serves the AVIF variant with its own content type, immutable", async () => {
    const stored = (await (await upload(await image(500, 300).jpeg().toBuffer())).json()) as Stored;
    const response = await ctx.request(stored.url.replace(/\.webp$/, ".avif"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("serves the stored file as an immutable WebP", async () => {
    const stored = (await (await upload(await image(400, 300).jpeg().toBuffer())).json()) as Stored;
    const response = await ctx.request(stored.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("drops EXIF metadata (camera, GPS) from what it stores", async () => {
    const withExif = await image(800, 600)
      .jpeg()
      .withExif({ IFD0: { Make: "GizliKamera", Model: "X1" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const stored = (await (await upload(withExif)).json()) as Stored;
    expect((await sharp(path.join(mediaDir, path.basename(stored.url))).metadata()).exif).toBeUndefined();
    expect((await sharp(path.join(mediaDir, path.basename(socialImageUrl(stored.url)!))).metadata()).exif).toBeUndefined();
  });

  it.each([
    ["SVG (script can hide in it)", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml"],
    ["a text file named .png", Buffer.from("bu bir görsel değil"), "sahte.png", "image/png"],
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"), "anim.gif", "image/gif"],
  ])("refuses %s with 400 and a Turkish message, storing nothing", async (_label, bytes, name, type) => {
    const before = readdirSync(mediaDir).length;
    const response = await upload(bytes, { name, type });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Yalnızca JPEG, PNG, WebP veya AVIF görseller yüklenebilir.");
    expect(readdirSync(mediaDir)).toHaveLength(before);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const response = await upload(new Uint8Array(10 * 1024 * 1024 + 1), { name: "buyuk.jpg", type: "image/jpeg" });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe("Görsel en fazla 10 MB olabilir.");
  });

  it("answers 415 for a JSON body and 400 when no file is attached", async () => {
    const json = await ctx.request("/api/admin/media", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    const empty = new FormData();
    empty.append("not-file", "x");
    const missing = await ctx.request("/api/admin/media", { method: "POST", headers: { cookie }, body: empty });
    expect(missing.status).toBe(400);
  });

  it("records each upload in the audit log", async () => {
    const rows = await ctx.database.db.select().from(auditLog);
    expect(rows.filter((row) => row.entityType === "media" && row.action === "upload").length).toBeGreaterThanOrEqual(4);
  });
});

import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { brands } from "#app/db/schema/catalog";
import { mediaAssets } from "#app/db/schema/media";
import { hashPassword } from "#app/features/auth/password.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/*
 * Issue 27 item 9: deleting or replacing an upload makes the old file unreachable at once when
 * nothing else refers to it (support app files, product, post and brand images), deleted after the
 * row's transaction commits and never when the write fails. Images are content-addressed, so one
 * file may serve several rows: it goes with the last of them, and an image only once its media library
 * row is deleted too (ADR 042). On PGlite and PostgreSQL.
 */

type Item = Record<string, unknown> & { id: number; updatedAt: string };

describeEachDatabase("uploads nothing uses any more", (getDatabase) => {
  let mediaDir: string;
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let send: ReturnType<typeof jsonSender>;
  let cookie = "";
  let brand = "";

  const uploadFile = async (endpoint: string, name: string, bytes: Buffer) => {
    const body = new FormData();
    body.append("file", new File([new Uint8Array(bytes)], name));
    const response = await request(endpoint, { method: "POST", headers: { cookie }, body });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };
  /** A support download: a ZIP whose bytes (and so whose stored name) differ by `tag`. */
  const uploadZip = (tag: string) => uploadFile("/api/admin/support-files", `kurulum-${tag}.zip`, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(tag)]));
  /** An image in one colour: the same colour twice is the same upload (content-addressed). */
  const uploadImage = async (red: number) =>
    uploadFile("/api/admin/media", "gorsel.png", await sharp({ create: { width: 700, height: 400, channels: 3, background: { r: red, g: 60, b: 120 } } }).png().toBuffer());
  const served = async (url: string) => (await request(url)).status;
  /** Every stored variant of an uploaded image (WebP and AVIF, each width). */
  const variantsOf = (url: string) => readdirSync(mediaDir).filter((name) => name.startsWith(path.basename(url).replace(/\d+\.webp$/, "")));
  const create = async (resource: string, body: object) => {
    const response = await send("POST", `/api/admin/${resource}`, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Item;
  };
  const app = (name: string, fields: object) => create("support-apps", { type: "software", name, ...fields });
  const product = (name: string, imageUrl: string) => create("products", { name, brand, category: "cctv-guvenlik-cozumleri", imageUrl });
  const post = (slug: string, fields: object) => create("blog", { title: slug, slug, content: "Metin", ...fields });

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), "upload-cleanup-"));
    const { db } = getDatabase();
    await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    const [created] = await db.insert(brands).values({ name: "Örnek Marka", slug: "ornek-marka" }).returning({ name: brands.name });
    brand = created!.name;
    ({ request } = await createAppOver(getDatabase(), { MEDIA_DIR: mediaDir }));
    cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
  });
  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("deleting a support app makes its uploaded file unreachable at once", async () => {
    const url = await uploadZip("silinen");
    const created = await app("Silinecek Yazılım", { downloadUrl: url, platforms: ["windows"] });
    expect(await served(url)).toBe(200);
    expect((await send("DELETE", `/api/admin/support-apps/${created.id}`)).status).toBe(204);
    expect(await served(url)).toBe(404);
    expect(existsSync(path.join(mediaDir, "downloads", path.basename(url)))).toBe(false);
  });

  it("replacing a download (PUT) or clearing it (PATCH) deletes the old file and keeps the new one", async () => {
    const [first, second, third] = [await uploadZip("ilk"), await uploadZip("ikinci"), await uploadZip("ucuncu")];
    const created = await app("Değişen Yazılım", { downloadUrl: first, windowsDownloadUrl: third });
    const replaced = await send("PUT", `/api/admin/support-apps/${created.id}`, { ...created, downloadUrl: second });
    expect(replaced.status).toBe(200);
    expect([await served(first), await served(second), await served(third)]).toEqual([404, 200, 200]);
    expect((await send("PATCH", `/api/admin/support-apps/${created.id}`, { windowsDownloadUrl: null })).status).toBe(200);
    expect([await served(second), await served(third)]).toEqual([200, 404]);
  });

  it("keeps a file another row still names, and deletes it with the last one", async () => {
    const shared = await uploadZip("ortak");
    const a = await app("Ortak A", { downloadUrl: shared });
    const b = await app("Ortak B", { androidDownloadUrl: `https://www.ornek-guvenlik.example${shared}` });
    expect((await send("DELETE", `/api/admin/support-apps/${a.id}`)).status).toBe(204);
    expect(await served(shared)).toBe(200);
    expect((await send("DELETE", `/api/admin/support-apps/${b.id}`)).status).toBe(204);
    expect(await served(shared)).toBe(404);
  });

  it("an image shared by a product and a post (content-addressed) stays in the media library after the last of them, and goes with its library row, every variant", async () => {
    const image = await uploadImage(10);
    expect(await uploadImage(10)).toBe(image);
    expect(variantsOf(image).length).toBe(7); // 320, 640 and 700 px, WebP and AVIF, and the 1200 × 630 sharing JPEG
    const replacement = await uploadImage(200);
    const camera = await product("Paylaşılan Görselli Kamera", image);
    const article = await post("paylasilan-gorsel", { imageUrl: image });

    const updated = await send("PUT", `/api/admin/products/${camera.id}`, { ...camera, imageUrl: replacement });
    expect(updated.status).toBe(200);
    expect(await served(image)).toBe(200);
    expect(await served(image.replace(/\.webp$/, ".avif"))).toBe(200);

    expect((await send("DELETE", `/api/admin/blog/${article.id}`)).status).toBe(204);
    expect(await served(image)).toBe(200);
    const [row] = (await (await send("GET", "/api/admin/media-library")).json() as { id: number; url: string }[]).filter((item) => item.url === image);
    expect((await send("DELETE", `/api/admin/media-library/${row!.id}`)).status).toBe(204);
    expect(await served(image)).toBe(404);
    expect(await served(image.replace(/-\d+\.webp$/, "-320.avif"))).toBe(404);
    expect(await served(image.replace(/-\d+\.webp$/, "-og.jpg"))).toBe(404);
    expect(variantsOf(image)).toEqual([]);
    expect(await served(replacement)).toBe(200);
  });

  it("keeps an image a site content document shows when the last product naming it lets it go, even without a library row", async () => {
    const image = await uploadImage(120);
    const camera = await product("İçerikte Görselli Kamera", image);
    const HOME = "/api/admin/content/site/ana-sayfa";
    const home = (await (await send("GET", HOME)).json()) as { version: number; published: { slides: { image: string }[] } };
    const slides = home.published.slides.map((slide, index) => (index === 0 ? { ...slide, image } : slide));
    expect((await send("POST", `${HOME}/publish`, { version: home.version, data: { ...home.published, slides } })).status).toBe(200);
    await getDatabase().db.delete(mediaAssets).where(eq(mediaAssets.url, image));
    expect((await send("DELETE", `/api/admin/products/${camera.id}`)).status).toBe(204);
    expect(await served(image)).toBe(200);
  });

  it("keeps an image a post's text shows, and a brand's logo while the brand cannot be deleted", async () => {
    const image = await uploadImage(90);
    const camera = await product("Metinde Görselli Kamera", image);
    await post("metinde-gorsel", { content: `Kurulumdan bir kare:\n\n![Kamera](${image.replace(/-\d+\.webp$/, "-320.webp")})` });
    expect((await send("DELETE", `/api/admin/products/${camera.id}`)).status).toBe(204);
    expect(await served(image)).toBe(200);

    const logo = await uploadImage(150);
    const logoBrand = await create("brands", { name: "Logolu Marka", logoUrl: logo });
    await create("products", { name: "Logolu Markanın Kamerası", brand: "Logolu Marka", category: "cctv-guvenlik-cozumleri" });
    // 409: the brand has a product; the logo stays.
    expect((await send("DELETE", `/api/admin/brands/${logoBrand.id}`)).status).toBe(409);
    expect(await served(logo)).toBe(200);
  });

  it("a write that fails (a stale edit: 409) deletes nothing", async () => {
    const file = await uploadZip("eski-surum");
    const created = await app("Eski Sürüm", { downloadUrl: file });
    const stale = await send("PUT", `/api/admin/support-apps/${created.id}`, { ...created, downloadUrl: null, updatedAt: "2020-01-01T00:00:00.000Z" });
    expect(stale.status).toBe(409);
    expect(await served(file)).toBe(200);
  });
});

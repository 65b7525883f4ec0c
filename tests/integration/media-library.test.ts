import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { z } from "zod";
import { users } from "#app/db/schema/auth";
import { blogPosts } from "#app/db/schema/blog";
import { brands, products } from "#app/db/schema/catalog";
import { mediaAssets } from "#app/db/schema/media";
import { hashPassword } from "#app/features/auth/password.server";
import { registerExistingUploads } from "#app/features/media/media-library.server";
import { storeImage } from "#app/features/media/media.server";
import { mediaItemSchema } from "#app/http/media-library-contract";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/*
 * The media library (issue 31 item 5, ADR 042): every upload is a row, where it is used is listed,
 * a replace points every user at the new picture, a used image cannot be deleted and needs its
 * alternative text. On PGlite and PostgreSQL.
 */

type MediaItem = z.output<typeof mediaItemSchema>;

describeEachDatabase("media library", (getDatabase) => {
  let mediaDir: string;
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let send: ReturnType<typeof jsonSender>;
  let cookie = "";
  let brand = "";

  const png = (red: number, width = 700) => sharp({ create: { width, height: 400, channels: 3, background: { r: red, g: 90, b: 40 } } }).png().toBuffer();
  const multipart = async (endpoint: string, bytes: Buffer, name = "kamera-montaj.png") => {
    const body = new FormData();
    body.append("file", new File([new Uint8Array(bytes)], name));
    return request(endpoint, { method: "POST", headers: { cookie }, body });
  };
  const upload = async (red: number, name?: string) => {
    const response = await multipart("/api/admin/media", await png(red), name);
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; url: string };
  };
  const item = async (id: number): Promise<MediaItem> => mediaItemSchema.parse(await (await send("GET", `/api/admin/media-library/${id}`)).json());
  const create = async (resource: string, body: object) => {
    const response = await send("POST", `/api/admin/${resource}`, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: number };
  };

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), "media-library-"));
    const { db } = getDatabase();
    await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    const [created] = await db.insert(brands).values({ name: "Medya Marka", slug: "medya-marka" }).returning({ name: brands.name });
    brand = created!.name;
    ({ request } = await createAppOver(getDatabase(), { MEDIA_DIR: mediaDir }));
    cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
  });
  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("registers an upload with its name, size, dimensions and uploader; the same bytes again are the same row", async () => {
    const first = await upload(11, "../../ön cephe\u0000.png");
    const again = await upload(11, "baska-ad.png");
    expect(again).toEqual(first);
    const row = await item(first.id);
    expect(row).toMatchObject({ url: first.url, name: "ön cephe.png", width: 700, height: 400, altText: null, createdByName: ADMIN.username, users: [] });
    expect(row.bytes).toBeGreaterThan(0);
    // The admin's screen and picker parse what the API answers with the strict wire schema.
    const list = mediaItemSchema.array().parse(await (await send("GET", "/api/admin/media-library")).json());
    expect(list.filter((entry) => entry.id === first.id)).toHaveLength(1);
  });

  it("lists where an image is used: a product's image, a brand's logo, a post's Markdown, each with a link", async () => {
    const image = await upload(22);
    const camera = await create("products", { name: "Kütüphane Kamerası", brand, category: "cctv-guvenlik-cozumleri", imageUrl: image.url });
    await create("blog", { title: "Montaj günlüğü", slug: "montaj-gunlugu", content: `![Montaj](${image.url.replace(/-\d+\.webp$/, "-320.webp")})` });
    await getDatabase().db.update(brands).set({ logoUrl: image.url }).where(eq(brands.name, brand));
    const row = await item(image.id);
    expect(row.users).toEqual([
      { kind: "Ürün", title: "Kütüphane Kamerası", href: `/n1_admin/products?edit=${camera.id}` },
      { kind: "Marka", title: brand, href: expect.stringMatching(/^\/n1_admin\/brands\?edit=\d+$/) },
      { kind: "Blog yazısı", title: "Montaj günlüğü", href: expect.stringMatching(/^\/n1_admin\/blog\?edit=\d+$/) },
    ]);
  });

  it("refuses to delete a used image with 409 naming its users, and deletes an unused one with its files", async () => {
    const image = await upload(33);
    await create("products", { name: "Silinemez Görselli Kamera", brand, category: "cctv-guvenlik-cozumleri", imageUrl: image.url });
    const refused = await send("DELETE", `/api/admin/media-library/${image.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe("Bu görsel kullanıldığı için silinemez. Kullanıldığı yerler: Ürün “Silinemez Görselli Kamera”.");
    expect((await request(image.url)).status).toBe(200);

    const unused = await upload(34);
    expect((await send("DELETE", `/api/admin/media-library/${unused.id}`)).status).toBe(204);
    expect((await request(unused.url)).status).toBe(404);
    expect((await send("GET", `/api/admin/media-library/${unused.id}`)).status).toBe(404);
  });

  it("requires alternative text for a used image, limits its length, and refuses a stale edit", async () => {
    const image = await upload(44);
    const unusedRow = await item(image.id);
    const named = await send("PUT", `/api/admin/media-library/${image.id}`, { ...unusedRow, name: "Giriş kamerası", altText: "" });
    expect(named.status).toBe(200);
    await create("products", { name: "Alt Metinli Kamera", brand, category: "cctv-guvenlik-cozumleri", imageUrl: image.url });
    const current = await item(image.id);
    const missing = await send("PUT", `/api/admin/media-library/${image.id}`, { ...current, altText: "  " });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.altText).toEqual(["Bu görsel içerikte kullanılıyor; alternatif metin zorunludur."]);
    const tooLong = await send("PUT", `/api/admin/media-library/${image.id}`, { ...current, altText: "ş".repeat(251) });
    expect(tooLong.status).toBe(400);
    const saved = await send("PUT", `/api/admin/media-library/${image.id}`, { ...current, altText: "Bina girişindeki dome kamera" });
    expect(saved.status).toBe(200);
    expect((await item(image.id)).altText).toBe("Bina girişindeki dome kamera");
    const stale = await send("PUT", `/api/admin/media-library/${image.id}`, { ...current, altText: "Eski okuma" });
    expect(stale.status).toBe(409);
    expect((await item(image.id)).altText).toBe("Bina girişindeki dome kamera");
  });

  it("a replace points every user at the new picture, keeps the row, and deletes the old files", async () => {
    const image = await upload(55);
    const camera = await create("products", { name: "Değişen Görselli Kamera", brand, category: "cctv-guvenlik-cozumleri", imageUrl: image.url });
    const post = await create("blog", { title: "Değişen görsel", slug: "degisen-gorsel", content: `Önce: ![Kamera](${image.url.replace(/-\d+\.webp$/, "-320.avif")})`, imageUrl: image.url });

    const response = await multipart(`/api/admin/media-library/${image.id}/file`, await png(200, 900));
    expect(response.status, await response.clone().text()).toBe(200);
    const replaced = mediaItemSchema.parse(await response.json());
    expect(replaced).toMatchObject({ id: image.id, width: 900 });
    expect(replaced.url).not.toBe(image.url);
    expect(replaced.users.map((user) => user.title)).toEqual(["Değişen Görselli Kamera", "Değişen görsel"]);

    const { db } = getDatabase();
    expect((await db.select().from(products).where(eq(products.id, camera.id)))[0]!.imageUrl).toBe(replaced.url);
    const [article] = await db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(article!.imageUrl).toBe(replaced.url);
    expect(article!.content).toBe(`Önce: ![Kamera](${replaced.url})`);
    expect((await request(`/urun/${camera.id}`)).status).toBe(200);
    expect(await (await request(`/urun/${camera.id}`)).text()).toContain(replaced.url.replace(/-\d+\.webp$/, ""));
    expect((await request(replaced.url)).status).toBe(200);
    expect((await request(image.url)).status).toBe(404);
  });

  it("counts the site content as a user: a slide's image cannot be deleted, and a replace shows the new picture on the page", async () => {
    const image = await upload(88);
    const HOME = "/api/admin/content/site/ana-sayfa";
    type Home = { version: number; published: { slides: { image: string }[] } & Record<string, unknown>; draft: unknown };
    const home = (await (await send("GET", HOME)).json()) as Home;
    const slides = home.published.slides.map((slide, index) => (index === 0 ? { ...slide, image: image.url } : slide));
    expect((await send("POST", `${HOME}/publish`, { version: home.version, data: { ...home.published, slides } })).status).toBe(200);

    expect((await item(image.id)).users).toEqual([{ kind: "Site içeriği", title: "Ana Sayfa", href: "/n1_admin/content/site/ana-sayfa" }]);
    const refused = await send("DELETE", `/api/admin/media-library/${image.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe("Bu görsel kullanıldığı için silinemez. Kullanıldığı yerler: Site içeriği “Ana Sayfa”.");

    const before = (await (await send("GET", HOME)).json()) as Home;
    const response = await multipart(`/api/admin/media-library/${image.id}/file`, await png(201, 900));
    expect(response.status, await response.clone().text()).toBe(200);
    const replaced = mediaItemSchema.parse(await response.json());
    const after = (await (await send("GET", HOME)).json()) as Home;
    expect(after.published.slides[0]!.image).toBe(replaced.url);
    // An editor open on the old version is told the document changed (409), instead of writing the old address back.
    expect(after.version).toBe(before.version + 1);
    await expect.poll(async () => (await (await request("/")).text()).includes(replaced.url.replace(/-\d+\.webp$/, "")), { timeout: 5_000 }).toBe(true);
    expect(await (await request("/")).text()).not.toContain(image.url.replace(/-\d+\.webp$/, ""));
  });

  it("counts an older revision as a user: refused to delete while only it names the image, and a replace re-points it so a restore shows the new picture", async () => {
    const image = await upload(91);
    const HOME = "/api/admin/content/site/ana-sayfa";
    type Home = { version: number; published: { slides: { image: string }[] } & Record<string, unknown>; draft: unknown };
    const home = (await (await send("GET", HOME)).json()) as Home;
    const original = home.published.slides[1]!.image;
    const withImage = { ...home.published, slides: home.published.slides.map((slide, index) => (index === 1 ? { ...slide, image: image.url } : slide)) };
    const published = await send("POST", `${HOME}/publish`, { version: home.version, data: withImage });
    expect(published.status).toBe(200);
    // Published again without it: only the revision of the first publication names the image now.
    const again = await send("POST", `${HOME}/publish`, { version: ((await published.json()) as Home).version, data: home.published });
    expect(again.status).toBe(200);
    const current = (await again.json()) as Home;
    expect(current.published.slides[1]!.image).toBe(original);

    expect((await item(image.id)).users).toEqual([{ kind: "Site içeriği (eski sürüm)", title: "Ana Sayfa", href: "/n1_admin/content/site/ana-sayfa" }]);
    const refused = await send("DELETE", `/api/admin/media-library/${image.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe("Bu görsel kullanıldığı için silinemez. Kullanıldığı yerler: Site içeriği (eski sürüm) “Ana Sayfa”.");
    // Used (by a revision), so its alternative text is required as well.
    expect((await send("PUT", `/api/admin/media-library/${image.id}`, { name: "slayt.png", altText: "", updatedAt: (await item(image.id)).updatedAt })).status).toBe(400);

    const response = await multipart(`/api/admin/media-library/${image.id}/file`, await png(202, 900));
    expect(response.status, await response.clone().text()).toBe(200);
    const replaced = mediaItemSchema.parse(await response.json());
    expect((await request(image.url)).status).toBe(404);

    const revisions = (await (await send("GET", `${HOME}/revisions`)).json()) as { id: number }[];
    const restored = await send("POST", `${HOME}/revisions/${revisions[1]!.id}/restore`, { version: current.version });
    expect(restored.status, await restored.clone().text()).toBe(200);
    const draft = ((await restored.json()) as { draft: { slides: { image: string }[] } }).draft;
    expect(draft.slides[1]!.image).toBe(replaced.url);
    expect((await request(replaced.url)).status).toBe(200);
    // The draft now uses it too: the document is listed once, as its current version.
    expect((await item(image.id)).users).toEqual([{ kind: "Site içeriği", title: "Ana Sayfa", href: "/n1_admin/content/site/ana-sayfa" }]);
  });

  it("counts a service's gallery picture as a user; a gallery clip must still be a video", async () => {
    const image = await upload(93);
    const SERVICES = "/api/admin/content/page/hizmetlerimiz";
    type Media = { type: string; src: string; alt: string };
    type Services = { version: number; title: string; published: { services: { media: Media[] }[] } & Record<string, unknown> };
    const page = (await (await send("GET", SERVICES)).json()) as Services;
    const withMedia = (media: Media) => ({ ...page.published, services: page.published.services.map((service, index) => (index === 0 ? { ...service, media: [...service.media, media] } : service)) });

    const asVideo = await send("POST", `${SERVICES}/publish`, { version: page.version, data: withMedia({ type: "video", src: image.url, alt: "Montaj" }) });
    expect(asVideo.status).toBe(400);
    expect(((await asVideo.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty([`services.0.media.${page.published.services[0]!.media.length}.src`]);

    const published = await send("POST", `${SERVICES}/publish`, { version: page.version, data: withMedia({ type: "image", src: image.url, alt: "Montaj" }) });
    expect(published.status, await published.clone().text()).toBe(200);
    expect((await item(image.id)).users).toEqual([{ kind: "Site içeriği", title: page.title, href: "/n1_admin/content/page/hizmetlerimiz" }]);
    const refused = await send("DELETE", `/api/admin/media-library/${image.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(`Site içeriği “${page.title}”`);
    await expect.poll(async () => (await (await request("/hizmetlerimiz")).text()).includes(image.url.replace(/-\d+\.webp$/, "")), { timeout: 5_000 }).toBe(true);
  });

  it("refuses a replace that is no image, or for an image that does not exist, and changes nothing", async () => {
    const image = await upload(66);
    const notImage = await multipart(`/api/admin/media-library/${image.id}/file`, Buffer.from("<svg onload=alert(1)>"), "x.svg");
    expect(notImage.status).toBe(400);
    expect((await item(image.id)).url).toBe(image.url);
    // Larger than the JSON body limit (1 MB): the replace takes an upload's limit, so the bytes are read and refused as no image.
    const large = await multipart(`/api/admin/media-library/${image.id}/file`, Buffer.alloc(2 * 1024 * 1024, 7), "buyuk.jpg");
    expect(large.status).toBe(400);
    expect((await multipart("/api/admin/media-library/999999/file", await png(67))).status).toBe(404);
  });

  it("registers at start-up the uploads that have no row yet", async () => {
    const { db } = getDatabase();
    const stored = await storeImage(await png(77, 500), mediaDir);
    expect((await db.select().from(mediaAssets).where(eq(mediaAssets.url, stored.url))).length).toBe(0);
    expect(await registerExistingUploads(db, mediaDir, pino({ level: "silent" }))).toBe(1);
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.url, stored.url));
    expect(row).toMatchObject({ width: 500, height: 400, createdByName: null });
    expect(await registerExistingUploads(db, mediaDir, pino({ level: "silent" }))).toBe(0);
  });
});

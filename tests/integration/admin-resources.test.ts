import { readFileSync } from "node:fs";
import { count } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { z } from "zod";
import { listPageSchema } from "#app/http/resource-contract";
import { ADMIN_RESOURCES } from "#app/composition/admin-resources.server";
import { FORBIDDEN_MESSAGE } from "#app/domain/staff-roles";
import routes from "#app/routes";
import { users } from "#app/db/schema/auth";
import { unfoundSearches } from "#app/db/schema/catalog";
import { contactMessages, newsletterSubscribers } from "#app/db/schema/contact";
import { leads } from "#app/db/schema/leads";
import { notFoundPaths, redirects } from "#app/db/schema/redirects";
import { mediaAssets } from "#app/db/schema/media";
import { auditLog } from "#app/db/schema/site";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { hashPassword } from "#app/features/auth/password.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/*
 * The read/write contract of every admin resource (issue 17, ADR 026), on PGlite and PostgreSQL:
 * what the API answers parses with the resource's own schemas, every item of the list reads the
 * same through GET of the item, and what GET of an item returns, PUT accepts back unchanged: 200,
 * the same item (its `updatedAt` too), no audit entry. Changing one field and writing the item
 * back changes just that field. A resource added to the registry is covered without touching this file.
 */

/** One writable field per resource, changed on an item read back from the API. */
const CHANGE_ONE_FIELD: Record<string, (item: Record<string, unknown>) => Record<string, unknown>> = {
  products: (item) => ({ specifications: { ...(item.specifications as object), "Koruma sınıfı": "IP67" } }),
  brands: () => ({ description: "Yeni açıklama" }),
  blog: () => ({ excerpt: "Yeni özet" }),
  "support-apps": () => ({ version: "9.9.9" }),
  messages: (item) => ({ isRead: !item.isRead }),
  leads: () => ({ internalNotes: "Yeni not" }),
  redirects: () => ({ note: "Yeni not" }),
  "media-library": () => ({ altText: "Yeni alternatif metin" }),
};

describeEachDatabase("admin resources: GET → PUT round trip", (getDatabase) => {
  let send: ReturnType<typeof jsonSender>;
  const auditRows = async () => (await getDatabase().db.select({ total: count() }).from(auditLog))[0]!.total;

  beforeAll(async () => {
    const { db } = getDatabase();
    await seedDemoContent(db);
    await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    await db.insert(contactMessages).values([
      { name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "+90 532 000 00 01", company: null, subject: "fiyat-teklifi", message: "Teklif istiyorum." },
      { name: "Mehmet Öz", email: "mehmet@example.com", subject: "teknik-destek", message: "Kayıt cihazı açılmıyor.", isRead: true },
    ]);
    await db.insert(newsletterSubscribers).values({ email: "abone@example.com", marketingConsent: true, consentedAt: new Date() });
    await db.insert(leads).values([
      { type: "survey", name: "Ayşe Yılmaz", phone: "+905321234567", district: "gebze", details: { services: ["cctv"], siteType: "ev" }, consentedAt: new Date() },
      { type: "survey", status: "lost", name: "Can Demir", phone: "+902623210000", lostReason: "Fiyat", followUpOn: "2026-12-01", consentedAt: new Date() },
    ]);
    await db.insert(unfoundSearches).values([{ query: "termal kamera" }, { query: "plaka tanima", count: 4 }]);
    await db.insert(redirects).values([
      { source: "/iletisim.html", sourceKey: "/iletisim.html", target: "/iletisim", note: "Eski site" },
      { source: "/urunler.php?id=12", sourceKey: "/urunler.php?id=12", matchQuery: true, target: "https://www.example.com/", status: 302 },
    ]);
    await db.insert(notFoundPaths).values([{ path: "/eski-sayfa", count: 3, referrerHost: "www.google.com" }]);
    await db.insert(mediaAssets).values({ hash: "0123456789abcdef0123", url: "/media/0123456789abcdef0123-640.webp", name: "on-cephe.jpg", bytes: 20_480, width: 640, height: 400 });
    const { request } = await createAppOver(getDatabase());
    const cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
  });

  it("covers every entity of the issue", () => {
    expect(Object.keys(ADMIN_RESOURCES).sort()).toEqual(["blog", "brands", "leads", "media-library", "messages", "newsletter", "not-found-paths", "products", "redirects", "support-apps", "unfound-searches"]);
  });

  it("names each resource once: the route table serves every one through `:resource`, none by its name", () => {
    const paths = (JSON.stringify(routes).match(/"path":"api\/admin\/[^"]*"/g) ?? []).map((match) => match.slice(8, -1));
    expect(paths).toEqual(expect.arrayContaining(["api/admin/:resource", "api/admin/:resource/:id"]));
    for (const name of Object.keys(ADMIN_RESOURCES)) expect(paths.filter((path) => path === `api/admin/${name}` || path === `api/admin/${name}/:id`)).toEqual([]);
  });

  it("serves each resource under the name its definition gives, and refuses a name no resource has", async () => {
    for (const [name, server] of Object.entries(ADMIN_RESOURCES)) expect(server.resource.name).toBe(name);
    for (const [method, path] of [["GET", "/api/admin/urunler"], ["POST", "/api/admin/urunler"], ["GET", "/api/admin/urunler/1"], ["DELETE", "/api/admin/constructor/1"]] as const) {
      const response = await send(method, path, method === "POST" ? {} : undefined);
      // The role table (app/domain/staff-roles.ts) lists no such path: refused to every role, before any lookup (ADR 040).
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    }
  });

  for (const [name, server] of Object.entries(ADMIN_RESOURCES)) {
    const { schemas } = server.resource;
    const path = `/api/admin/${name}`;
    const getJson = async (url: string) => {
      const response = await send("GET", url);
      expect(response.status, `GET ${url}`).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    /** The list's rows: the whole list, or the first page of a paged one. */
    const listRows = async () => {
      const listed = await getJson(path);
      const rows = server.resource.pageSize ? listPageSchema(schemas.row as z.ZodType).parse(listed).items : (schemas.row as z.ZodType).array().parse(listed);
      return rows as Record<string, unknown>[];
    };

    it(`${name}: the list and every item parse with the resource's schemas, and agree`, async () => {
      const list = await listRows();
      expect(list.length, `${name} has items to test`).toBeGreaterThan(0);
      for (const row of list) {
        const item = await getJson(`${path}/${row.id}`);
        schemas.item.parse(item);
        expect(Object.fromEntries(Object.keys(row).map((key) => [key, item[key]])), `${name} ${row.id}`).toEqual(row);
      }
      expect((await send("GET", `${path}/999999`)).status).toBe(404);
    });

    if (!schemas.update) {
      it(`${name}: has nothing staff may edit, so PUT answers 405`, async () => {
        const [row] = await listRows();
        const response = await send("PUT", `${path}/${row!.id}`, await getJson(`${path}/${row!.id}`));
        expect(response.status).toBe(405);
      });
      continue;
    }

    it(`${name}: GET → PUT unchanged answers 200 and changes nothing, for every item`, async () => {
      const list = await listRows();
      const auditBefore = await auditRows();
      for (const row of list) {
        const url = `${path}/${row.id}`;
        const before = await getJson(url);
        const response = await send("PUT", url, before);
        expect(response.status, `PUT ${url}: ${response.status === 200 ? "" : await response.clone().text()}`).toBe(200);
        expect(await response.json(), `PUT ${url} answer`).toEqual(before);
        expect(await getJson(url), `GET ${url} after`).toEqual(before);
      }
      expect(await auditRows()).toBe(auditBefore);
    });

    it(`${name}: GET → change one field → PUT changes that field alone`, async () => {
      const [row] = await listRows();
      const url = `${path}/${row!.id}`;
      const before = await getJson(url);
      const change = CHANGE_ONE_FIELD[name]!(before);
      const response = await send("PUT", url, { ...before, ...change });
      expect(response.status, await response.clone().text()).toBe(200);
      const after = await getJson(url);
      expect(after).toEqual({ ...before, ...change, updatedAt: after.updatedAt });
      expect(after.updatedAt).not.toBe(before.updatedAt);
      // The read-back is the new base: the copy read before the change is now stale.
      expect((await send("PUT", url, before)).status).toBe(409);
    });
  }

  it("products: POST takes specifications as a map and keeps its order; rows are refused in Turkish", async () => {
    const base = { name: "Sıralama Kamerası", brand: "Optivizyon", category: "cctv-guvenlik-cozumleri" };
    const specifications = { Çözünürlük: "4 MP", Lens: "2,8 mm", IR: "30 m" };
    const created = await send("POST", "/api/admin/products", { ...base, specifications });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const item = await getJsonOf(`/api/admin/products/${id}`);
    expect(Object.keys(item.specifications as object)).toEqual(["Çözünürlük", "Lens", "IR"]);
    const publicItem = await getJsonOf(`/api/products/${id}`);
    expect(Object.keys(publicItem.specifications as object)).toEqual(["Çözünürlük", "Lens", "IR"]);
    expect(publicItem.isActive).toBe(true);

    const rows = await send("POST", "/api/admin/products", { ...base, name: "Satırlı Kamera", specifications: [{ name: "Lens", value: "2,8 mm" }] });
    expect(rows.status).toBe(400);
    expect(((await rows.json()) as { message: string }).message).toContain("ad → değer eşlemesi");
  });

  const getJsonOf = async (url: string) => {
    const response = await send("GET", url);
    expect(response.status, url).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
});

it("the README's API reference lists every field of every admin resource's item", () => {
  const readme = readFileSync("README.md", "utf8");
  for (const [name, server] of Object.entries(ADMIN_RESOURCES)) {
    const line = readme.split("\n").find((row) => row.startsWith(`| \`${name}\` |`));
    expect(line, `README row for ${name}`).toBeDefined();
    const itemCell = line!.split(" | ")[1]!.replaceAll("`", "");
    const shape = (server.resource.schemas.item as unknown as { shape: Record<string, unknown> }).shape;
    expect(itemCell.split(", ").sort(), name).toEqual(Object.keys(shape).sort());
  }
});

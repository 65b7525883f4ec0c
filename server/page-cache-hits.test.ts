import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePage } from "./page-cache";
import { createPageCacheHitHandler } from "./page-cache-hits";

const HTML = Buffer.from(`<!DOCTYPE html><html><body>${"Güvenlik kamerası ".repeat(100)}</body></html>`);
let server: Server;
let origin: string;
let page: Awaited<ReturnType<typeof preparePage>>;

beforeAll(async () => {
  page = await preparePage(HTML, { contentType: "text/html; charset=utf-8", scriptHashes: ["'sha256-abc='"], isHttps: false, compress: true });
  // The runtime's page cache (app/runtime/page-cache.server.ts), holding one page.
  const cache = { get: (key: string) => (key === "/urunler?page=2" ? page : undefined) };
  const serveHit = createPageCacheHitHandler(cache, pino({ level: "silent" }));
  // What the app would answer: anything the fast path leaves alone.
  server = createServer((request, response) => {
    if (!serveHit(request, response)) response.writeHead(299, { "X-Handled-By": "app" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, init);

describe("page-cache hits on the raw node:http path", () => {
  it("sends the stored bytes with the headers made at store time", async () => {
    const response = await get("/urunler?page=2", { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(HTML)).toBe(true);
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("etag")).toBe(page.etag);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-abc='");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9-]{1,64}$/);
  });

  it("sends gzip to a client that accepts it, and 304 to one that holds the page", async () => {
    const gzip = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      // fetch() would decode it: read the raw bytes.
      import("node:http").then(({ get: httpGet }) =>
        httpGet(`${origin}/urunler?page=2`, { headers: { "accept-encoding": "gzip, br" } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    });
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(HTML)).toBe(true);
    const notModified = await get("/urunler?page=2", { headers: { "if-none-match": page.etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
  });

  it("answers HEAD without a body, and echoes a proxy's plain request id but not another", async () => {
    const head = await get("/urunler?page=2", { method: "HEAD", headers: { "x-request-id": "abc-123" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-request-id")).toBe("abc-123");
    expect(await head.text()).toBe("");
    const odd = await get("/urunler?page=2", { headers: { "x-request-id": "<script>" } });
    expect(odd.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("leaves to the app: a request with a cookie, another method, another spelling of the target, a page not stored", async () => {
    for (const [path, init] of [
      ["/urunler?page=2", { headers: { cookie: "oturum=1" } }],
      ["/urunler?page=2", { headers: { cookie: "__Host-teklif-sepeti=1-2.signature" } }],
      ["/urunler?page=2", { method: "POST" }],
      ["/urunler?page=%32", {}],
      ["/urunler", {}],
    ] as const) {
      const response = await get(path, init);
      expect(response.status, `${init && JSON.stringify(init)} ${path}`).toBe(299);
      expect(response.headers.get("x-handled-by")).toBe("app");
    }
  });
});

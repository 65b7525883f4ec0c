import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectLookupKeys } from "#app/lib/redirect-paths";
import { createRedirectHandler } from "./redirect-hits";

let server: Server;
let origin: string;
const RULES = new Map([
  ["/iletisim.html", { id: 1, status: 301 as const, location: "/iletisim" }],
  ["/kampanya?id=3", { id: 2, status: 302 as const, location: "https://kampanya.example/" }],
]);
let hits: number[] = [];
/** The runtime's rules in memory (app/runtime/redirect-table.server.ts), as the host sees them. */
const table = {
  find(target: string) {
    const [withQuery, pathOnly] = redirectLookupKeys(target);
    return (withQuery ? RULES.get(withQuery) : undefined) ?? RULES.get(pathOnly);
  },
  countHit: (id: number) => void hits.push(id),
};
const takeHits = () => {
  const taken = hits;
  hits = [];
  return taken;
};

beforeAll(async () => {
  const serveRedirect = createRedirectHandler(table, true);
  server = createServer((request, response) => {
    if (!serveRedirect(request, response)) response.writeHead(299, { "X-Handled-By": "app" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { redirect: "manual", ...init });

describe("redirects on the raw node:http path", () => {
  it("answers a rule with its status, Location, caching and security headers, and counts the hit in memory", async () => {
    const moved = await get("/ILETISIM.html/?utm_source=eski");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/iletisim");
    expect(moved.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(moved.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(moved.headers.get("x-request-id")).toMatch(/^r[0-9a-f]{12}-/);
    const found = await get("/kampanya?id=3", { method: "HEAD", headers: { "x-request-id": "istek-1" } });
    expect(found.status).toBe(302);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(found.headers.get("x-request-id")).toBe("istek-1");
    expect(takeHits()).toEqual([1, 2]);
  });

  it("leaves every other request to the app: another query, another method, no rule", async () => {
    for (const [path, method] of [["/kampanya?id=4", "GET"], ["/iletisim.html", "POST"], ["/iletisim", "GET"]] as const) {
      const response = await get(path, { method });
      expect(response.headers.get("x-handled-by"), `${method} ${path}`).toBe("app");
    }
    expect(takeHits()).toEqual([]);
  });
});

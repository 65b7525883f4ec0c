import { describe, expect, it } from "vitest";
import { adminApiPaths, adminPagePaths, fillParams, flatRoutes, SESSION_API_PATHS, WRITE_METHODS } from "#tests/security/support/route-table";
import { signedInTestApp } from "#tests/support/test-app";

/*
 * The 401/403 matrix (issue 10, item 5), generated from app/routes.ts so that a route added
 * later is covered without touching this file: every admin API route × every method, every admin
 * page, without a session and cross-origin with one.
 */
const apiPaths = [...adminApiPaths(), ...SESSION_API_PATHS];
const pagePaths = adminPagePaths();
const METHODS = ["GET", ...WRITE_METHODS] as const;
const EVIL = "https://evil.example";
const ctx = signedInTestApp();

describe("the route table", () => {
  it("yields the admin API and the admin pages", () => {
    expect(apiPaths).toContain("/api/admin/products");
    expect(apiPaths).toContain("/api/admin/products/1");
    expect(apiPaths).toEqual(expect.arrayContaining(["/api/admin/leads", "/api/admin/leads/1", "/api/admin/leads/export.csv", "/api/admin/leads/stats", "/api/admin/unfound-searches", "/api/admin/unfound-searches/1", "/api/admin/media", "/api/admin/media-library", "/api/admin/media-library/1", "/api/admin/media-library/1/file"]));
    expect(apiPaths).toEqual(expect.arrayContaining(["/api/admin/redirects", "/api/admin/redirects/1", "/api/admin/redirects/import", "/api/admin/redirects/export.csv", "/api/admin/not-found-paths", "/api/admin/not-found-paths/1"]));
    expect(apiPaths.length).toBeGreaterThanOrEqual(25);
    expect(pagePaths).toEqual(expect.arrayContaining(["/n1_admin", "/n1_admin/products", "/n1_admin/settings", "/n1_admin/audit", "/n1_admin/leads", "/n1_admin/unfound-searches", "/n1_admin/redirects", "/n1_admin/media"]));
  });
});

describe("every admin API route", () => {
  for (const path of apiPaths) {
    it(`${path}: 401 without a session, for every method it handles`, async () => {
      const statuses = await Promise.all(
        METHODS.map(async (method) => {
          const response = await ctx.request(path, {
            method,
            headers: method === "GET" ? {} : { "content-type": "application/json" },
            body: method === "GET" ? undefined : "{}",
          });
          expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
          expect(response.headers.get("content-type"), `${method} ${path}`).toMatch(/^application\/json/);
          return [method, response.status] as const;
        }),
      );
      for (const [method, status] of statuses) {
        // A resource route without a loader answers GET with React Router's 400: nothing is read.
        expect(method === "GET" ? [400, 401, 405] : [401, 405], `${method} ${path}`).toContain(status);
      }
      expect(statuses.map(([, status]) => status)).toContain(401);
    });

    it(`${path}: 403 for a cross-origin write with a session, by Origin and by Referer`, async () => {
      for (const method of WRITE_METHODS) {
        for (const header of [{ origin: EVIL }, { referer: `${EVIL}/sayfa` }, { origin: "null" }] as Record<string, string>[]) {
          const response = await ctx.request(path, {
            method,
            headers: { ...header, cookie: ctx.cookie, "content-type": "application/json" },
            body: "{}",
          });
          expect(response.status, `${method} ${path} ${JSON.stringify(header)}`).toBe(403);
          expect(await response.json()).toEqual({ message: expect.stringContaining("farklı bir kaynaktan") });
        }
      }
    });
  }
});

describe("every admin page", () => {
  for (const path of pagePaths) {
    it(`${path}: redirects to the login page without a session, its data too`, async () => {
      const page = await ctx.request(path, { redirect: "manual" });
      expect([302, 303]).toContain(page.status);
      expect(new URL(page.headers.get("location")!, "http://x").pathname).toBe("/admin-login");
      // React Router's data request for the same page must not hand out the loader data either.
      const data = await ctx.request(`${path}.data`, { redirect: "manual" });
      expect(data.status).not.toBe(200);
      expect(await data.text()).not.toMatch(/yonetici|passwordHash/);
    });

    it(`${path}: 200 with a session, 403 for a cross-origin POST with it`, async () => {
      expect((await ctx.request(path, { headers: { cookie: ctx.cookie } })).status).toBe(200);
      const crossOrigin = await ctx.request(path, { method: "POST", headers: { cookie: ctx.cookie, origin: EVIL, "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
      expect(crossOrigin.status).toBe(403);
    });
  }
});

describe("Cache-Control: no-store (issue 15, item 5)", () => {
  const authApiPaths = flatRoutes().filter((route) => route.path.startsWith("/api/auth/")).map((route) => fillParams(route.path));
  const pages = [...pagePaths.map((path) => fillParams(path)), "/admin-login"];

  it("on every admin page and the sign-in page, with and without a session, their data requests too", async () => {
    const missing: string[] = [];
    for (const path of pages) {
      for (const target of [path, `${path}.data`]) {
        for (const headers of [{}, { cookie: ctx.cookie }] as Record<string, string>[]) {
          const response = await ctx.request(target, { headers, redirect: "manual" });
          if (response.headers.get("cache-control") !== "no-store") missing.push(`${target} ${"cookie" in headers ? "signed in" : "anonymous"} → ${response.status} ${response.headers.get("cache-control")}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("on every /api/admin and /api/auth answer read with a session", async () => {
    const missing: string[] = [];
    for (const path of [...apiPaths, ...authApiPaths]) {
      const response = await ctx.request(path, { headers: { cookie: ctx.cookie } });
      if (response.headers.get("cache-control") !== "no-store") missing.push(`${path} → ${response.status} ${response.headers.get("cache-control")}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("every route with a control character in each dynamic segment (issue 15, item 4)", () => {
  /** The route's URL once per dynamic segment (":param" or "*"), that segment holding `character`, the others "1". */
  const poisoned = (path: string, character: string) => {
    const segments = path.split("/");
    return segments.flatMap((segment, index) =>
      segment.startsWith(":") || segment === "*" ? [fillParams(segments.map((other, at) => (at === index ? character : other)).join("/")).replace("*", "1")] : [],
    );
  };
  const targets = flatRoutes().flatMap((route) => ["%00", "%01", "%0a", "%7f"].flatMap((character) => poisoned(route.path, character)));

  it("the table has dynamic segments to poison", () => {
    expect(targets).toEqual(expect.arrayContaining(["/api/blog/%00", "/urun/%00", "/api/admin/products/%00"]));
  });

  it("answer 400 or 404, never 500: anonymous and signed-in GETs and signed-in writes", async () => {
    const wrong: string[] = [];
    for (const target of targets) {
      const attempts: Array<[string, RequestInit]> = [
        ["GET", {}],
        ["GET", { headers: { cookie: ctx.cookie } }],
        ...WRITE_METHODS.map((method): [string, RequestInit] => [method, { method, headers: { cookie: ctx.cookie, "content-type": "application/json" }, body: "{}" }]),
      ];
      for (const [label, init] of attempts) {
        const response = await ctx.request(target, { ...init, redirect: "manual" });
        if (![400, 404].includes(response.status)) wrong.push(`${label} ${target} → ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a control character in a query value answers 400 on every route", async () => {
    const wrong: string[] = [];
    for (const route of flatRoutes()) {
      const target = `${fillParams(route.path).replace("*", "1")}?q=%00`;
      const response = await ctx.request(target, { headers: { cookie: ctx.cookie }, redirect: "manual" });
      if (response.status !== 400) wrong.push(`${target} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

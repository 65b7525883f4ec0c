import { describe, expect, it } from "vitest";
import { adminApiPaths, adminPagePaths, SESSION_API_PATHS, WRITE_METHODS } from "#tests/security/support/route-table";
import { signedInTestAppForFile } from "#tests/support/test-app";

/*
 * The 401/403 matrix (issue 10, item 5), generated from app/routes.ts so that a route added
 * later is covered without touching this file: every admin API route × every method, every admin
 * page, without a session and cross-origin with one.
 */
const apiPaths = [...adminApiPaths(), ...SESSION_API_PATHS];
const pagePaths = adminPagePaths();
const METHODS = ["GET", ...WRITE_METHODS] as const;
const EVIL = "https://evil.example";
const ctx = signedInTestAppForFile();

describe("the route table", () => {
  it("yields the admin API and the admin pages", () => {
    expect(apiPaths).toContain("/api/admin/products");
    expect(apiPaths).toContain("/api/admin/products/1");
    expect(apiPaths.length).toBeGreaterThanOrEqual(25);
    expect(pagePaths).toEqual(expect.arrayContaining(["/n1_admin", "/n1_admin/products", "/n1_admin/settings", "/n1_admin/audit"]));
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

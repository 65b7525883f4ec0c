import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes";
import { createTestApp, signIn } from "#tests/support/test-app";

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Every /api/admin path of the route table, with ":params" filled in. */
function adminApiPaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = full.startsWith("/api/admin") ? [full.replace(/:[^/]+/g, "1")] : [];
    return [...own, ...adminApiPaths(entry.children ?? [], full)];
  });
}

const paths = adminApiPaths(routes as RouteEntry[]);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.database.dispose();
});

describe("every admin API route", () => {
  it("is found in app/routes.ts", () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
    expect(paths).toContain("/api/admin/products");
  });

  for (const path of paths) {
    it(`${path}: 401 without a session, for every method it handles`, async () => {
      const statuses = await Promise.all(
        METHODS.map(async (method) => {
          const response = await ctx.request(path, {
            method,
            headers: method === "GET" ? {} : { "content-type": "application/json" },
            body: method === "GET" ? undefined : "{}",
          });
          expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
          return response.status;
        }),
      );
      for (const status of statuses) expect([401, 405]).toContain(status);
      expect(statuses).toContain(401);
    });

    it(`${path}: 403 for a cross-origin write, before the session check`, async () => {
      const cookie = await signIn(ctx.request);
      for (const method of METHODS.filter((name) => name !== "GET")) {
        const response = await ctx.request(path, {
          method,
          headers: { origin: "https://evil.example", cookie, "content-type": "application/json" },
          body: "{}",
        });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    });
  }
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { can, FORBIDDEN_MESSAGE, permissionFor, STAFF_ROLES, type StaffRole } from "#app/domain/staff-roles";
import { fillParams, flatRoutes, WRITE_METHODS } from "#tests/security/support/route-table";
import { describeEachDatabase } from "#tests/setup/test-database";
import { addStaffUser, createAppOver, signIn, STAFF } from "#tests/support/test-app";
import { seedDemoContent } from "#app/db/seed/seed.server";

/*
 * Issue 30: every admin route × every role × no session, generated from app/routes.ts and the
 * resource registry (flatRoutes), judged by the role table (app/domain/staff-roles.ts).
 */
const guarded = flatRoutes()
  .map((route) => route.path)
  .filter((path) => path === "/n1_admin" || path.startsWith("/n1_admin/") || path.startsWith("/api/admin/") || path === "/api/auth/password" || path.startsWith("/api/auth/2fa"));
const routes = [...new Set(guarded)];
const METHODS = ["GET", ...WRITE_METHODS] as const;
const isPage = (path: string) => path.startsWith("/n1_admin");
/** An id nothing has: an allowed write reaches the handler and finds nothing to change. */
const target = (path: string) => fillParams(path, "999999");

describe("the role table", () => {
  it("classifies every guarded route of app/routes.ts", () => {
    expect(routes).toEqual(expect.arrayContaining(["/n1_admin/users", "/api/admin/invitations", "/api/admin/invitations/:id", "/api/admin/leads/export.csv", "/api/admin/products/:id", "/api/admin/backup"]));
    expect(routes.filter((path) => permissionFor(target(path), "GET") === null || permissionFor(target(path), "POST") === null)).toEqual([]);
  });

  it("knows no path it was not given: an unlisted admin path takes no permission", () => {
    expect(permissionFor("/api/admin/yeni-ozellik", "GET")).toBeNull();
    expect(permissionFor("/n1_admin/yeni-ozellik", "GET")).toBeNull();
    expect(permissionFor("/api/admin/leads/stats", "GET")).toBe("leads");
    expect(permissionFor("/api/admin/products/export.csv", "GET")).toBe("catalog.read");
    expect(permissionFor("/api/admin/products/12", "PUT")).toBe("catalog.write");
    expect(permissionFor("/n1_admin/users.data", "GET")).toBe("users");
    expect(routes).toContain("/n1_admin/content/new");
    expect(permissionFor("/n1_admin/content/new", "GET")).toBe("content");
    expect(permissionFor("/api/admin/content", "POST")).toBe("content");
    expect(permissionFor("/api/admin/content/sayfa/ornek/slug", "POST")).toBe("content");
  });

  it("gives each role what the issue names", () => {
    expect(can("owner", "backup") && can("owner", "users") && can("owner", "supplier.profile")).toBe(true);
    expect(can("editor", "blog.write") && can("editor", "import.run") && !can("editor", "supplier.profile") && !can("editor", "leads")).toBe(true);
    expect(can("sales", "leads") && can("sales", "catalog.read") && !can("sales", "catalog.write") && !can("sales", "backup") && !can("sales", "settings")).toBe(true);
  });
});

describeEachDatabase("every admin route × every role × no session", (getDatabase) => {
  const cookies = {} as Record<StaffRole, string>;
  let request: (target: string, init?: RequestInit) => Promise<Response>;

  it("signs each role in", async () => {
    const { db } = getDatabase();
    await seedDemoContent(db);
    await addStaffUser(db, "owner");
    await addStaffUser(db, "editor");
    await addStaffUser(db, "sales");
    ({ request } = await createAppOver(getDatabase()));
    for (const role of STAFF_ROLES) cookies[role] = await signIn(request, STAFF[role]);
  });

  it("no session: 401 from every admin API route, the sign-in page for every admin page", async () => {
    const wrong: string[] = [];
    for (const path of routes) {
      if (isPage(path)) {
        const response = await request(path, { redirect: "manual" });
        if (!response.headers.get("location")?.endsWith("/admin-login")) wrong.push(`GET ${path} → ${response.status}`);
        continue;
      }
      for (const method of METHODS) {
        const response = await request(target(path), { method, headers: method === "GET" ? {} : { "content-type": "application/json" }, body: method === "GET" ? undefined : "{}" });
        // A resource route without a loader answers GET with React Router's 400: nothing is read.
        if (![401, 405, 400].includes(response.status) || (method !== "GET" && response.status === 400)) wrong.push(`${method} ${path} → ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  for (const role of STAFF_ROLES) {
    it(`${role}: 403 with the Turkish message beyond the role, never 401 or 403 within it`, async () => {
      const wrong: string[] = [];
      for (const path of routes) {
        for (const method of isPage(path) ? (["GET"] as const) : METHODS) {
          const permission = permissionFor(target(path), method)!;
          const response = await request(target(path), {
            method,
            redirect: "manual",
            headers: { cookie: cookies[role], ...(method === "GET" ? {} : { "content-type": "application/json" }) },
            body: method === "GET" ? undefined : "{",
          });
          const text = await response.text();
          const refused = response.status === 403 && text.includes(FORBIDDEN_MESSAGE);
          // A method the module has no handler for is turned away by React Router (405, or 400 for a
          // GET without a loader) before any code of ours runs: nothing is read or written.
          const unhandled = response.status === 405 || (method === "GET" && response.status === 400);
          if (can(role, permission) ? refused || response.status === 401 : !refused && !unhandled) wrong.push(`${role} ${method} ${path} (${permission}) → ${response.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("a role named in a request body changes nothing (mass assignment)", async () => {
    const { db } = getDatabase();
    const [lead] = await (await request("/api/admin/leads", { headers: { cookie: cookies.sales } })).json().then((body: { items?: { id: number }[] } | { id: number }[]) => (Array.isArray(body) ? body : (body.items ?? [])));
    if (lead) {
      const response = await request(`/api/admin/leads/${lead.id}`, {
        method: "PATCH",
        headers: { cookie: cookies.sales, "content-type": "application/json" },
        body: JSON.stringify({ status: "called", role: "owner", userId: 1, user: { role: "owner" } }),
      });
      expect(response.status).toBeLessThan(500);
    }
    const written = await request("/api/auth/password", {
      method: "POST",
      headers: { cookie: cookies.sales, "content-type": "application/json" },
      body: JSON.stringify({ currentPassword: STAFF.sales.password, newPassword: STAFF.sales.password + "x", role: "owner" }),
    });
    expect(written.status).toBeLessThan(500);
    const [sales] = await db.select({ role: users.role }).from(users).where(eq(users.username, STAFF.sales.username));
    expect(sales!.role).toBe("sales");
    expect((await request("/api/admin/settings", { headers: { cookie: cookies.sales } })).status).toBe(403);
  });
});

import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { supportApps } from "#app/db/schema/support";
import { describeSignedIn } from "#tests/support/test-app";

type App = { id: number; isActive: boolean; updatedAt: string; description: string | null; platforms: string[] };

describeSignedIn("admin support apps API", (ctx) => {
  const { send } = ctx;

  let app: App;

  it("creates an app with absent optional fields", async () => {
    const response = await send("POST", "/api/admin/support-apps", {
      type: "mobile-app",
      name: "Kale İzle",
      description: "Mobil izleme",
      platforms: ["android", "ios"],
      androidDownloadUrl: "https://play.example/kale",
    });
    expect(response.status).toBe(201);
    app = await response.json();
    expect(app.platforms).toEqual(["android", "ios"]);
  });

  it.each([
    [{ type: "mobile-app", name: "" }, "name"],
    [{ type: "mobile-app", name: "X", iosDownloadUrl: "not a url" }, "iosDownloadUrl"],
    [{ type: "tablet", name: "X" }, "type"],
    [{ type: "software", name: "X", platforms: ["linux"] }, "platforms.0"],
  ])("rejects %o with 400", async (body, field) => {
    const response = await send("POST", "/api/admin/support-apps", body);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toContain(field);
  });

  it("changes with PATCH only the fields the body names; every other column stays as it was", async () => {
    const rowOf = async () => (await ctx.database.db.select().from(supportApps).where(eq(supportApps.id, app.id)))[0]!;
    const patches: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ isActive: false }, { isActive: false }],
      [{ platforms: ["ios"] }, { platforms: ["ios"] }],
      [{ description: null }, { description: null }],
      [{ name: "Kale İzle Pro", version: "2.1" }, { name: "Kale İzle Pro", version: "2.1" }],
    ];
    for (const [patch, expected] of patches) {
      const before = await rowOf();
      const response = await send("PATCH", `/api/admin/support-apps/${app.id}`, patch);
      expect(response.status).toBe(200);
      const { updatedAt: _before, ...beforeRest } = before;
      const { updatedAt: _after, ...afterRest } = await rowOf();
      expect(afterRest, JSON.stringify(patch)).toEqual({ ...beforeRest, ...expected });
    }
    const row = await rowOf();
    expect(row).toMatchObject({ isActive: false, platforms: ["ios"], androidDownloadUrl: "https://play.example/kale", type: "mobile-app" });
  });

  it("replaces with PUT (clearing left-out fields) and refuses a stale PUT", async () => {
    const [row] = await ctx.database.db.select().from(supportApps).where(eq(supportApps.id, app.id));
    const put = await send("PUT", `/api/admin/support-apps/${app.id}`, { type: "mobile-app", name: "Kale İzle 2", updatedAt: row!.updatedAt.toISOString() });
    expect(put.status).toBe(200);
    expect(((await put.json()) as App).description).toBeNull();
    const stale = await send("PUT", `/api/admin/support-apps/${app.id}`, { type: "mobile-app", name: "Eski", updatedAt: row!.updatedAt.toISOString() });
    expect(stale.status).toBe(409);
  });

  it("deletes, then answers 404", async () => {
    expect((await send("DELETE", `/api/admin/support-apps/${app.id}`)).status).toBe(204);
    expect((await send("PATCH", `/api/admin/support-apps/${app.id}`, { isActive: true })).status).toBe(404);
  });
});

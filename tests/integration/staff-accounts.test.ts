import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#app/db/schema/site";
import { staffTokens, users } from "#app/db/schema/auth";
import { FORBIDDEN_MESSAGE } from "#app/domain/staff-roles";
import { LAST_OWNER_MESSAGE } from "#app/features/auth/staff.server";
import { createLogger } from "#server/logger";
import { addStaffUser, ADMIN, cookiePair, createTestApp, jsonSender, signIn, STAFF } from "#tests/support/test-app";

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let app: Awaited<ReturnType<typeof createTestApp>>;
let owner = "";
beforeAll(async () => {
  app = await createTestApp({}, { logger: createLogger("info", sink) });
  owner = await signIn(app.request);
});
afterAll(async () => {
  await app.database.dispose();
});

const as = (cookie: string) => jsonSender(app.request, () => cookie);
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
/** The one-time link page's form, posted as a browser without JavaScript would. */
const submitLink = (token: string, fields: Record<string, string>) =>
  app.request(`/admin-hesap/${token}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

async function invite(role: string, name = "Yeni Kişi") {
  const response = await as(owner)("POST", "/api/admin/users", { name, email: "", role });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; expiresAt: string };
}

describe("invitations", () => {
  it("make a link valid 48 hours, stored only as its hash, that makes the account once and signs the person in", async () => {
    const before = Date.now();
    const { url, expiresAt } = await invite("editor", "Emre Çelik");
    expect(url).toMatch(/\/admin-hesap\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - before).toBeGreaterThan(47.9 * 3600_000);
    const token = tokenOf(url);
    const stored = await app.database.db.select().from(staffTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.map((row) => row.tokenHash)).toContain(createHash("sha256").update(token).digest("base64url"));

    const page = await app.request(`/admin-hesap/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Editör");

    const accepted = await submitLink(token, { username: "emre", password: "emre-guclu-parola-1", confirmPassword: "emre-guclu-parola-1", role: "owner" });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/n1_admin");
    const session = cookiePair(accepted);
    const me = await (await app.request("/api/auth/user", { headers: { cookie: session } })).json();
    // The role of the invitation, whatever the form said.
    expect(me).toMatchObject({ username: "emre", name: "Emre Çelik", role: "editor" });

    expect((await app.request(`/admin-hesap/${token}`)).status).toBe(404);
    const again = await submitLink(token, { username: "emre2", password: "emre-guclu-parola-1", confirmPassword: "emre-guclu-parola-1" });
    expect(again.status).toBe(400);
    expect(await app.database.db.select().from(users).where(eq(users.username, "emre2"))).toEqual([]);
  });

  it("refuse a weak password and an expired link", async () => {
    const { url } = await invite("sales");
    const token = tokenOf(url);
    const weak = await submitLink(token, { username: "zayif", password: "kisa", confirmPassword: "kisa" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("en az 12 karakter");

    await app.database.db.update(staffTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffTokens.tokenHash, createHash("sha256").update(token).digest("base64url")));
    expect((await app.request(`/admin-hesap/${token}`)).status).toBe(404);
    const late = await submitLink(token, { username: "gec-kalan", password: "gec-kalan-parola-1", confirmPassword: "gec-kalan-parola-1" });
    expect(late.status).toBe(400);
    expect(await app.database.db.select().from(users).where(eq(users.username, "gec-kalan"))).toEqual([]);
  });
});

describe("the users screen's changes", () => {
  it("deactivation ends the sessions at once (next request 401) and refuses the sign-in; reactivation lets it back", async () => {
    const id = await addStaffUser(app.database.db, "sales");
    const session = await signIn(app.request, STAFF.sales);
    expect((await as(session)("GET", "/api/admin/leads")).status).toBe(200);

    expect((await as(owner)("PATCH", `/api/admin/users/${id}`, { active: false })).status).toBe(200);
    expect((await as(session)("PATCH", "/api/admin/leads/1", { status: "called" })).status).toBe(401);
    await expect(signIn(app.request, STAFF.sales)).rejects.toThrow(/401/);

    expect((await as(owner)("PATCH", `/api/admin/users/${id}`, { active: true })).status).toBe(200);
    expect(await signIn(app.request, STAFF.sales)).toMatch(/sid=/);
  });

  it("a reset link sets a new password once: the old one stops working and every session ends", async () => {
    const [row] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.username, STAFF.sales.username));
    const session = await signIn(app.request, STAFF.sales);
    const response = await as(owner)("POST", `/api/admin/users/${row!.id}/reset-link`);
    expect(response.status).toBe(201);
    const token = tokenOf(((await response.json()) as { url: string }).url);
    const newPassword = "satis-yeni-parola-99";
    const reset = await submitLink(token, { password: newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(302);
    expect((await as(session)("GET", "/api/admin/leads")).status).toBe(401);
    await expect(signIn(app.request, STAFF.sales)).rejects.toThrow(/401/);
    expect(await signIn(app.request, { username: STAFF.sales.username, password: newPassword })).toMatch(/sid=/);
    expect((await submitLink(token, { password: "baska-bir-parola-77", confirmPassword: "baska-bir-parola-77" })).status).toBe(400);
  });

  it("a reset link is stored only as its hash; once expired it is refused in Turkish and the old password still signs in", async () => {
    const person = { username: "suresi-dolan", password: "suresi-dolan-parola-1", name: "Süresi Dolan" };
    const id = await addStaffUser(app.database.db, "editor", person);
    const response = await as(owner)("POST", `/api/admin/users/${id}/reset-link`);
    expect(response.status).toBe(201);
    const token = tokenOf(((await response.json()) as { url: string }).url);
    const stored = await app.database.db.select().from(staffTokens).where(eq(staffTokens.userId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: "reset", tokenHash: createHash("sha256").update(token).digest("base64url"), usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await app.request(`/admin-hesap/${token}`)).status).toBe(200);

    await app.database.db.update(staffTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffTokens.userId, id));
    expect((await app.request(`/admin-hesap/${token}`)).status).toBe(404);
    const newPassword = "suresi-dolan-yeni-parola-2";
    const late = await submitLink(token, { password: newPassword, confirmPassword: newPassword });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain("Bu bağlantı geçersiz, kullanılmış veya süresi dolmuş.");
    expect(await signIn(app.request, person)).toMatch(/sid=/);
    await expect(signIn(app.request, { ...person, password: newPassword })).rejects.toThrow(/401/);
  });

  it("the list tells each account's 2FA, last sign-in and whether it is active", async () => {
    const person = { username: "listede", password: "listede-parola-12345", name: "Listede Görünen" };
    const id = await addStaffUser(app.database.db, "sales", person);
    type Member = { id: number; role: string; twoFactorEnabled: boolean; lastSignInAt: string | null; active: boolean };
    const listed = async () => ((await (await as(owner)("GET", "/api/admin/users")).json()) as Member[]).find((member) => member.id === id);
    expect(await listed()).toMatchObject({ role: "sales", twoFactorEnabled: false, lastSignInAt: null, active: true });

    const before = Date.now();
    await signIn(app.request, person);
    const signedIn = await listed();
    expect(new Date(signedIn!.lastSignInAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(signedIn!.lastSignInAt!).getTime()).toBeLessThanOrEqual(Date.now());

    await app.database.db.update(users).set({ totpSecret: "x", totpEnabledAt: new Date() }).where(eq(users.id, id));
    expect((await as(owner)("PATCH", `/api/admin/users/${id}`, { active: false })).status).toBe(200);
    expect(await listed()).toMatchObject({ twoFactorEnabled: true, active: false, lastSignInAt: signedIn!.lastSignInAt });
    // The owner who signed in at the start is listed as such.
    const me = ((await (await as(owner)("GET", "/api/admin/users")).json()) as Member[]).find((member) => member.id === app.adminId);
    expect(me).toMatchObject({ role: "owner", active: true, twoFactorEnabled: false });
    expect(me!.lastSignInAt).not.toBeNull();
  });

  it("the last active Yönetici cannot be deactivated or demoted, not even by themselves", async () => {
    for (const change of [{ active: false }, { role: "editor" }, { role: "sales", active: false }]) {
      const response = await as(owner)("PATCH", `/api/admin/users/${app.adminId}`, change);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: LAST_OWNER_MESSAGE });
    }
    const [me] = await app.database.db.select().from(users).where(eq(users.id, app.adminId));
    expect(me).toMatchObject({ role: "owner", deactivatedAt: null });

    // With a second active owner, the first may step down.
    const second = await addStaffUser(app.database.db, "owner", { username: "ikinci-yonetici", password: "ikinci-yonetici-parola", name: "İkinci Yönetici" });
    expect((await as(owner)("PATCH", `/api/admin/users/${second}`, { role: "editor" })).status).toBe(200);
    expect((await as(owner)("PATCH", `/api/admin/users/${app.adminId}`, { role: "editor" })).status).toBe(409);
  });

  it("only a Yönetici reaches them; a role or user id in another route's body changes nothing", async () => {
    const editor = await addStaffUser(app.database.db, "editor", { username: "editor2", password: "editor2-parola-12345", name: "Editör İki" });
    const session = await signIn(app.request, { username: "editor2", password: "editor2-parola-12345" });
    for (const [method, path, body] of [
      ["GET", "/api/admin/users", undefined],
      ["POST", "/api/admin/users", { name: "Sahte", role: "owner" }],
      ["PATCH", `/api/admin/users/${editor}`, { role: "owner" }],
      ["POST", `/api/admin/users/${app.adminId}/reset-link`, undefined],
      ["DELETE", `/api/admin/users/${app.adminId}/two-factor`, undefined],
    ] as const) {
      const response = await as(session)(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    // A valid write, with another person's id and a role smuggled into the body: it is the editor's.
    const smuggled = { role: "owner", userId: app.adminId, username: ADMIN.username, createdBy: app.adminId, authorId: app.adminId };
    const draft = { title: "Rol denemesi", slug: "rol-denemesi", content: "İçerik", excerpt: "Özet", isPublished: false };
    const post = await as(session)("POST", "/api/admin/blog", { ...smuggled, ...draft });
    expect(post.status).toBe(201);
    const { id: postId, updatedAt } = (await post.json()) as { id: number; updatedAt: string };
    expect((await as(session)("PUT", `/api/admin/blog/${postId}`, { ...smuggled, ...draft, title: "Rol denemesi, düzeltildi", updatedAt })).status).toBe(200);
    const entries = await app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "blog-post"), eq(auditLog.entityId, String(postId))));
    expect(entries.map((entry) => [entry.action, entry.userId, entry.username]).sort()).toEqual([
      ["create", editor, "editor2"],
      ["update", editor, "editor2"],
    ]);
    const [after] = await app.database.db.select({ role: users.role }).from(users).where(eq(users.id, editor));
    expect(after!.role).toBe("editor");
    const [admin] = await app.database.db.select({ role: users.role }).from(users).where(eq(users.id, app.adminId));
    expect(admin!.role).toBe("owner");

    const denied = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === "access.denied" && line.reason === "role" && line.path === "/api/admin/users");
    expect(denied).toMatchObject({ userId: editor, username: "editor2", role: "editor", method: "GET" });
    expect((await app.request("/n1_admin/users", { headers: { cookie: session } })).status).toBe(403);
  });

  it("turns off a lost second factor and audits each change with who made it", async () => {
    await app.database.db.update(users).set({ totpSecret: "x", totpEnabledAt: new Date() }).where(eq(users.username, STAFF.sales.username));
    const [row] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.username, STAFF.sales.username));
    expect((await as(owner)("DELETE", `/api/admin/users/${row!.id}/two-factor`)).status).toBe(204);
    const [after] = await app.database.db.select().from(users).where(eq(users.id, row!.id));
    expect(after).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    const entries = await app.database.db.select().from(auditLog).where(eq(auditLog.entityType, "user"));
    expect(entries.map((entry) => [entry.action, entry.username])).toEqual(expect.arrayContaining([["invite", ADMIN.username], ["change-staff", ADMIN.username], ["turn-off-2fa", ADMIN.username], ["accept-invite", "emre"]]));
  });
});

describe("the audit log", () => {
  it("names the person of each entry and filters by person", async () => {
    const [emre] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.username, "emre"));
    const all = (await (await as(owner)("GET", "/api/admin/audit")).json()) as { userId: number | null; name: string | null; username: string | null; action: string }[];
    expect(all.find((entry) => entry.action === "accept-invite")).toMatchObject({ userId: emre!.id, name: "Emre Çelik", username: "emre" });
    const only = (await (await as(owner)("GET", `/api/admin/audit?userId=${emre!.id}`)).json()) as { userId: number }[];
    expect(only.length).toBeGreaterThan(0);
    expect(new Set(only.map((entry) => entry.userId))).toEqual(new Set([emre!.id]));
    expect((await as(owner)("GET", "/api/admin/audit?userId=abc")).status).toBe(400);
  });
});

describe("who last changed an item", () => {
  it("is the newest audit entry's person and time, for the roles that may read the item", async () => {
    const [app1] = (await (await as(owner)("GET", "/api/admin/support-apps")).json()) as { id: number }[];
    expect((await as(owner)("PATCH", `/api/admin/support-apps/${app1!.id}`, { isActive: false })).status).toBe(200);
    const { lastChange: change } = await (await as(owner)("GET", `/api/admin/support-apps/${app1!.id}/last-change`)).json();
    expect(change).toMatchObject({ person: ADMIN.username, action: "patch" });
    expect(Date.now() - new Date(change.at).getTime()).toBeLessThan(60_000);
    expect(await (await as(owner)("GET", "/api/admin/support-apps/999999/last-change")).json()).toEqual({ lastChange: null });
    const sales = await signIn(app.request, { username: STAFF.sales.username, password: "satis-yeni-parola-99" });
    expect((await as(sales)("GET", `/api/admin/support-apps/${app1!.id}/last-change`)).status).toBe(403);
  });
});

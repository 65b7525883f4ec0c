import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts, sessions, users } from "#app/db/schema/auth";
import { auditLog } from "#app/db/schema/site";
import { ADMIN, cookiePair, createTestApp, signIn } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await ctx.database.dispose();
});

const login = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const currentUser = (cookie: string) => ctx.request("/api/auth/user", { headers: { cookie } });

describe("POST /api/auth/login", () => {
  it("signs in with a __Host- cookie that is HttpOnly, Secure and SameSite=Lax", async () => {
    const response = await login(ADMIN, { "x-forwarded-for": "198.51.100.1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: ctx.adminId, username: ADMIN.username, name: null, role: "owner" });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "login"));
    expect(entry?.username).toBe(ADMIN.username);
  });

  it("stores only a hash of the session id", async () => {
    const cookie = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.2" });
    const token = decodeURIComponent(cookie.split("=")[1]!);
    const rows = await ctx.database.db.select({ idHash: sessions.idHash }).from(sessions);
    expect(rows.some((row) => token.includes(row.idHash))).toBe(false);
  });

  it("answers 401 with the Turkish message for a wrong password or unknown user", async () => {
    for (const body of [
      { username: ADMIN.username, password: "yanlis-parola" },
      { username: "olmayan", password: "herhangi" },
    ]) {
      const response = await login(body, { "x-forwarded-for": "198.51.100.3" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Kullanıcı adı veya şifre hatalı" });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("finds the account whatever the letter case of the username, and the database holds one account per name in any case", async () => {
    const response = await login({ ...ADMIN, username: ` ${ADMIN.username.toUpperCase()} ` }, { "x-forwarded-for": "198.51.100.6" });
    expect(response.status).toBe(200);
    expect((await response.json()).username).toBe(ADMIN.username);
    const twin = ctx.database.db.insert(users).values({ username: ADMIN.username.toUpperCase(), passwordHash: "x" });
    await expect(twin).rejects.toThrow();
    expect(await ctx.database.db.$count(users)).toBe(1);
  });

  it("rejects empty fields with 400 and a non-JSON body with 415", async () => {
    const empty = await login({ username: "", password: "" }, { "x-forwarded-for": "198.51.100.4" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Lütfen tüm alanları doldurun");
    const form = await ctx.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=a&password=b",
    });
    expect(form.status).toBe(415);
  });

  it("rotates the session id: the old session ends when signing in again", async () => {
    const first = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.5" });
    const response = await login(ADMIN, { cookie: first, "x-forwarded-for": "198.51.100.5" });
    const second = cookiePair(response);
    expect(second).not.toBe(first);
    expect((await currentUser(first)).status).toBe(401);
    expect((await currentUser(second)).status).toBe(200);
  });
});

describe("lockout", () => {
  it("answers 429 after 20 failures for one username from many addresses, even with the right password", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      // Different addresses: only the username counter can trip.
      const response = await login({ username: ADMIN.username, password: "yanlis" }, { "x-forwarded-for": `203.0.113.${attempt + 10}` });
      expect(response.status).toBe(401);
    }
    const locked = await login(ADMIN, { "x-forwarded-for": "203.0.113.99" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("900");
    expect((await locked.json()).message).toMatch(/15 dakika/);
    await ctx.database.db.delete(loginAttempts);
  });

  it("answers 429 after 5 failures from one IP across usernames", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await login({ username: `deneme${attempt}`, password: "yanlis" }, { "x-forwarded-for": "192.0.2.77" });
    }
    expect((await login(ADMIN, { "x-forwarded-for": "192.0.2.77" })).status).toBe(429);
    expect((await login(ADMIN, { "x-forwarded-for": "192.0.2.78" })).status).toBe(200);
    await ctx.database.db.delete(loginAttempts);
  });

  it("is not lifted by a spoofed X-Forwarded-For when no proxy is trusted", async () => {
    const direct = await createTestApp();
    try {
      const attempt = (forwarded: string, password = "yanlis") =>
        direct.request("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
          body: JSON.stringify({ username: `kisi-${forwarded}`, password }),
        });
      for (let index = 0; index < 5; index++) await attempt(`10.9.9.${index}`);
      // Each request claimed another address, but the socket address is the same: locked.
      const response = await direct.request("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.200" },
        body: JSON.stringify(ADMIN),
      });
      expect(response.status).toBe(429);
    } finally {
      await direct.database.dispose();
    }
  });
});

describe("session lifetime and logout", () => {
  it("ends a session idle for more than 2 hours", async () => {
    const cookie = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.20" });
    expect((await currentUser(cookie)).status).toBe(200);
    await ctx.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000) });
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it("ends a session past its absolute 7-day limit", async () => {
    const cookie = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.21" });
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it("logs out server-side: the cookie no longer works afterwards", async () => {
    const cookie = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.22" });
    const response = await ctx.request("/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const mine = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.23" });
    const other = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.24" });
    const change = (currentPassword: string, newPassword: string) =>
      ctx.request("/api/auth/password", {
        method: "POST",
        headers: { cookie: mine, "content-type": "application/json" },
        body: JSON.stringify({ currentPassword, newPassword, confirmPassword: newPassword }),
      });
    const wrong = await change("yanlis-parola", "yepyeni-parola-123");
    expect(wrong.status).toBe(400);
    expect((await change(ADMIN.password, "kisa")).status).toBe(400);
    const ok = await change(ADMIN.password, "yepyeni-parola-123");
    expect(ok.status).toBe(200);
    expect((await currentUser(mine)).status).toBe(200);
    expect((await currentUser(other)).status).toBe(401);
    expect((await login({ username: ADMIN.username, password: "yepyeni-parola-123" }, { "x-forwarded-for": "198.51.100.25" })).status).toBe(200);
    await ctx.database.db.update(sessions).set({ lastSeenAt: new Date() });
    const back = await ctx.request("/api/auth/password", {
      method: "POST",
      headers: { cookie: mine, "content-type": "application/json" },
      body: JSON.stringify({ currentPassword: "yepyeni-parola-123", newPassword: ADMIN.password, confirmPassword: ADMIN.password }),
    });
    expect(back.status).toBe(200);
  });
});

describe("admin pages", () => {
  it("GET /api/login redirects to the login page", async () => {
    const response = await ctx.request("/api/login", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin-login");
  });

  it("serve the dashboard with a session and redirect without one", async () => {
    const cookie = await signIn(ctx.request, ADMIN, { "x-forwarded-for": "198.51.100.30" });
    const signedIn = await ctx.request("/n1_admin", { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("Yönetim Paneli");
    const anonymous = await ctx.request("/n1_admin", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(await anonymous.text()).not.toContain("Yönetim Paneli");
  });
});

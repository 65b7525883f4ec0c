import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingLogins, recoveryCodes, users } from "#app/db/schema/auth";
import { blogPosts } from "#app/db/schema/blog";
import { rateLimitHits } from "#app/db/schema/site";
import { FORBIDDEN_MESSAGE } from "#app/domain/staff-roles";
import { hashPassword } from "#app/features/auth/password.server";
import { addStaffUser, ADMIN, cookiePair, createTestApp, jsonSender, signIn, STAFF } from "#tests/support/test-app";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const totpOf = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
/** A code of the next time step: accepted (window ±1) and never the one just used. */
const codeAt = (secret: string, offsetSteps: number) => totpOf(secret).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

/** Enrols `cookie`'s user (the admin unless another password is given): returns the seed and the recovery codes. */
export async function enrol(app: TestApp, cookie: string, password = ADMIN.password) {
  const send = jsonSender(app.request, () => cookie);
  const setup = await send("POST", "/api/auth/2fa/setup", { password });
  expect(setup.status).toBe(200);
  const enrolment = (await setup.json()) as { secret: string; otpauthUri: string; qrCodeDataUrl: string };
  const confirm = await send("POST", "/api/auth/2fa/confirm", { password, code: codeAt(enrolment.secret, 0) });
  expect(confirm.status).toBe(200);
  const { recoveryCodes: codes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { ...enrolment, recoveryCodes: codes };
}

const postJson = (app: TestApp, path: string, body: unknown, cookie?: string) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe("two-factor sign-in", () => {
  let app: TestApp;
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    app = await createTestApp();
    const cookie = await signIn(app.request);
    ({ secret, recoveryCodes: codes } = await enrol(app, cookie));
  });
  afterAll(async () => {
    await app.database.dispose();
  });
  const resetLimits = () => app.database.db.delete(rateLimitHits);

  it("enrols with a QR code and an otpauth URI, and keeps the seed only encrypted", async () => {
    const [row] = await app.database.db.select().from(users).where(eq(users.id, app.adminId));
    expect(row!.totpEnabledAt).not.toBeNull();
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpPendingSecret).toBeNull();
    expect(codes).toHaveLength(10);
    const stored = await app.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, app.adminId));
    expect(stored).toHaveLength(10);
    expect(stored.some((entry) => codes.some((code) => entry.codeHash.includes(code)))).toBe(false);
  });

  it("asks for the code after the password, with a 5-minute __Host- pending cookie and no session", async () => {
    const response = await postJson(app, "/api/auth/login", ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactorRequired: true });
    const [pending] = setCookies(response);
    expect(pending).toMatch(/^__Host-pending-login=/);
    expect(pending).toMatch(/Max-Age=300/);
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/Secure/);
    expect(pending).toMatch(/SameSite=Lax/);
    expect(pending).toMatch(/Path=\//);
    expect(pending).not.toMatch(/Domain/i);
    expect(setCookies(response).some((cookie) => cookie.startsWith("__Host-sid="))).toBe(false);
    // The pending cookie is not a session.
    expect((await app.request("/api/auth/user", { headers: { cookie: cookiePair(response) } })).status).toBe(401);
  });

  it("signs in with a TOTP code, and refuses the same code again (replay)", async () => {
    await resetLimits();
    const code = codeAt(secret, 1);
    const first = await postJson(app, "/api/auth/login", ADMIN);
    const second = await postJson(app, "/api/auth/login/totp", { code }, cookiePair(first));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ id: app.adminId, username: ADMIN.username, name: null, role: "owner" });
    const session = setCookies(second).find((cookie) => cookie.startsWith("__Host-sid="))!;
    expect(setCookies(second).some((cookie) => /^__Host-pending-login=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect((await app.request("/api/auth/user", { headers: { cookie: session.split(";")[0]! } })).status).toBe(200);

    const again = await postJson(app, "/api/auth/login", ADMIN);
    const replay = await postJson(app, "/api/auth/login/totp", { code }, cookiePair(again));
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toBe("Doğrulama kodu hatalı.");
    // An older code than the one used is refused too.
    expect((await postJson(app, "/api/auth/login/totp", { code: codeAt(secret, 0) }, cookiePair(again))).status).toBe(401);
  });

  it("accepts each recovery code once", async () => {
    await resetLimits();
    const recovery = codes[0]!;
    const first = await postJson(app, "/api/auth/login", ADMIN);
    expect((await postJson(app, "/api/auth/login/totp", { code: recovery.toUpperCase() }, cookiePair(first))).status).toBe(200);
    const second = await postJson(app, "/api/auth/login", ADMIN);
    expect((await postJson(app, "/api/auth/login/totp", { code: recovery }, cookiePair(second))).status).toBe(401);
    const status = await (await app.request("/api/auth/2fa", { headers: { cookie: await signInWithCode(app, codes[1]!) } })).json();
    expect(status).toEqual({ enabled: true, recoveryCodesLeft: 8, required: false });
  });

  it("refuses the second step without a pending sign-in, or after 5 minutes", async () => {
    await resetLimits();
    expect((await postJson(app, "/api/auth/login/totp", { code: codeAt(secret, 1) })).status).toBe(401);
    const first = await postJson(app, "/api/auth/login", ADMIN);
    await app.database.db.update(pendingLogins).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await postJson(app, "/api/auth/login/totp", { code: codes[2]! }, cookiePair(first));
    expect(late.status).toBe(401);
    expect((await late.json()).message).toMatch(/süresi doldu/);
  });

  it("locks the second step after 5 attempts per user (429), even for a right code", async () => {
    await resetLimits();
    const first = await postJson(app, "/api/auth/login", ADMIN);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postJson(app, "/api/auth/login/totp", { code: "000000" }, cookiePair(first))).status).toBe(401);
    }
    const locked = await postJson(app, "/api/auth/login/totp", { code: codes[3]! }, cookiePair(first));
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    await resetLimits();
  });

  it("turns 2FA off only with the password and a code", async () => {
    await resetLimits();
    const cookie = await signInWithCode(app, codes[4]!);
    const send = jsonSender(app.request, () => cookie);
    expect((await send("POST", "/api/auth/2fa/disable", { password: "yanlis-parola-123", code: codes[5] })).status).toBe(400);
    expect((await send("POST", "/api/auth/2fa/disable", { password: ADMIN.password, code: "zzzzz-zzzzz" })).status).toBe(400);
    expect((await send("POST", "/api/auth/2fa/disable", { password: ADMIN.password })).status).toBe(400);
    expect((await send("POST", "/api/auth/2fa/disable", { password: ADMIN.password, code: codes[5] })).status).toBe(204);
    expect(await app.database.db.select().from(recoveryCodes)).toHaveLength(0);
    const plain = await postJson(app, "/api/auth/login", ADMIN);
    expect(await plain.json()).toEqual({ id: app.adminId, username: ADMIN.username, name: null, role: "owner" });
  });
});

async function signInWithCode(app: TestApp, code: string) {
  const first = await postJson(app, "/api/auth/login", ADMIN);
  const second = await postJson(app, "/api/auth/login/totp", { code }, cookiePair(first));
  expect(second.status).toBe(200);
  return setCookies(second).find((cookie) => cookie.startsWith("__Host-sid="))!.split(";")[0]!;
}

describe("ADMIN_REQUIRE_2FA=1", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_REQUIRE_2FA: "1" });
  });
  afterAll(async () => {
    await app.database.dispose();
  });

  it("lets an admin without 2FA reach only the enrolment screen and APIs, and logout", async () => {
    const cookie = await signIn(app.request);
    const send = jsonSender(app.request, () => cookie);
    const list = await send("GET", "/api/admin/products");
    expect(list.status).toBe(403);
    expect(await list.json()).toMatchObject({ twoFactorRequired: true });
    expect((await send("POST", "/api/auth/password", { currentPassword: ADMIN.password, newPassword: "baska-uzun-parola-1", confirmPassword: "baska-uzun-parola-1" })).status).toBe(403);
    const dashboard = await app.request("/n1_admin/products", { headers: { cookie }, redirect: "manual" });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/n1_admin/security");
    expect((await app.request("/n1_admin/security", { headers: { cookie } })).status).toBe(200);
    expect(await (await send("GET", "/api/auth/2fa")).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });

    await enrol(app, cookie);
    expect((await send("GET", "/api/admin/products")).status).toBe(200);
    expect((await app.request("/n1_admin/products", { headers: { cookie } })).status).toBe(200);
    // Mandatory 2FA cannot be switched off.
    expect((await send("POST", "/api/auth/2fa/disable", { password: ADMIN.password, code: "123456" })).status).toBe(409);
    expect((await send("POST", "/api/auth/logout")).status).toBe(204);
  });

  it("holds an Editör without 2FA at the same door: 403 twoFactorRequired, then the role's own answers once enrolled", async () => {
    await addStaffUser(app.database.db, "editor");
    const cookie = await signIn(app.request, STAFF.editor);
    const send = jsonSender(app.request, () => cookie);
    for (const [method, path, body] of [
      ["GET", "/api/admin/products", undefined],
      ["POST", "/api/admin/blog", { title: "İki adım", slug: "iki-adim", content: "İçerik", excerpt: "Özet", isPublished: false }],
      ["GET", "/api/admin/users", undefined],
    ] as const) {
      const response = await send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json(), `${method} ${path}`).toMatchObject({ twoFactorRequired: true });
    }
    expect(await app.database.db.select().from(blogPosts).where(eq(blogPosts.slug, "iki-adim"))).toEqual([]);

    await enrol(app, cookie, STAFF.editor.password);
    expect((await send("GET", "/api/admin/products")).status).toBe(200);
    const beyond = await send("GET", "/api/admin/users");
    expect(beyond.status).toBe(403);
    expect(await beyond.json()).toEqual({ message: FORBIDDEN_MESSAGE });
  });
});

describe("cookies over plain http", () => {
  it("drop the __Host- prefix and Secure when SITE_URL is http", async () => {
    const app = await createTestApp({ SITE_URL: "http://localhost:3000" });
    try {
      const response = await postJson(app, "/api/auth/login", ADMIN);
      const [cookie] = setCookies(response);
      expect(cookie).toMatch(/^sid=/);
      expect(cookie).not.toMatch(/Secure/);
    } finally {
      await app.database.dispose();
    }
  });
});

describe("password hashes and policy", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.database.dispose();
  });

  it("upgrades a weaker scrypt hash at the next successful login", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const weak = ["scrypt", 16384, 8, 1, salt.toString("base64url"), scryptSync("eski-parametreli-1", salt, 32, { N: 16384, r: 8, p: 1 }).toString("base64url")].join("$");
    await app.database.db.insert(users).values({ username: "eski-kullanici", passwordHash: weak });
    const wrong = await postJson(app, "/api/auth/login", { username: "eski-kullanici", password: "yanlis-parola-xx" });
    expect(wrong.status).toBe(401);
    expect((await app.database.db.select().from(users).where(eq(users.username, "eski-kullanici")))[0]!.passwordHash).toBe(weak);
    const ok = await postJson(app, "/api/auth/login", { username: "eski-kullanici", password: "eski-parametreli-1" });
    expect(ok.status).toBe(200);
    const [row] = await app.database.db.select().from(users).where(eq(users.username, "eski-kullanici"));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await postJson(app, "/api/auth/login", { username: "eski-kullanici", password: "eski-parametreli-1" })).status).toBe(200);
  });

  it("uses all 128 characters: a password sharing the first 72 with another is a different password", async () => {
    const long = `${"a1b2c3d4".repeat(9)}${"x".repeat(56)}`;
    const sibling = `${"a1b2c3d4".repeat(9)}${"y".repeat(56)}`;
    expect(long).toHaveLength(128);
    await app.database.db.insert(users).values({ username: "uzun-parola", passwordHash: await hashPassword(long) });
    expect((await postJson(app, "/api/auth/login", { username: "uzun-parola", password: long })).status).toBe(200);
    expect((await postJson(app, "/api/auth/login", { username: "uzun-parola", password: sibling })).status).toBe(401);
  });

  it("refuses short, over-long and common new passwords in Turkish, and accepts 128 characters", async () => {
    const cookie = await signIn(app.request);
    const change = (newPassword: string) =>
      jsonSender(app.request, () => cookie)("POST", "/api/auth/password", { currentPassword: ADMIN.password, newPassword, confirmPassword: newPassword });
    const short = await change("kisa");
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors.newPassword).toEqual(["Şifre en az 12 karakter olmalıdır."]);
    const tooLong = await change("u".repeat(129));
    expect((await tooLong.json()).fieldErrors.newPassword).toEqual(["Şifre en fazla 128 karakter olabilir."]);
    // On the list, in another case and in full-width letters (NFKC folds them).
    for (const common of ["1qaz2wsx3edc", "QWERTY123456", "ｑｗｅｒｔｙ１２３４５６"]) {
      const response = await change(common);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors.newPassword[0]).toMatch(/çok yaygın/);
    }
    const long = "Ç".repeat(64) + "ş".repeat(64);
    expect((await change(long)).status).toBe(200);
    expect((await postJson(app, "/api/auth/login", { username: ADMIN.username, password: long })).status).toBe(200);
  });
});

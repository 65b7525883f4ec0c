import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { loginAttempts, users } from "#app/db/schema/auth";
import { rateLimitHits } from "#app/db/schema/site";
import { hashPassword } from "#app/features/auth/password.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, cookiePair, createAppOver } from "#tests/support/test-app";

/*
 * The password lockout under attack (issue 15, items 1, 7, 8, 9), on the real app in-process over
 * PGlite and PostgreSQL. TRUST_PROXY=1 lets each request name its client address.
 */
const WRONG = "yanlis-parola-987654";
const totpOf = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });

describeEachDatabase("password lockout", (database) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  beforeAll(async () => {
    await database().db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    ({ request } = await createAppOver(database(), { TRUST_PROXY: "1" }));
  });
  beforeEach(async () => {
    await database().db.delete(loginAttempts);
    await database().db.delete(rateLimitHits);
  });

  const post = (path: string, body: unknown, ip: string, cookie?: string) =>
    request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const login = (body: { username: string; password: string }, ip: string) => post("/api/auth/login", body, ip);
  const signIn = async (ip: string) => {
    const response = await login(ADMIN, ip);
    expect(response.status).toBe(200);
    return cookiePair(response);
  };
  const statuses = (responses: Response[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it("30 parallel wrong logins for one username from one address: at most 5 × 401, the rest 429", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login({ username: ADMIN.username, password: WRONG }, "203.0.113.10")));
    const counts = statuses(answers);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(30);
    expect(answers.find((answer) => answer.status === 429)?.headers.get("retry-after")).toBe("900");
    // The lock holds for the right password from the same address too.
    expect((await login(ADMIN, "203.0.113.10")).status).toBe(429);
  }, 120_000);

  it("30 parallel wrong logins for unknown usernames from one address: at most 5 × 401, the rest 429", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => login({ username: `kimse-${index}`, password: WRONG }, "203.0.113.11")));
    const counts = statuses(answers);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(30);
  }, 120_000);

  it("failures from one address do not lock the account for the owner at another (ADR 024)", async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await login({ username: ADMIN.username, password: WRONG }, "198.51.100.66")).status).toBe(401);
    expect((await login(ADMIN, "198.51.100.66")).status).toBe(429);
    expect((await login(ADMIN, "192.0.2.10")).status).toBe(200);
  });

  it("20 failures for one username from many addresses lock it everywhere, even for the right password", async () => {
    for (let index = 0; index < 20; index++) {
      expect((await login({ username: ADMIN.username, password: WRONG }, `198.18.0.${index + 1}`)).status).toBe(401);
    }
    expect((await login(ADMIN, "198.18.1.1")).status).toBe(429);
  }, 120_000);

  it("wrong current passwords on POST /api/auth/password count like login failures", async () => {
    const cookie = await signIn("198.51.100.80");
    const change = (currentPassword: string) =>
      post("/api/auth/password", { currentPassword, newPassword: "yeni-uzun-parola-2468", confirmPassword: "yeni-uzun-parola-2468" }, "198.51.100.80", cookie);
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(WRONG)).status).toBe(400);
    const locked = await change(ADMIN.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("900");
    // The same lock as the login form's.
    expect((await login(ADMIN, "198.51.100.80")).status).toBe(429);
  });

  it("parallel wrong current passwords cannot slip past the lock either", async () => {
    const cookie = await signIn("198.51.100.81");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post("/api/auth/password", { currentPassword: WRONG, newPassword: "yeni-uzun-parola-2468", confirmPassword: "yeni-uzun-parola-2468" }, "198.51.100.81", cookie),
      ),
    );
    const counts = statuses(answers);
    expect(counts[400] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(20);
  }, 120_000);

  it("2FA enrolment needs the password (counted like a sign-in), and confirming ends the other sessions", async () => {
    const ip = "198.51.100.90";
    const stolen = await signIn("198.51.100.91");
    const mine = await signIn(ip);
    // A session alone cannot start enrolment.
    expect((await post("/api/auth/2fa/setup", {}, ip, mine)).status).toBe(400);
    const wrong = await post("/api/auth/2fa/setup", { password: WRONG }, ip, mine);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Şifre hatalı.");
    expect(await database().db.select().from(loginAttempts).where(eq(loginAttempts.succeeded, false))).toHaveLength(1);

    const setup = await post("/api/auth/2fa/setup", { password: ADMIN.password }, ip, mine);
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const code = totpOf(secret).generate();
    expect((await post("/api/auth/2fa/confirm", { code }, ip, mine)).status).toBe(400);
    expect((await post("/api/auth/2fa/confirm", { password: WRONG, code }, ip, mine)).status).toBe(400);
    const confirmed = await post("/api/auth/2fa/confirm", { password: ADMIN.password, code }, ip, mine);
    expect(confirmed.status).toBe(200);

    const me = (cookie: string) => request("/api/auth/user", { headers: { cookie, "x-forwarded-for": ip } });
    expect((await me(stolen)).status).toBe(401);
    expect((await me(mine)).status).toBe(200);

    // Turning it off needs the password and a current code.
    const next = totpOf(secret).generate({ timestamp: Date.now() + 30_000 });
    expect((await post("/api/auth/2fa/disable", { code: next }, ip, mine)).status).toBe(400);
    expect((await post("/api/auth/2fa/disable", { password: WRONG, code: next }, ip, mine)).status).toBe(400);
    expect((await post("/api/auth/2fa/disable", { password: ADMIN.password, code: "000000" }, ip, mine)).status).toBe(400);
    expect((await post("/api/auth/2fa/disable", { password: ADMIN.password, code: next }, ip, mine)).status).toBe(204);
  });

  it("wrong passwords on the 2FA endpoints lock like login failures", async () => {
    const ip = "198.51.100.95";
    const cookie = await signIn(ip);
    for (let attempt = 0; attempt < 5; attempt++) expect((await post("/api/auth/2fa/setup", { password: WRONG }, ip, cookie)).status).toBe(400);
    expect((await post("/api/auth/2fa/setup", { password: ADMIN.password }, ip, cookie)).status).toBe(429);
  });
});

import { Writable } from "node:stream";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger";
import { ADMIN, cookiePair, createTestApp, jsonSender, TEST_ORIGIN } from "#tests/support/test-app";

type LogLine = Record<string, unknown> & { time: string; msg: string; event?: string };

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({}, { logger: createLogger("info", sink) });
});
afterAll(async () => {
  await app.database.dispose();
});

const post = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__Host-sid="))!
    .split(";")[0]!;

describe("security logging", () => {
  it("logs the security events of a realistic session as UTC JSON lines, and never a secret", async () => {
    const newPassword = "yepyeni-guclu-parola-42";
    const wrongPassword = "yanlis-parola-987654";
    const evilUsername = "saldirgan\r\n{\"event\":\"auth.login.succeeded\"}";

    // Failures: a wrong password, a username carrying CR/LF, no session, a cross-origin write, a bad body.
    expect((await post("/api/auth/login", { username: ADMIN.username, password: wrongPassword })).status).toBe(401);
    expect((await post("/api/auth/login", { username: evilUsername, password: wrongPassword })).status).toBe(401);
    expect((await app.request("/api/admin/products")).status).toBe(401);
    expect((await post("/api/admin/brands", { name: "X" }, undefined, { origin: "https://kotu.example" })).status).toBe(403);

    // Password sign-in, then 2FA enrolment, then the two-step sign-in.
    const first = await post("/api/auth/login", ADMIN);
    const firstSession = cookiePair(first);
    const send = jsonSender(app.request, () => firstSession);
    const { secret } = (await (await send("POST", "/api/auth/2fa/setup", { password: ADMIN.password })).json()) as { secret: string };
    const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    const enrolCode = totp.generate();
    const { recoveryCodes } = (await (await send("POST", "/api/auth/2fa/confirm", { password: ADMIN.password, code: enrolCode })).json()) as { recoveryCodes: string[] };
    expect((await send("POST", "/api/auth/2fa/confirm", { password: ADMIN.password, code: "" })).status).toBe(400);

    const pending = await post("/api/auth/login", ADMIN);
    const pendingCookie = cookiePair(pending);
    expect((await post("/api/auth/login/totp", { code: "000000" }, pendingCookie)).status).toBe(401);
    const loginCode = totp.generate({ timestamp: Date.now() + 30_000 });
    const second = await post("/api/auth/login/totp", { code: loginCode }, pendingCookie);
    expect(second.status).toBe(200);
    const session = sessionOf(second);

    // Password change and an admin write.
    const asAdmin = jsonSender(app.request, () => session);
    expect((await asAdmin("POST", "/api/auth/password", { currentPassword: ADMIN.password, newPassword, confirmPassword: newPassword })).status).toBe(200);
    expect((await asAdmin("POST", "/api/admin/brands", { name: "Günlük Test Markası" })).status).toBe(201);
    expect((await asAdmin("POST", "/api/admin/brands", { name: "" })).status).toBe(400);

    const all = lines.join("\n");
    const secrets = [
      ADMIN.password,
      newPassword,
      wrongPassword,
      firstSession.split("=")[1]!,
      session.split("=")[1]!,
      decodeURIComponent(session.split("=")[1]!),
      pendingCookie.split("=")[1]!,
      secret,
      enrolCode,
      loginCode,
      ...recoveryCodes,
    ];
    for (const value of secrets) expect(all).not.toContain(value);

    const parsed = lines.map((line) => JSON.parse(line) as LogLine);
    for (const line of parsed) expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const events = parsed.map((line) => line.event).filter(Boolean);
    for (const event of [
      "auth.login.failed",
      "auth.login.succeeded",
      "auth.login.second-factor-due",
      "auth.2fa.enrolment-started",
      "auth.2fa.enabled",
      "auth.2fa.failed",
      "auth.2fa.succeeded",
      "access.denied",
      "validation.failed",
      "admin.write",
    ]) {
      expect(events, event).toContain(event);
    }
    const crossOrigin = parsed.find((line) => line.event === "access.denied" && line.reason === "cross-origin");
    expect(crossOrigin?.origin).toBe("https://kotu.example");
    const write = parsed.find((line) => line.event === "admin.write" && line.path === "/api/admin/brands");
    expect(write).toMatchObject({ method: "POST", status: 201, username: ADMIN.username });
    expect(parsed.find((line) => line.event === "auth.password.changed")).toMatchObject({ userId: app.adminId, username: ADMIN.username });

    // The forged line stayed inside one field, with its CR/LF written out.
    const forged = parsed.find((line) => line.event === "auth.login.failed" && String(line.username).startsWith("saldirgan"));
    expect(forged?.username).toBe('saldirgan\\r\\n{"event":"auth.login.succeeded"}');
    expect(all).not.toContain("saldirgan\r");
    expect(TEST_ORIGIN.startsWith("https://")).toBe(true);
  });

  it("ends each request with one line carrying its request id, the same id the answer names", async () => {
    const from = lines.length;
    const response = await app.request("/api/products?limit=1", { headers: { "x-request-id": "vekil-istek-42" } });
    expect(response.headers.get("x-request-id")).toBe("vekil-istek-42");
    const requestLines = lines.slice(from).map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === "request");
    expect(requestLines).toEqual([expect.objectContaining({ reqId: "vekil-istek-42", method: "GET", path: "/api/products", status: 200, service: "web" })]);
  });
});

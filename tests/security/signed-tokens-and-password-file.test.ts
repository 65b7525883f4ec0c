import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { newsletterSubscribers } from "#app/db/schema/contact";
import { products } from "#app/db/schema/catalog";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { ADMIN_PASSWORD_FILE } from "#app/features/auth/admin-bootstrap.server";
import { hashPassword } from "#app/features/auth/password.server";
import { encodeQuoteBasket } from "#app/features/leads/quote-basket-cookie.server";
import { createUnsubscribeToken } from "#app/features/newsletter/unsubscribe-token.server";
import { createLogger } from "#server/logger";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";
import { createAppOver, signIn, TEST_APP_SECRET } from "#tests/support/test-app";

/*
 * Issue 27 item 20: a signed token (the quote basket cookie, the unsubscribe link) is accepted in
 * exactly one spelling: 43 base64url characters carry two spare bits, and comparing the decoded
 * bytes accepted four spellings of one signature. And `DATA_DIR/admin-password.txt` is deleted
 * when the first admin's password is first changed, and the log says so.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The other spellings of a base64url text that decode to the same bytes (its last character's spare bits changed). */
function otherSpellings(text: string): string[] {
  const last = ALPHABET.indexOf(text.at(-1)!);
  return [1, 2, 3]
    .map((step) => text.slice(0, -1) + ALPHABET[(last & ~3) | ((last + step) & 3)])
    .filter((other) => Buffer.from(other, "base64url").equals(Buffer.from(text, "base64url")));
}

type LogLine = Record<string, unknown> & { event?: string; msg: string };

let database: TestDatabase;
let request: Awaited<ReturnType<typeof createAppOver>>["request"];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "password-file-"));
const lines: LogLine[] = [];
const FIRST_PASSWORD = "ilk-rastgele-parola-123456";

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  // A fresh install's first admin: `admin`, its password in DATA_DIR/admin-password.txt.
  await database.db.insert(users).values({ username: "admin", passwordHash: await hashPassword(FIRST_PASSWORD) });
  writeFileSync(path.join(dataDir, ADMIN_PASSWORD_FILE), `${FIRST_PASSWORD}\n`, { mode: 0o600 });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as LogLine));
      done();
    },
  });
  ({ request } = await createAppOver(database, { DATA_DIR: dataDir }, { logger: createLogger("info", sink) }));
});
afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("signed tokens have one spelling", () => {
  it("the quote basket: another spelling of the right signature is an empty basket", async () => {
    const [product] = await database.db.select({ id: products.id, name: products.name }).from(products).limit(1);
    const value = encodeQuoteBasket(TEST_APP_SECRET, [{ productId: product!.id, quantity: 3 }]);
    const basket = (cookieValue: string) => request("/teklif-sepeti", { headers: { cookie: `__Host-teklif-sepeti=${cookieValue}` } }).then(async (response) => (await response.text()).replace(/<!-- -->|<\/?span[^>]*>/g, ""));
    expect(await basket(value)).toContain("Seçtiğiniz ürünler (1)");
    const [lines, signature] = value.split(".") as [string, string];
    expect(otherSpellings(signature)).toHaveLength(3);
    for (const other of otherSpellings(signature)) expect(await basket(`${lines}.${other}`), other).not.toContain("Seçtiğiniz ürünler (1)");
  });

  it("the unsubscribe link: another spelling of the signature or of the address deletes nothing", async () => {
    const email = "abone@example.com";
    await database.db.insert(newsletterSubscribers).values({ email });
    const [address, signature] = createUnsubscribeToken(TEST_APP_SECRET, email).split(".") as [string, string];
    const unsubscribe = (token: string) => request(`/api/newsletter/unsubscribe?token=${token}`, { method: "POST" });
    const respelled = [...otherSpellings(signature).map((other) => `${address}.${other}`), ...otherSpellings(address).map((other) => `${other}.${signature}`)];
    expect(respelled.length).toBeGreaterThanOrEqual(4);
    for (const token of respelled) expect((await unsubscribe(token)).status, token).toBe(400);
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    expect((await unsubscribe(`${address}.${signature}`)).status).toBe(200);
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
  });
});

describe("the first admin's password file", () => {
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
    request("/api/auth/password", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ currentPassword, newPassword, confirmPassword: newPassword }) });

  it("stays after a refused change, is deleted by the first change, and the log names it", async () => {
    const cookie = await signIn(request, { username: "admin", password: FIRST_PASSWORD });
    expect((await changePassword(cookie, "yanlis-parola-123456", "yepyeni-guclu-parola-42")).status).toBe(400);
    expect(existsSync(file)).toBe(true);

    expect((await changePassword(cookie, FIRST_PASSWORD, "yepyeni-guclu-parola-42")).status).toBe(200);
    expect(existsSync(file)).toBe(false);
    const deleted = lines.find((line) => line.event === "auth.password-file.deleted");
    expect(deleted).toMatchObject({ username: "admin", passwordFile: file });
    expect(JSON.stringify(lines)).not.toContain(FIRST_PASSWORD);
  });
});

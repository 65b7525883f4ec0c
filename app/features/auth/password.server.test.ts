import { describe, expect, it } from "vitest";
import { generatePassword, HashingBusyError, hashPassword, needsRehash, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("doğru-parola-123");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("doğru-parola-123", hash)).toBe(true);
    expect(await verifyPassword("dogru-parola-123", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("aynı-parola-1234")).not.toBe(await hashPassword("aynı-parola-1234"));
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$1$2$3$a$b")).toBe(false);
    expect(await verifyPassword("x", "scrypt$abc$8$1$c2FsdA$a2V5")).toBe(false);
  });

  it("knows which stored hashes need upgrading", async () => {
    expect(needsRehash(await hashPassword("güncel-parola-1234"))).toBe(false);
    expect(needsRehash("scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5")).toBe(true);
    expect(needsRehash("scrypt$131072$8$1$c2FsdA$a2V5")).toBe(true);
    expect(needsRehash("$2b$12$abcdefghijklmnopqrstuv")).toBe(true);
  });

  it("runs at most 2 hashes at once (1 on 2 cores) with 8 waiting, and refuses the rest at once", async () => {
    // Cheap parameters: the limit is about how many run, not how long each takes.
    const cheap = "scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U";
    const settled = await Promise.allSettled(Array.from({ length: 30 }, () => verifyPassword("parola", cheap)));
    const done = settled.filter((result) => result.status === "fulfilled");
    const refused = settled.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(done.length).toBeGreaterThanOrEqual(9);
    expect(done.length).toBeLessThanOrEqual(10);
    expect(refused.every((result) => result.reason instanceof HashingBusyError)).toBe(true);
    expect(done.length + refused.length).toBe(30);
    // Every slot is free again afterwards.
    expect(await Promise.all(Array.from({ length: 9 }, () => verifyPassword("parola", cheap)))).toEqual(Array(9).fill(false));
  });

  it("generates long random passwords", () => {
    const password = generatePassword();
    expect(password).toHaveLength(24);
    expect(password).not.toBe(generatePassword());
  });
});

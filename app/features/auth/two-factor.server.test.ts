import { describe, expect, it } from "vitest";
import { decryptSeed, encryptSeed } from "./two-factor.server";

const SECRET = "test-secret-test-secret-test-secret-1234";
const SEED = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("TOTP seed at rest", () => {
  it("round-trips under the same APP_SECRET and user, with a fresh IV each time", () => {
    const first = encryptSeed(SECRET, 7, SEED);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain(SEED);
    expect(encryptSeed(SECRET, 7, SEED)).not.toBe(first);
    expect(decryptSeed(SECRET, 7, first)).toBe(SEED);
  });

  it("refuses another secret, another user, a changed byte or a malformed value", () => {
    const stored = encryptSeed(SECRET, 7, SEED);
    expect(decryptSeed("another-secret-another-secret-1234567", 7, stored)).toBeNull();
    expect(decryptSeed(SECRET, 8, stored)).toBeNull();
    const [version, iv, tag, ciphertext] = stored.split(".");
    const flipped = Buffer.from(ciphertext!, "base64url");
    flipped[0]! ^= 1;
    expect(decryptSeed(SECRET, 7, [version, iv, tag, flipped.toString("base64url")].join("."))).toBeNull();
    expect(decryptSeed(SECRET, 7, "v0.a.b.c")).toBeNull();
    expect(decryptSeed(SECRET, 7, "")).toBeNull();
  });
});

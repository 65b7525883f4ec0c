import { describe, expect, it } from "vitest";
import { createUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe-token.server";

const SECRET = "test-secret-test-secret-test-secret-1234";

describe("unsubscribe tokens", () => {
  it("round-trip the address they were made for", () => {
    for (const email of ["ali@ornek.example", "ayşe.yılmaz+bülten@örnek.example"]) {
      expect(verifyUnsubscribeToken(SECRET, createUnsubscribeToken(SECRET, email))).toBe(email);
    }
  });

  it("are refused under another secret", () => {
    expect(verifyUnsubscribeToken("another-secret-another-secret-12345678", createUnsubscribeToken(SECRET, "ali@ornek.example"))).toBeNull();
  });

  it("cannot be moved to another address", () => {
    const [, mac] = createUnsubscribeToken(SECRET, "ali@ornek.example").split(".");
    const forged = `${Buffer.from("veli@ornek.example").toString("base64url")}.${mac}`;
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
  });

  it("are refused when any character of the signature changes, the last one too", () => {
    const token = createUnsubscribeToken(SECRET, "ali@ornek.example");
    const dot = token.indexOf(".");
    for (let index = dot + 1; index < token.length; index++) {
      const swapped = token[index] === "A" ? "B" : "A";
      expect(verifyUnsubscribeToken(SECRET, token.slice(0, index) + swapped + token.slice(index + 1)), `position ${index}`).toBeNull();
    }
  });

  it("accept exactly one spelling of the address and of the signature (issue 27 item 20)", () => {
    const token = createUnsubscribeToken(SECRET, "ali@ornek.example");
    const [address, mac] = token.split(".") as [string, string];
    // The last character of each half carries spare bits: its neighbours decode to the same bytes.
    const respell = (text: string) => {
      const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
      const last = alphabet.indexOf(text.at(-1)!);
      return [1, 2, 3].map((step) => text.slice(0, -1) + alphabet[(last & ~3) | ((last + step) & 3)]).filter((other) => Buffer.from(other, "base64url").equals(Buffer.from(text, "base64url")));
    };
    expect(respell(mac).length).toBeGreaterThan(0);
    for (const other of respell(mac)) expect(verifyUnsubscribeToken(SECRET, `${address}.${other}`), other).toBeNull();
    for (const other of respell(address)) expect(verifyUnsubscribeToken(SECRET, `${other}.${mac}`), other).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, token)).toBe("ali@ornek.example");
  });

  it.each([undefined, null, "", "abc", "a.b", ".", `${"a".repeat(2000)}.x`, "YWxpQG9ybmVrLmV4YW1wbGU.", "bad chars!.xyz"])("refuse the malformed token %s", (token) => {
    expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it("build the absolute link an e-mail carries", () => {
    const url = new URL(unsubscribeUrl("https://www.ornek.example", SECRET, "ali@ornek.example"));
    expect(url.origin + url.pathname).toBe("https://www.ornek.example/api/newsletter/unsubscribe");
    expect(verifyUnsubscribeToken(SECRET, url.searchParams.get("token"))).toBe("ali@ornek.example");
  });
});

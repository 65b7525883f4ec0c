import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, isCommonPassword, newPasswordSchema, passwordPolicyProblem } from "./password-policy.schema";

describe("password policy", () => {
  it("ships the list with its source and licence, and at least the 1,000 most common passwords", () => {
    const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
    expect(text).toMatch(/^# .*\n(#.*\n)*/);
    expect(text).toContain("MIT");
    expect(text).toContain("@zxcvbn-ts/language-common");
    const entries = text.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(entries.length).toBeGreaterThanOrEqual(1000);
    expect(entries.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("matches common passwords case-insensitively after NFKC", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("PassWord")).toBe(true);
    expect(isCommonPassword("ｐａｓｓｗｏｒｄ")).toBe(true);
    expect(isCommonPassword("1QAZ2WSX3EDC")).toBe(true);
    expect(isCommonPassword("kocaeli-kamera-2026")).toBe(false);
  });

  it("takes 12 to 128 characters and names the problem in Turkish", () => {
    expect(passwordPolicyProblem("a".repeat(11))).toBe("Şifre en az 12 karakter olmalıdır.");
    expect(passwordPolicyProblem("b".repeat(129))).toBe("Şifre en fazla 128 karakter olabilir.");
    expect(passwordPolicyProblem("qwerty123456")).toMatch(/çok yaygın/);
    expect(passwordPolicyProblem("kocaeli-kamera-2026")).toBeNull();
    expect(newPasswordSchema.safeParse("c".repeat(128)).success).toBe(true);
  });

  it("asks for the current password and a matching confirmation", () => {
    const result = changePasswordSchema.safeParse({ currentPassword: "", newPassword: "kocaeli-kamera-2026", confirmPassword: "kocaeli-kamera-2027" });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["currentPassword", "confirmPassword"]));
  });
});

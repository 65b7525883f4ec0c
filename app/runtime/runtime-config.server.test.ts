import { describe, expect, it } from "vitest";
import { checkRuntimeConfig, RuntimeConfigError } from "./runtime-config.server";

describe("checkRuntimeConfig", () => {
  it.each([
    ["short", /^Invalid environment variable ADMIN_PASSWORD: breaks the password policy: .*en az 12 karakter/],
    ["Qwerty123456", /^Invalid environment variable ADMIN_PASSWORD: breaks the password policy: .*çok yaygın/],
  ])("stops the start with one line naming ADMIN_PASSWORD when it breaks the password policy (%s), without echoing it", (password, message) => {
    let error: unknown;
    try {
      checkRuntimeConfig({ ADMIN_PASSWORD: password });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain(password);
    expect((error as Error).message).not.toContain("\n");
  });

  it("takes a password that meets the policy, and no password", () => {
    expect(() => checkRuntimeConfig({ ADMIN_PASSWORD: "uzun-bir-parola-123" })).not.toThrow();
    expect(() => checkRuntimeConfig({})).not.toThrow();
  });
});

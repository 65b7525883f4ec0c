import { describe, expect, it } from "vitest";
import { logText } from "./log-text";

describe("logText", () => {
  it("writes CR, LF and other control characters as visible escapes", () => {
    expect(logText("admin\r\nINFO forged line")).toBe("admin\\r\\nINFO forged line");
    expect(logText("a\u0000b\u001bc\u2028d")).toBe("a\\u0000b\\u001bc\\u2028d");
    expect(logText("Işıl Şahin")).toBe("Işıl Şahin");
  });

  it("shortens long values and accepts nothing", () => {
    expect(logText("x".repeat(300))).toHaveLength(201);
    expect(logText(undefined)).toBe("");
  });
});

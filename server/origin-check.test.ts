import { describe, expect, it } from "vitest";
import { isCrossOriginWrite } from "./origin-check";

const allowed = new Set(["https://www.ornek.com.tr"]);
const request = (method: string, headers: Record<string, string> = {}) =>
  new Request("https://www.ornek.com.tr/api/contact", { method, headers });

describe("isCrossOriginWrite", () => {
  it.each([
    ["POST", { origin: "https://evil.example" }, true],
    ["DELETE", { origin: "https://www.ornek.com.tr.evil.example" }, true],
    ["PUT", { origin: "null" }, true],
    ["POST", { referer: "https://evil.example/page" }, true],
    ["PATCH", { referer: "not a url" }, true],
    ["POST", { origin: "https://www.ornek.com.tr" }, false],
    ["POST", { referer: "https://www.ornek.com.tr/iletisim" }, false],
    ["POST", {}, false],
    ["GET", { origin: "https://evil.example" }, false],
  ] as const)("%s with %o → cross-origin %s", (method, headers, expected) => {
    expect(isCrossOriginWrite(request(method, headers), allowed)).toBe(expected);
  });

  it("lets Origin win over Referer", () => {
    expect(
      isCrossOriginWrite(
        request("POST", { origin: "https://evil.example", referer: "https://www.ornek.com.tr/" }),
        allowed,
      ),
    ).toBe(true);
  });
});

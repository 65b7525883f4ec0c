import { describe, expect, it } from "vitest";
import { isSafeDocumentUrl } from "./product-tabs";
import { tabFromHash } from "./product-tabs.enhance";

describe("product tabs", () => {
  it.each([
    ["", "genel"],
    ["#", "genel"],
    ["#teknik", "teknik"],
    ["#dokumanlar", "dokumanlar"],
    ["#bilinmeyen", "genel"],
    ["#genel", "genel"],
  ])("hash %j selects %s", (hash, tab) => {
    expect(tabFromHash(hash)).toBe(tab);
  });

  it("renders only site-relative or http(s) document links", () => {
    expect(isSafeDocumentUrl("/docs/a.pdf")).toBe(true);
    expect(isSafeDocumentUrl("https://example.com/a.pdf")).toBe(true);
    expect(isSafeDocumentUrl("javascript:alert(1)")).toBe(false);
    expect(isSafeDocumentUrl("//evil.example/a.pdf")).toBe(false);
  });
});

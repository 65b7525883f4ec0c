import { describe, expect, it } from "vitest";
import { scriptHashes } from "./script-hashes";

describe("scriptHashes", () => {
  it("hashes inline scripts as CSP source expressions (MDN's published example)", () => {
    expect(scriptHashes("<p>x</p><script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it("leaves out external scripts and data blocks such as JSON-LD, and lists a repeated script once", () => {
    const html = [
      '<script src="/assets/entry.js" type="module"></script>',
      '<script type="application/ld+json">{"@type":"Organization","name":"<b>"}</script>',
      "<script type=module>import '/a.js';</script>",
      "<script>1</script><script>1</script>",
    ].join("");
    const hashes = scriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes).not.toContain(scriptHashes('<script>{"@type":"Organization","name":"<b>"}</script>')[0]);
  });

  it("hashes the text exactly as sent, entities and all", () => {
    const escaped = scriptHashes("<script>window.x=\"\\u003c/script\\u003e&amp;\"</script>");
    const literal = scriptHashes("<script>window.x=\"\\u003c/script\\u003e&\"</script>");
    expect(escaped).toHaveLength(1);
    expect(escaped).not.toEqual(literal);
  });
});

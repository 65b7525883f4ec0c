import { describe, expect, it } from "vitest";
import { hashAppScripts, scriptHash } from "./script-hashes";

const MARKER = "bXktbWFya2VyLW5vbmNl+/==";

describe("scriptHash", () => {
  it("is the CSP source expression of a script's text (MDN's published example)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe("hashAppScripts", () => {
  it("hashes only the inline scripts carrying this render's marker, and removes every marker", () => {
    const html = Buffer.from(
      [
        `<head><link nonce="${MARKER}" rel="preload" href="/f.woff2"/><link rel="modulepreload" href="/a.js" nonce="${MARKER}"/></head>`,
        `<body><p>Ürün açıklaması <script>alert("stored")</script></p>`,
        `<script nonce="${MARKER}">window.__context = {"ş":"\\u003c/script\\u003e"};</script>`,
        `<script nonce="${MARKER}" type="module" async="">import "/a.js";</script>`,
        `<script type="application/ld+json">{"@type":"Organization"}</script>`,
        `<script nonce="${MARKER}">window.__context = {"ş":"\\u003c/script\\u003e"};</script></body>`,
      ].join(""),
    );
    const { html: out, hashes } = hashAppScripts(html, MARKER);
    expect(hashes).toEqual([scriptHash('window.__context = {"ş":"\\u003c/script\\u003e"};'), scriptHash('import "/a.js";')]);
    expect(hashes).not.toContain(scriptHash('alert("stored")'));
    expect(out.toString()).not.toContain("nonce=");
    expect(out.toString()).toBe(html.toString().replaceAll(` nonce="${MARKER}"`, ""));
  });

  it("does not approve a script that only looks marked: another nonce, or the marker outside an attribute", () => {
    const html = Buffer.from(`<p>nonce="${MARKER}"</p><script nonce="c29tZXRoaW5nLWVsc2U=">evil()</script>`);
    expect(hashAppScripts(html, MARKER).hashes).toEqual([]);
  });

  it("hashes the UTF-8 bytes as sent, entities and all", () => {
    const escaped = hashAppScripts(Buffer.from(`<script nonce="${MARKER}">x="&amp;ğ"</script>`), MARKER).hashes;
    expect(escaped).toEqual([scriptHash('x="&amp;ğ"')]);
  });

  it("returns the same buffer when nothing is marked", () => {
    const html = Buffer.from("<p>merhaba</p>");
    expect(hashAppScripts(html, MARKER).html).toBe(html);
  });
});

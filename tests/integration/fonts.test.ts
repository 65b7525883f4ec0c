import { readdirSync, readFileSync, statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app";

/* ADR 017, 027: self-hosted Inter, one Turkish subset file, preloaded; no unused font file shipped. */

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.database.dispose();
});

const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/;

describe("fonts", () => {
  it("ship exactly the one file the stylesheet uses, preloaded by every page, with the Turkish letters of latin-ext inline", async () => {
    const html = await (await app.request("/gebze-guvenlik-sistemleri")).text();
    const stylesheet = html.match(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/root-[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeTruthy();
    const css = await (await app.request(stylesheet!)).text();
    const used = [...css.matchAll(/url\(["']?\/assets\/([^)"']+\.woff2)["']?\)/g)].map((match) => match[1]!).sort();
    const shipped = readdirSync("build/client/assets").filter((file) => FONT_FILE.test(file)).sort();
    const preloaded = [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="\/assets\/([^"]+)"[^>]*as="font"/g)].map((match) => match[1]!).sort();

    expect(used.map((file) => file.replace(/-[\w-]{8}\.woff2$/, ""))).toEqual(["inter-tr"]);
    expect(shipped).toEqual(used);
    expect(preloaded).toEqual(used);
    expect(css.match(/font-display:\s*swap/g)).toHaveLength(2);
    // ğ Ğ İ ş Ş: a small face of their own inside the stylesheet, so they never swap in late.
    expect(css).toMatch(/src:\s*url\("?data:font\/woff2;base64,[A-Za-z0-9+/=]+"?\)[^;]*;\s*unicode-range:\s*U\+11E-11F,\s*U\+130,\s*U\+15E-15F/i);
    expect(statSync(`build/client/assets/${used[0]}`).size).toBeLessThan(30 * 1024);
    expect(readFileSync(`build/client${stylesheet}`, "utf8")).toBe(css);
  });
});

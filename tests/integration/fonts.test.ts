import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app";

/* ADR 017: self-hosted Inter, latin + latin-ext only, both preloaded, no unused font file shipped. */

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.database.dispose();
});

const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/;

describe("fonts", () => {
  it("ship exactly the files the stylesheet uses, each preloaded by every page", async () => {
    const html = await (await app.request("/gebze-guvenlik-sistemleri")).text();
    const stylesheet = html.match(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/root-[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeTruthy();
    const css = await (await app.request(stylesheet!)).text();
    const used = [...css.matchAll(/url\(["']?\/assets\/([^)"']+\.woff2)["']?\)/g)].map((match) => match[1]!).sort();
    const shipped = readdirSync("build/client/assets").filter((file) => FONT_FILE.test(file)).sort();
    const preloaded = [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="\/assets\/([^"]+)"[^>]*as="font"/g)].map((match) => match[1]!).sort();

    expect(used.map((file) => file.replace(/-[\w-]{8}\.woff2$/, ""))).toEqual(["inter-latin-ext-wght-normal", "inter-latin-wght-normal"]);
    expect(shipped).toEqual(used);
    expect(preloaded).toEqual(used);
    expect(css.match(/font-display:\s*swap/g)).toHaveLength(2);
    expect(readFileSync(`build/client${stylesheet}`, "utf8")).toBe(css);
  });
});

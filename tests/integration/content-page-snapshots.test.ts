import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app";

/*
 * The public HTML of every content page type for the seeded demo content, as the code rendered it
 * before the content moved into the database (issue 31, ADR 041): the `<main>` element, the head's
 * title, description, canonical, Open Graph and JSON-LD, and whether the page ships script. The files
 * under __snapshots__/content-pages were written from the pre-move code and must not be regenerated
 * to make this pass: a difference is a change staff did not make. One deliberate markup change was
 * edited in since, and nothing else: the product cards' "Teklife Ekle" icon is a CSS mask instead
 * of an inline SVG (ADR 039, the pages' bytes).
 */

const PATHS = [
  "/",
  "/hakkimizda",
  "/hizmetlerimiz",
  "/kocaeli-alarm-sistemleri",
  "/kocaeli-yangin-ihbar-sistemi",
  "/kocaeli-kamera-sistemleri",
  "/izmit-guvenlik-sistemleri",
  "/gebze-guvenlik-sistemleri",
  "/kocaeli-guvenlik-sirketleri",
  "/basiskele-guvenlik-sirketleri",
  "/darica-guvenlik-sirketleri",
  "/hizmet-bolgeleri",
  "/destek",
  "/gizlilik-politikasi",
  "/kvkk",
  "/kullanim-kosullari",
];

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.database.dispose();
});

const mask = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce="…"');

/** What a visitor without JavaScript reads, and what search engines take from the head. */
function pageSnapshot(html: string): string {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0];
  expect(main, "the page has a <main>").toBeTruthy();
  const head = html.slice(0, html.indexOf("</head>"));
  const seo = [
    ...head.matchAll(/<title>[\s\S]*?<\/title>|<meta (?:name|property)="(?:description|keywords|robots|og:[a-z:_]+|twitter:[a-z:_]+)"[^>]*>|<link rel="canonical"[^>]*>|<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g),
  ].map((match) => match[0]);
  const scripts = /<script(?![^>]*application\/ld\+json)[^>]*>/.test(html) ? "ships script" : "ships no script";
  return mask(`${seo.join("\n")}\n${scripts}\n\n${main!.replace(/></g, ">\n<")}\n`);
}

describe("the public content pages match their pre-move snapshot", () => {
  it.each(PATHS)("%s", async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const name = path === "/" ? "home" : path.slice(1);
    await expect(pageSnapshot(await response.text())).toMatchFileSnapshot(`__snapshots__/content-pages/${name}.html`);
  });
});

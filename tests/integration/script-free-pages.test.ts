import { parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANIES_PAGE_DISTRICTS, companiesPagePath, DISTRICTS, systemsPagePath } from "#app/content/districts";
import { SERVICE_LANDINGS } from "#app/content/service-landings";
import routes from "#app/routes";
import { createTestApp } from "#tests/support/test-app";

/* ADR 017: the 27 landing pages, the hub and the legal pages ship no JavaScript. */

const LANDING_PATHS = [
  ...SERVICE_LANDINGS.map((landing) => `/${landing.slug}`),
  ...DISTRICTS.filter((district) => district.hasSystemsPage).map(systemsPagePath),
  ...COMPANIES_PAGE_DISTRICTS.map(companiesPagePath),
];
const SCRIPT_FREE_PATHS = [...LANDING_PATHS, "/hizmet-bolgeleri", "/gizlilik-politikasi", "/kullanim-kosullari", "/kvkk"];

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };

function* elements(node: Node): Generator<Node> {
  yield node;
  for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) yield* elements(child);
}
const attr = (node: Node, name: string) => node.attrs?.find((attribute) => attribute.name === name)?.value;

/** Everything in a document that the browser would run or fetch as script. */
function executableScript(html: string): string[] {
  const found: string[] = [];
  for (const node of elements(parse(html) as unknown as Node)) {
    if (node.nodeName === "script" && attr(node, "type") !== "application/ld+json") found.push(`<script ${JSON.stringify(node.attrs)}>`);
    if (node.nodeName === "link" && /modulepreload|preload/.test(attr(node, "rel") ?? "") && (attr(node, "as") === "script" || attr(node, "rel") === "modulepreload")) {
      found.push(`<link rel=${attr(node, "rel")} href=${attr(node, "href")}>`);
    }
    for (const { name, value } of node.attrs ?? []) {
      if (/^on/i.test(name)) found.push(`${node.nodeName}[${name}]`);
      if ((name === "href" || name === "action" || name === "formaction") && /^\s*javascript:/i.test(value)) found.push(`${node.nodeName}[${name}=${value}]`);
    }
  }
  return found;
}

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.database.dispose();
});

async function page(path: string) {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("pages without JavaScript", () => {
  it("cover every landing page of the route table", () => {
    type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
    const landingFiles = /routes\/site\/(service-landing|district-systems|district-companies)\.tsx$/;
    const all = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...all(entry.children ?? [])]);
    const registered = all(routes as RouteEntry[]).filter((entry) => landingFiles.test(entry.file)).map((entry) => `/${entry.path}`);
    expect(LANDING_PATHS).toHaveLength(27);
    // `/:slug`: the pages staff add from the landing layout (ADR 041), checked in staff-landing-pages.test.ts.
    expect([...registered].sort()).toEqual(["/:slug", ...LANDING_PATHS].sort());
  });

  it.each(SCRIPT_FREE_PATHS)("%s has no executable script, no modulepreload and keeps its JSON-LD data", async (path) => {
    const html = await page(path);
    expect(executableScript(html)).toEqual([]);
    expect(html).not.toContain("__reactRouterContext");
    if (path !== "/gizlilik-politikasi" && path !== "/kullanim-kosullari" && path !== "/kvkk") {
      expect(html).toContain('<script type="application/ld+json">');
    }
  });

  it("still ship JavaScript elsewhere, which the check above would notice", async () => {
    const found = executableScript(await page("/hizmetlerimiz"));
    expect(found.some((entry) => entry.includes('"module"'))).toBe(true);
    expect(found.some((entry) => entry.startsWith("<link rel=modulepreload"))).toBe(true);
  });
});

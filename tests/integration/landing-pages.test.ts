import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANIES_PAGE_DISTRICTS, companiesPagePath, DISTRICTS, systemsPagePath } from "#app/content/districts";
import { SERVICE_LANDINGS } from "#app/content/service-landings";
import { createTestApp, TEST_ORIGIN } from "#tests/support/test-app";

/* The local-search landing pages over HTTP (issue 7 parts 1–4): links, redirect, meta and JSON-LD. */

let app: Awaited<ReturnType<typeof createTestApp>>;
const html = new Map<string, string>();

const SYSTEMS = DISTRICTS.filter((district) => district.hasSystemsPage);
const LANDING_PATHS = [
  ...SERVICE_LANDINGS.map((landing) => `/${landing.slug}`),
  ...SYSTEMS.map(systemsPagePath),
  ...COMPANIES_PAGE_DISTRICTS.map(companiesPagePath),
];

beforeAll(async () => {
  app = await createTestApp();
  for (const path of [...LANDING_PATHS, "/hizmet-bolgeleri"]) {
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    html.set(path, await response.text());
  }
});

afterAll(async () => {
  await app.database.dispose();
});

const page = (path: string) => html.get(path)!;
const hrefs = (fragment: string) => [...fragment.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
const decode = (text = "") =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

/** The markup of the section labelled by the heading with this id. */
function section(source: string, id: string): string {
  const start = source.indexOf(`aria-labelledby="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(-1);
  return source.slice(start, source.indexOf("</section>", start));
}

function jsonLdGraph(source: string): { "@type": string; [key: string]: unknown }[] {
  const script = source.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  expect(script).toBeTruthy();
  return (JSON.parse(script!) as { "@graph": { "@type": string }[] })["@graph"];
}

describe("the Darıca spelling", () => {
  it.each([
    ["/dar%C4%B1ca-guvenlik-sistemleri", "/darica-guvenlik-sistemleri"],
    ["/dar%C4%B1ca-guvenlik-sirketleri", "/darica-guvenlik-sirketleri"],
    ["/dar%C4%B1ca-guvenlik-sirketleri?utm_source=x", "/darica-guvenlik-sirketleri?utm_source=x"],
  ])("redirects %s permanently to the registered route", async (from, to) => {
    const response = await app.request(from, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, TEST_ORIGIN).href).toBe(`${TEST_ORIGIN}${to}`);
  });

  it("is never used by an internal link", () => {
    for (const [path, source] of html) {
      for (const href of hrefs(source)) expect(href, `${path} → ${href}`).toMatch(/^[\x20-\x7e]*$/);
    }
  });
});

describe("'Diğer İlçeler'", () => {
  it.each(COMPANIES_PAGE_DISTRICTS.map((district) => [companiesPagePath(district)]))("on %s links the other 12 companies pages", (path) => {
    const links = hrefs(section(page(path), "diger-ilceler"));
    expect(links).toHaveLength(12);
    expect(new Set(links).size).toBe(12);
    expect(links).not.toContain(path);
    expect(links.every((href) => href.endsWith("-guvenlik-sirketleri"))).toBe(true);
  });
});

describe("pair links", () => {
  it("join the two pages of every district that has both", () => {
    for (const district of SYSTEMS) {
      expect(hrefs(page(systemsPagePath(district))), district.slug).toContain(companiesPagePath(district));
      expect(hrefs(page(companiesPagePath(district))), district.slug).toContain(systemsPagePath(district));
    }
  });

  it("are absent for Başiskele and Kocaeli, which have only a companies page", async () => {
    for (const slug of ["basiskele", "kocaeli"]) {
      expect(hrefs(page(`/${slug}-guvenlik-sirketleri`))).not.toContain(`/${slug}-guvenlik-sistemleri`);
      expect((await app.request(`/${slug}-guvenlik-sistemleri`)).status).toBe(404);
    }
  });
});

describe("the hub", () => {
  it("lists every district with links to exactly the pages it has", () => {
    const links = hrefs(section(page("/hizmet-bolgeleri"), "ilceler"));
    expect(links.sort()).toEqual([...SYSTEMS.map(systemsPagePath), ...COMPANIES_PAGE_DISTRICTS.map(companiesPagePath)].sort());
    const text = decode(page("/hizmet-bolgeleri"));
    for (const district of COMPANIES_PAGE_DISTRICTS) expect(text).toContain(`>${district.name}</h3>`);
  });

  it("is linked from the footer", () => {
    const footer = page("/gebze-guvenlik-sistemleri").match(/<footer[\s\S]*<\/footer>/)![0];
    expect(hrefs(footer)).toContain("/hizmet-bolgeleri");
  });
});

describe("service landing pages", () => {
  it("link the camera page to its six district systems pages", () => {
    const links = hrefs(section(page("/kocaeli-kamera-sistemleri"), "ilceler"));
    expect(links).toEqual(["darica", "derince", "gebze", "izmit", "kandira", "korfez"].map((slug) => `/${slug}-guvenlik-sistemleri`));
  });

  it("show the fire page's banner at 1200×630 and the others at 1200×500", () => {
    expect(page("/kocaeli-yangin-ihbar-sistemi")).toMatch(
      /<img src="\/images\/districts\/kocaeli-yangin-ihbar-sistemi\.svg"[^>]* width="1200" height="630"/,
    );
    expect(page("/kocaeli-alarm-sistemleri")).toMatch(
      /<img src="\/images\/districts\/kocaeli-alarm-sistemleri\.svg"[^>]* width="1200" height="500"/,
    );
  });
});

describe("district pages", () => {
  it("show a 1200×500 banner, the six services linked into the catalogue and a phone link", () => {
    for (const district of SYSTEMS) {
      const source = page(systemsPagePath(district));
      expect(source).toMatch(
        new RegExp(`<img src="/images/districts/${district.slug}-guvenlik-sistemleri\\.svg"[^>]* width="1200" height="500"`),
      );
      const services = hrefs(section(source, "hizmetler"));
      expect(services).toHaveLength(6);
      expect(services).toContain("/urunler?category=cctv-guvenlik-cozumleri");
      expect(hrefs(section(source, "cozumler")).every((href) => href.startsWith("/urunler?category="))).toBe(true);
      expect(source).toContain('href="tel:+902620000000"');
    }
  });

  it("show the eight services, ten topics and the 7/24 emergency line on companies pages", () => {
    for (const district of COMPANIES_PAGE_DISTRICTS) {
      const source = page(companiesPagePath(district));
      expect(section(source, "hizmetler").match(/<li/g), district.slug).toHaveLength(8);
      expect(section(source, "konular").match(/<h3/g), district.slug).toHaveLength(10);
      expect(decode(source)).toContain("7/24 acil destek hattı");
      expect(source).toMatch(new RegExp(`<img src="/images/districts/${district.slug}\\.svg"[^>]* width="1200" height="630"`));
    }
  });

  it("serve their images and every AVIF and WebP variant of them from this site", async () => {
    const urls = new Set<string>();
    for (const source of html.values()) {
      for (const [, src] of source.matchAll(/<img src="(\/images\/districts\/[^"]+)"/g)) urls.add(src!);
      for (const [, srcSet] of source.matchAll(/<source type="image\/(?:avif|webp)" srcSet="([^"]+)"/g)) {
        for (const entry of srcSet!.split(", ")) urls.add(entry.split(" ")[0]!);
      }
    }
    expect([...urls].filter((url) => url.endsWith(".avif")).length).toBeGreaterThan(0);
    for (const url of urls) expect((await app.request(url)).status, url).toBe(200);
  });
});

describe("meta and structured data", () => {
  it("give every landing page a unique title of at most 60 characters and a 120–160 character description", () => {
    const titles = new Set<string>();
    const problems: string[] = [];
    for (const path of [...LANDING_PATHS, "/hizmet-bolgeleri"]) {
      const title = decode(page(path).match(/<title>([^<]*)<\/title>/)?.[1]);
      const description = decode(page(path).match(/<meta name="description" content="([^"]*)"/)?.[1]);
      if (title.length > 60) problems.push(`${path}: title ${title.length}: ${title}`);
      if (description.length < 120 || description.length > 160) problems.push(`${path}: description ${description.length}: ${description}`);
      expect(page(path)).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${path}"/>`);
      titles.add(title);
    }
    expect(problems).toEqual([]);
    expect(titles.size).toBe(LANDING_PATHS.length + 1);
    expect(decode(page("/gebze-guvenlik-sirketleri"))).toContain("<title>Gebze Güvenlik Şirketleri | Örnek Güvenlik Sistemleri</title>");
  });

  it("describe each district page as a Service of the business in its district, with breadcrumbs and the district FAQ", () => {
    for (const district of COMPANIES_PAGE_DISTRICTS) {
      const paths = district.hasSystemsPage ? [systemsPagePath(district), companiesPagePath(district)] : [companiesPagePath(district)];
      for (const path of paths) {
        const graph = jsonLdGraph(page(path));
        const service = graph.find((node) => node["@type"] === "Service");
        expect(service, path).toMatchObject({ provider: { "@id": `${TEST_ORIGIN}/#isletme` }, areaServed: { name: district.name } });
        const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList") as unknown as { itemListElement: { item: string }[] };
        expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
          `${TEST_ORIGIN}/`,
          `${TEST_ORIGIN}/hizmet-bolgeleri`,
          `${TEST_ORIGIN}${path}`,
        ]);
        const faq = graph.find((node) => node["@type"] === "FAQPage") as unknown as { mainEntity: { name: string }[] };
        expect(faq.mainEntity.map((question) => question.name)).toEqual(district.faq.map((item) => item.question));
        // Google requires the questions to be visible on the page.
        for (const item of district.faq) expect(decode(page(path))).toContain(item.question);
      }
    }
  });
});

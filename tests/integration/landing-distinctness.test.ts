import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANIES_PAGE_DISTRICTS, companiesPagePath, DISTRICTS, systemsPagePath, type District } from "#app/content/districts";
import { createTestApp } from "#tests/support/test-app";

/*
 * docs/product.md#landing-pages, issue 7: district pages must not be doorway pages. For each family (the 11
 * 'Sistemleri' pages, the 13 'Şirketleri' pages) every pair's word 3-gram Jaccard similarity of the main
 * content, header, navigation and footer excluded and the district's own name removed, is at most 0.60.
 */

const MAX_SIMILARITY = 0.6;

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.database.dispose();
});

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: " " };

/** The visible text of the page's <main>, without navigation (breadcrumbs, link grids) and markup. */
function mainText(html: string): string {
  const main = html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1];
  if (main === undefined) throw new Error("page has no <main>");
  return main
    .replace(/<(script|style|nav|header|footer)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? entity;
    });
}

/** Lower-cased words with the district's name (and any suffix after its apostrophe) removed. */
function wordsWithoutName(text: string, name: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text
    .replace(new RegExp(`${escaped}(?:['’]\\p{L}+)?`, "gu"), " ")
    .toLocaleLowerCase("tr")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function trigrams(words: readonly string[]): Set<string> {
  const grams = new Set<string>();
  for (let index = 0; index + 2 < words.length; index += 1) grams.add(`${words[index]} ${words[index + 1]} ${words[index + 2]}`);
  return grams;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

type Page = { path: string; grams: Set<string> };

async function renderFamily(districts: readonly District[], pathOf: (district: District) => string): Promise<Page[]> {
  const pages: Page[] = [];
  for (const district of districts) {
    const path = pathOf(district);
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    const words = wordsWithoutName(mainText(await response.text()), district.name);
    expect(words.length, `${path} has too little main content`).toBeGreaterThan(300);
    pages.push({ path, grams: trigrams(words) });
  }
  return pages;
}

function highestPair(pages: readonly Page[]) {
  let highest = { a: "", b: "", score: 0 };
  const over: string[] = [];
  for (let i = 0; i < pages.length; i += 1) {
    for (let j = i + 1; j < pages.length; j += 1) {
      const score = jaccard(pages[i]!.grams, pages[j]!.grams);
      if (score > highest.score) highest = { a: pages[i]!.path, b: pages[j]!.path, score };
      if (score > MAX_SIMILARITY) over.push(`${pages[i]!.path} ~ ${pages[j]!.path}: ${score.toFixed(3)}`);
    }
  }
  return { highest, over };
}

describe("district landing pages are distinct (word 3-gram Jaccard ≤ 0.60 per family)", () => {
  it.each([
    ["Sistemleri", DISTRICTS.filter((district) => district.hasSystemsPage), systemsPagePath, 11],
    ["Şirketleri", COMPANIES_PAGE_DISTRICTS, companiesPagePath, 13],
  ] as const)("%s pages", async (family, districts, pathOf, count) => {
    const pages = await renderFamily(districts, pathOf);
    expect(pages).toHaveLength(count);
    const { highest, over } = highestPair(pages);
    process.stdout.write(`[distinctness] ${family}: highest pair ${highest.a} ~ ${highest.b} = ${highest.score.toFixed(3)}\n`);
    expect(over).toEqual([]);
    expect(highest.score).toBeLessThanOrEqual(MAX_SIMILARITY);
  });
});

describe("similarity helpers", () => {
  it("remove the district's name with its suffix and measure shared 3-grams", () => {
    expect(wordsWithoutName("Gebze'de kamera kuruyoruz; Gebze'nin sanayisi.", "Gebze")).toEqual(["kamera", "kuruyoruz", "sanayisi"]);
    const a = trigrams(["a", "b", "c", "d"]);
    const b = trigrams(["a", "b", "c", "e"]);
    expect(jaccard(a, b)).toBeCloseTo(1 / 3);
    expect(mainText('<nav>x</nav><main id="main"><nav>Ana Sayfa</nav><h1>Başlık &amp; metin</h1></main><footer>y</footer>').trim()).toBe(
      "Başlık & metin",
    );
  });
});

import type { Logger } from "pino";

/** Renders of each kind of page at start-up: enough for V8 to compile the hot paths and PGlite to plan the repeated reads. */
const ROUNDS = 2;

/** The public pages a crawler or a burst of visitors asks for first, one of each kind (the product is found at run time). */
const PAGES = ["/", "/urunler", "/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar", "/blog", "/hakkimizda", "/izmit-guvenlik-sistemleri"];

/**
 * Renders the hot pages a few times before the server listens (ADR 039), so the first seconds after a
 * start or a deploy render as fast as later ones: the first render of a page kind costs several times
 * a warm one (module evaluation, V8's compilation, the database's first plans). Nothing is stored in
 * the page cache and nothing is written; a page that fails is logged and skipped, never fatal.
 */
export async function warmUp(render: (request: Request) => Promise<Response>, siteOrigin: string, logger: Logger) {
  const started = performance.now();
  const get = async (path: string) => {
    const response = await render(new Request(new URL(path, siteOrigin), { headers: { "user-agent": "warm-up", accept: "text/html" } }));
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return body;
  };
  const pages = [...PAGES];
  try {
    // With `limit` and no `page` the API answers a bare array (docs/product.md, the public API).
    const [first] = JSON.parse(await get("/api/products?limit=1")) as { id: number }[];
    if (first) pages.push(`/urun/${first.id}`);
  } catch (error) {
    logger.warn({ err: error }, "warm-up: no product found to render");
  }
  let failed = 0;
  // One page at a time: at once, the pages would overflow a small PostgreSQL pool (DATABASE_POOL_SIZE=1
  // in tests/faults/pool-exhaustion.test.ts), and on PGlite it bought nothing measurable (ADR 039).
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of pages) {
      await get(path).catch((error: unknown) => {
        failed += 1;
        if (round === 0) logger.warn({ err: error, path }, "warm-up render failed");
      });
    }
  }
  logger.info({ pages: pages.length, rounds: ROUNDS, failed, ms: Math.round(performance.now() - started) }, "warmed up");
}

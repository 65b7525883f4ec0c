import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { MemoryRouter, NavLink, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CachedMarkup, MarkupRendererProvider, type MarkupRenderer } from "./cached-markup";

function Menu({ cacheKey }: { cacheKey: string | null }) {
  return (
    <CachedMarkup as="nav" aria-label="Ana menü" className="menu" cacheKey={cacheKey}>
      <NavLink to="/urunler">Ürünler</NavLink>
      <NavLink to="/blog">Blog</NavLink>
    </CachedMarkup>
  );
}

/** A renderer like the server's: static markup, kept per key. */
function keepingRenderer() {
  const kept = new Map<string, string>();
  const render = vi.fn<MarkupRenderer>((key, element) => {
    if (!kept.has(key)) kept.set(key, renderToStaticMarkup(element));
    return kept.get(key)!;
  });
  return render;
}

function page(path: string, render: MarkupRenderer | null, cacheKey: string | null = `menu:${path}`) {
  return renderToString(
    <MarkupRendererProvider value={render}>
      <MemoryRouter initialEntries={[path]}>
        <Menu cacheKey={cacheKey} />
      </MemoryRouter>
    </MarkupRendererProvider>,
  );
}

describe("<CachedMarkup>", () => {
  it("renders its children with the page's router: links and active states as a live render has them", () => {
    const live = page("/urunler", null);
    const kept = page("/urunler", keepingRenderer());
    expect(kept).toBe(live);
    expect(kept).toContain('<a aria-current="page" class="active" href="/urunler" data-discover="true">Ürünler</a>');
    expect(kept).toContain('<nav aria-label="Ana menü" class="menu">');
  });

  it("renders the children once per key and reuses the markup", () => {
    const render = keepingRenderer();
    const first = page("/blog", render);
    expect(page("/blog", render)).toBe(first);
    expect(new Set(render.mock.calls.map(([key]) => key))).toEqual(new Set(["menu:/blog"]));
    expect(page("/urunler", render)).not.toBe(first);
  });

  it("renders live without a renderer (a page React hydrates, the browser) or without a key", () => {
    const render = keepingRenderer();
    page("/blog", render, null);
    expect(render).not.toHaveBeenCalled();
    expect(page("/blog", null)).toContain('href="/blog"');
  });

  describe("anyLocation: markup shared by every page, each writing its own path and query", () => {
    function CardForm({ id }: { id: number }) {
      const { pathname, search } = useLocation();
      return (
        <form method="post" action="/teklif-sepeti">
          <input type="hidden" name="productId" value={id} />
          <input type="hidden" name="returnTo" value={pathname + search} />
          <a href={`/urun/${id}`}>Detay</a>
        </form>
      );
    }
    const card = (path: string, render: MarkupRenderer | null) =>
      renderToString(
        <MarkupRendererProvider value={render}>
          <MemoryRouter initialEntries={[path]}>
            <CachedMarkup as="li" className="kart" cacheKey="product-card:7" anyLocation>
              <CardForm id={7} />
            </CachedMarkup>
          </MemoryRouter>
        </MarkupRendererProvider>,
      );

    it("is the markup a live render gives, a query with characters to escape included", () => {
      const render = keepingRenderer();
      for (const path of ["/urunler?q=kamera&page=2", `/urunler?q=a"b'c<d>e`, "/urun/12"]) {
        expect(card(path, render)).toBe(card(path, null));
      }
      expect(card("/urunler?q=kamera&page=2", render)).toContain('name="returnTo" value="/urunler?q=kamera&amp;page=2"');
      expect(new Set(render.mock.calls.map(([key]) => key))).toEqual(new Set(["product-card:7@any"]));
    });
  });
});

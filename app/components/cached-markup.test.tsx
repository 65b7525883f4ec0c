import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { MemoryRouter, NavLink } from "react-router";
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
});

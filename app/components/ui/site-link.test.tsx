import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PlainLinksContext, SiteLink } from "./site-link";

const render = (element: ReactNode, plain: boolean, at = "/urunler/kategori") =>
  renderToString(
    <MemoryRouter initialEntries={[at]}>
      <PlainLinksContext value={plain}>{element}</PlainLinksContext>
    </MemoryRouter>,
  );

const hrefOf = (html: string) => /href="([^"]*)"/.exec(html)?.[1];

describe("SiteLink", () => {
  const paths = [
    "/",
    "/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar",
    "/hizmetlerimiz#kamera",
    "/kocaeli/izmit-guvenlik-sistemleri/",
    "/urunler?q=%C3%A7elik%20kap%C4%B1",
    "/blog/güvenlik-kamerası-seçimi",
  ];

  it("on a page without React, writes the href React Router's Link would, as a plain link", () => {
    for (const to of paths) {
      const plain = render(
        <SiteLink to={to} className="bağlantı" aria-label="Git">
          Ürünler
        </SiteLink>,
        true,
      );
      expect(plain, to).not.toContain("data-discover");
      expect(plain, to).toMatch(/^<a class="bağlantı" aria-label="Git" href="[^"]*">Ürünler<\/a>$/);
      expect(hrefOf(plain), to).toBe(hrefOf(render(<Link to={to}>Ürünler</Link>, false)));
    }
  });

  it("leaves a relative or object target, and every link of a page with React, to React Router", () => {
    for (const to of ["../blog", "./iletisim", "/urunler/../blog", "iletisim", { pathname: "/blog", search: "?page=2" }]) {
      const html = render(<SiteLink to={to}>Bağlantı</SiteLink>, true);
      expect(html, JSON.stringify(to)).toBe(render(<Link to={to}>Bağlantı</Link>, true));
      expect(html, JSON.stringify(to)).toContain("data-discover");
    }
    expect(render(<SiteLink to="/urunler">Ürünler</SiteLink>, false)).toBe(render(<Link to="/urunler">Ürünler</Link>, false));
    expect(render(<SiteLink reloadDocument to="/urunler">Ürünler</SiteLink>, false)).toContain("data-discover");
  });
});

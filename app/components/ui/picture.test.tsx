import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { firstRowLoading, Picture } from "./picture";

const UPLOAD = "/media/0123456789abcdef0123-640.webp";

/** Renders a whole document, so that React can hoist preloads into <head>. */
function renderPage(children: React.ReactNode) {
  const html = renderToStaticMarkup(
    <html lang="tr">
      <head />
      <body>{children}</body>
    </html>,
  );
  const head = /<head>(.*)<\/head>/.exec(html)![1]!;
  const body = /<body>(.*)<\/body>/.exec(html)![1]!;
  return { head, body };
}

describe("<Picture>", () => {
  it("renders AVIF and WebP sources with sizes, and a lazy <img> with width and height", () => {
    const { head, body } = renderPage(<Picture src={UPLOAD} alt="IP kamera" width={400} height={300} sizes="50vw" className="w-full" />);
    expect(body).toBe(
      '<picture class="contents [&amp;&gt;source]:hidden">' +
        '<source type="image/avif" srcSet="/media/0123456789abcdef0123-320.avif 320w, /media/0123456789abcdef0123-640.avif 640w" sizes="50vw"/>' +
        '<source type="image/webp" srcSet="/media/0123456789abcdef0123-320.webp 320w, /media/0123456789abcdef0123-640.webp 640w" sizes="50vw"/>' +
        '<img src="/media/0123456789abcdef0123-640.webp" alt="IP kamera" width="400" height="300" class="w-full" loading="lazy" decoding="async"/>' +
        "</picture>",
    );
    expect(head).toBe("");
  });

  it("loads the LCP image eagerly with high priority and preloads its AVIF srcset once, in <head>", () => {
    const { head, body } = renderPage(
      <>
        <Picture src={UPLOAD} alt="" width={800} height={600} sizes="(min-width: 64rem) 36rem, 100vw" priority />
        <Picture src="/images/brands/optivizyon.svg" alt="Optivizyon" width={240} height={96} sizes="120px" />
      </>,
    );
    expect(head).toBe(
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" ' +
        'imageSrcSet="/media/0123456789abcdef0123-320.avif 320w, /media/0123456789abcdef0123-640.avif 640w" imageSizes="(min-width: 64rem) 36rem, 100vw"/>',
    );
    const [lcp, logo] = body.match(/<img [^>]*>/g)!;
    expect(lcp).toContain('fetchPriority="high"');
    expect(lcp).not.toContain("loading=");
    expect(lcp).not.toContain("decoding=");
    expect(logo).toContain('loading="lazy"');
    expect(logo).toContain('alt="Optivizyon"');
  });

  it("falls back to a plain lazy <img> for an address that is not ours, with no sources and no preload of it when not the LCP", () => {
    const { head, body } = renderPage(<Picture src="https://tedarikci.example/1.png" alt="" width={400} height={300} sizes="100vw" />);
    expect(body).toBe('<img src="https://tedarikci.example/1.png" alt="" width="400" height="300" loading="lazy" decoding="async"/>');
    expect(head).toBe("");
  });

  it("loads an eager image at once, without the LCP's preload and high priority", () => {
    const { head, body } = renderPage(<Picture src={UPLOAD} alt="" width={400} height={300} sizes="50vw" loading="eager" />);
    const [img] = body.match(/<img [^>]*>/g)!;
    expect(img).not.toContain("loading=");
    expect(img).not.toContain("fetchPriority");
    expect(head).toBe("");
  });
});

describe("firstRowLoading", () => {
  it("loads a grid's first row at once, its first image as the LCP image, and every later row lazily", () => {
    expect([0, 1, 2, 3, 4].map((index) => firstRowLoading(index, 3))).toEqual([
      { priority: true },
      { loading: "eager" },
      { loading: "eager" },
      { loading: "lazy" },
      { loading: "lazy" },
    ]);
  });
});

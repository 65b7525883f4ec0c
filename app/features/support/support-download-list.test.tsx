import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SUPPORT_SKELETON_COUNT, SupportDownloadList, type SupportCardItem } from "./support-download-list";

const texts = {
  label: "Mobil uygulamalar",
  loadingLabel: "Uygulamalar yükleniyor",
  errorTitle: "Uygulamalar Yüklenemedi",
  errorText: "Uygulamalar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
  fallbackNote: "Sık kullanılan güvenlik uygulamaları",
};

const fallback: SupportCardItem[] = Array.from({ length: 6 }, (_, index) => ({
  id: `yedek-${index}`,
  name: `Yedek Uygulama ${index + 1}`,
  description: "Mağazadan indirilir.",
  androidDownloadUrl: `https://play.google.com/store/apps/details?id=ornek.${index}`,
}));

const list = (items: Promise<SupportCardItem[]>) => (
  <MemoryRouter>
    <SupportDownloadList kind="mobile-app" items={items} fallback={fallback} texts={texts} />
  </MemoryRouter>
);

/** The markup once every promise has settled, as the server sends a first page load. */
async function settled(items: Promise<SupportCardItem[]>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(list(items));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").replace(/<!-- -->/g, "");
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("support download list", () => {
  it("shows 6 skeleton cards while the items are on their way", () => {
    const html = renderToString(list(new Promise<SupportCardItem[]>(() => {})));
    expect(SUPPORT_SKELETON_COUNT).toBe(6);
    expect(count(html, /data-testid="support-skeleton"/g)).toBe(6);
    expect(html).toContain('aria-label="Uygulamalar yükleniyor"');
    expect(html).not.toContain("için indir");
  });

  it("shows the error title and text when the items fail", async () => {
    const html = await settled(Promise.reject(new Error("support mobile apps unavailable")));
    expect(html).toContain("Uygulamalar Yüklenemedi");
    expect(html).toContain(texts.errorText);
    expect(html).not.toContain("support-skeleton");
    expect(html).not.toContain("Yedek Uygulama");
  });

  it("shows the static fallback when there are no items, its external links in a new tab", async () => {
    const html = await settled(Promise.resolve([]));
    expect(html).toContain(texts.fallbackNote);
    expect(count(html, /<article/g)).toBe(6);
    expect(count(html, /target="_blank" rel="noopener" aria-describedby="destek-yeni-sekme"/g)).toBe(6);
    expect(html).toContain('<p id="destek-yeni-sekme" hidden="">Yeni sekmede açılır.</p>');
    expect(html).toContain('aria-label="Android için indir: Yedek Uygulama 6"');
  });

  it("shows the items instead of the fallback: own files download in place, external images are left out", async () => {
    const html = await settled(
      Promise.resolve([
        { id: 1, name: "Kale İzle", imageUrl: "https://cdn.example/kale.png", androidDownloadUrl: "/destek/dosya/kale.apk", iosDownloadUrl: "/destek/dosya/kale-ios.zip" },
        { id: 2, name: "Bağlantısız", imageUrl: "/images/support/baglantisiz.svg" },
      ]),
    );
    expect(html).not.toContain("Yedek Uygulama");
    expect(html).not.toContain(texts.fallbackNote);
    expect(count(html, /<article/g)).toBe(2);
    expect(html).toContain('<a href="/destek/dosya/kale.apk" aria-label="Android için indir: Kale İzle" download="" class=');
    expect(html).toContain('<a href="/destek/dosya/kale-ios.zip" aria-label="iOS için indir: Kale İzle" download="" class=');
    expect(html).not.toContain("target=");
    expect(html).not.toContain("destek-yeni-sekme");
    expect(html).not.toContain("cdn.example");
    expect(html).toContain('src="/images/support/baglantisiz.svg"');
    expect(html).toMatch(/İndirme bağlantısı için <a [^>]*href="\/iletisim"[^>]*>bize ulaşın<\/a>/);
  });
});

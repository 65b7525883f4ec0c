import { describe, expect, it } from "vitest";
import {
  excerptOf,
  formatPostDate,
  laterUpdate,
  metaDescriptionOf,
  readingMinutes,
  readingTimeLabel,
  toPostPage,
  toPostSummary,
  truncateText,
} from "./post-fields.server";

const words = (count: number) => Array.from({ length: count }, (_, index) => `kelime${index}`).join(" ");
const LONG = `## Giriş\n\n**Güvenlik kamerası** seçerken çözünürlük, lens açısı ve gece görüşü gibi ölçütlere bakılır. ${words(60)}`;

describe("truncateText", () => {
  it("keeps text that fits", () => {
    expect(truncateText("  Kısa metin  ", 150)).toBe("Kısa metin");
    const exact = "a".repeat(150);
    expect(truncateText(exact, 150)).toBe(exact);
  });

  it("cuts longer text at a word boundary, with '…' counted in the limit", () => {
    const text = `${"kelime ".repeat(40)}son`;
    const cut = truncateText(text, 150);
    expect(Array.from(cut).length).toBeLessThanOrEqual(150);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1)).toMatch(/kelime$/);
  });

  it("cuts a single very long word mid-word rather than returning almost nothing", () => {
    expect(truncateText(`kısa ${"x".repeat(300)}`, 20)).toBe(`kısa ${"x".repeat(14)}…`);
  });

  it("counts characters, not UTF-16 units, so emoji are never split", () => {
    const cut = truncateText("🔥".repeat(30), 10);
    expect(Array.from(cut)).toHaveLength(10);
    expect(cut).toBe(`${"🔥".repeat(9)}…`);
  });
});

describe("excerpt and meta description fallbacks", () => {
  it("use what staff wrote when present", () => {
    expect(excerptOf({ excerpt: " Özet ", content: LONG })).toBe("Özet");
    expect(metaDescriptionOf({ metaDescription: "Açıklama", content: LONG })).toBe("Açıklama");
  });

  it("fall back to the first 150 / 160 characters of the content's plain text", () => {
    const excerpt = excerptOf({ excerpt: null, content: LONG });
    const description = metaDescriptionOf({ metaDescription: "   ", content: LONG });
    expect(excerpt.startsWith("Giriş Güvenlik kamerası seçerken çözünürlük")).toBe(true);
    expect(excerpt).not.toMatch(/[#*]/);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(150);
    expect(Array.from(excerpt).length).toBeGreaterThan(130);
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(Array.from(description).length).toBeGreaterThan(Array.from(excerpt).length);
  });

  it("keep a short content whole", () => {
    expect(excerptOf({ excerpt: "", content: "Tek satırlık **yazı**." })).toBe("Tek satırlık yazı.");
  });
});

describe("reading time", () => {
  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])("%i words take %i minutes", (count, minutes) => {
    expect(readingMinutes(words(count))).toBe(minutes);
  });

  it("counts the words a reader sees, not Markdown syntax", () => {
    const markdown = `## ${words(100)}\n\n- ${words(100)}\n\n---\n\n**\`#\`** [${words(1)}](/x)`;
    expect(readingMinutes(markdown)).toBe(2);
    expect(readingMinutes(`## ${words(100)}\n\n- ${words(100)}`)).toBe(1);
  });

  it("is shown as 'N dk okuma'", () => {
    expect(readingTimeLabel(words(450))).toBe("3 dk okuma");
    expect(readingTimeLabel("")).toBe("1 dk okuma");
  });
});

describe("formatPostDate", () => {
  it.each([
    ["2026-11-22T09:00:00Z", "22 Kasım 2026"],
    ["2026-11-21T21:30:00Z", "22 Kasım 2026"], // 00:30 in Istanbul (UTC+3)
    ["2026-11-21T20:59:00Z", "21 Kasım 2026"],
    ["2026-01-05T00:00:00Z", "5 Ocak 2026"],
    ["2025-08-31T22:00:00Z", "1 Eylül 2025"],
    ["2026-02-14T12:00:00Z", "14 Şubat 2026"],
  ])("%s is %s in Istanbul", (iso, label) => {
    expect(formatPostDate(new Date(iso))).toBe(label);
  });
});

describe("laterUpdate: what the post's page calls an update (issue 27 item 13)", () => {
  const published = new Date("2026-11-21T22:00:00Z"); // 22 Kasım, 01:00 in Istanbul

  it("is a change to the content on a later day in Istanbul than the first publication", () => {
    expect(laterUpdate(published, new Date("2026-11-22T21:00:00Z"))).toEqual(new Date("2026-11-22T21:00:00Z")); // 23 Kasım, 00:00
    expect(laterUpdate(published, new Date("2027-01-05T10:00:00Z"))).toEqual(new Date("2027-01-05T10:00:00Z"));
  });

  it("is not a fix on the day of publication, a change before it, or a post never published or never changed", () => {
    expect(laterUpdate(published, new Date("2026-11-22T20:59:00Z"))).toBeNull(); // 22 Kasım, 23:59
    expect(laterUpdate(published, new Date("2026-11-01T10:00:00Z"))).toBeNull();
    expect(laterUpdate(null, new Date("2026-11-25T10:00:00Z"))).toBeNull();
    expect(laterUpdate(published, null)).toBeNull();
  });
});

describe("toPostSummary and toPostPage", () => {
  const post = {
    slug: "ornek",
    title: "Örnek Yazı",
    content: "İlk satır\nikinci satır",
    excerpt: null,
    imageUrl: "/images/blog/ornek.svg",
    publishedAt: new Date("2026-11-21T22:00:00Z"),
    metaTitle: null,
    metaDescription: null,
    keywords: " kamera, alarm ",
    contentUpdatedAt: new Date("2026-11-23T08:00:00Z"),
  };

  it("derive every shown field in one place", () => {
    expect(toPostSummary(post)).toEqual({
      slug: "ornek",
      title: "Örnek Yazı",
      excerpt: "İlk satır ikinci satır",
      imageUrl: "/images/blog/ornek.svg",
      publishedAt: "2026-11-21T22:00:00.000Z",
      dateLabel: "22 Kasım 2026",
      readingTime: "1 dk okuma",
    });
    expect(toPostPage(post, { siteOrigin: "https://a.example" })).toMatchObject({
      html: "<p>İlk satır<br>\nikinci satır</p>\n",
      metaTitle: "Örnek Yazı",
      metaDescription: "İlk satır ikinci satır",
      keywords: "kamera, alarm",
      updatedAt: "2026-11-23T08:00:00.000Z",
      updatedLabel: "23 Kasım 2026",
    });
  });

  it("leave the date empty for a post without one", () => {
    expect(toPostSummary({ ...post, publishedAt: null })).toMatchObject({ publishedAt: null, dateLabel: null });
  });

  it("give no update for a content change on the day of publication", () => {
    expect(toPostPage({ ...post, contentUpdatedAt: new Date("2026-11-22T18:00:00Z") }, { siteOrigin: "https://a.example" })).toMatchObject({
      updatedAt: null,
      updatedLabel: null,
    });
  });
});

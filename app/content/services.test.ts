import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { foldTr } from "#app/lib/turkish";
import { DISTRICTS, KOCAELI } from "./districts";
import { mediaAlt, SERVICES, SURVEY_SERVICE_VALUES } from "./services";

const publicFile = (src: string) => fileURLToPath(new URL(`../../public${src}`, import.meta.url));

describe("services content", () => {
  it("lists the 8 services in order with their categories", () => {
    expect(SERVICES.map((service) => service.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(SERVICES.map((service) => service.category)).toEqual([
      "Güvenlik",
      "Yangın Sistemleri",
      "Altyapı",
      "İletişim",
      "Akıllı Sistemler",
      "Güvenlik",
      "Kontrol Sistemleri",
      "Ses Sistemleri",
    ]);
    expect(new Set(SERVICES.map((service) => service.title)).size).toBe(8);
  });

  it("has 9, 9, 7, 3, 3, 2, 11 and 1 media, videos exactly in services 2, 3 and 8", () => {
    expect(SERVICES.map((service) => service.media.length)).toEqual([9, 9, 7, 3, 3, 2, 11, 1]);
    expect(SERVICES.filter((service) => service.media.some((media) => media.type === "video")).map((service) => service.id)).toEqual([
      2, 3, 8,
    ]);
  });

  it("gives every service a description, features and benefits", () => {
    for (const service of SERVICES) {
      expect(service.shortDescription.length, service.title).toBeGreaterThan(20);
      expect(service.fullDescription.length, service.title).toBeGreaterThan(service.shortDescription.length);
      expect(service.features.length, service.title).toBeGreaterThanOrEqual(3);
      expect(service.benefits.length, service.title).toBeGreaterThanOrEqual(3);
    }
  });

  it("serves every image and video from a file under public/, each used once", () => {
    const sources = SERVICES.flatMap((service) => service.media.map((media) => media.src));
    expect(new Set(sources).size).toBe(sources.length);
    for (const media of SERVICES.flatMap((service) => service.media)) {
      expect(media.src).toMatch(media.type === "video" ? /^\/videos\/services\/[a-z0-9-]+\.mp4$/ : /^\/images\/services\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(media.src)), media.src).toBe(true);
    }
  });

  it("mentions Kocaeli or one of its districts in every alt text", () => {
    const places = [KOCAELI, ...DISTRICTS].map((place) => foldTr(place.name));
    for (const media of SERVICES.flatMap((service) => service.media)) {
      const alt = foldTr(mediaAlt(media));
      expect(
        places.some((place) => alt.includes(place)),
        media.alt,
      ).toBe(true);
    }
  });
});

describe("mediaAlt", () => {
  it("falls back to 'Görsel' without an alt text", () => {
    expect(mediaAlt({ type: "image", src: "/a.svg" })).toBe("Görsel");
    expect(mediaAlt({ type: "image", src: "/a.svg", alt: "  " })).toBe("Görsel");
    expect(mediaAlt({ type: "video", src: "/a.mp4", alt: "İzmit'te bir test" })).toBe("İzmit'te bir test");
  });
});

describe("the services' survey values", () => {
  it("are the free site-survey form's service values", async () => {
    const { SURVEY_SERVICES } = await import("#app/features/leads/lead-fields");
    expect([...SURVEY_SERVICE_VALUES]).toEqual(Object.keys(SURVEY_SERVICES));
  });
});

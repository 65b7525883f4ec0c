import type { LandingImage } from "#app/content/service-landings";

/** The systems page's banner (1200×500) and the companies page's hero (named after the district, 1200×630). */
export function districtImages(district: { slug: string; name: string }): {
  banner: LandingImage;
  hero: LandingImage;
} {
  return {
    banner: {
      src: `/images/districts/${district.slug}-guvenlik-sistemleri.svg`,
      width: 1200,
      height: 500,
      alt: `${district.name} güvenlik sistemleri: kamera, alarm ve yangın algılama çizimi`,
    },
    hero: {
      src: `/images/districts/${district.slug}.svg`,
      width: 1200,
      height: 630,
      alt: `${district.name} güvenlik şirketleri: bölgeye hizmet veren teknik ekip çizimi`,
    },
  };
}

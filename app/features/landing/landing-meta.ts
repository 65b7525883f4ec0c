import { companiesPagePath, systemsPagePath, type District } from "#app/content/districts";
import type { LandingImage } from "#app/content/service-landings";

/** Titles, descriptions, keywords and images of the district landing pages, from the records. */

export function districtPageTitles(district: District) {
  return {
    systems: `${district.name} Güvenlik Sistemleri`,
    companies: `${district.name} Güvenlik Şirketleri`,
  };
}

/** The systems page's banner (1200×500) and the companies page's hero (named after the district, 1200×630). */
export function districtImages(district: District): {
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

export type LandingPageMeta = {
  title: string;
  description: string;
  keywords: string;
  path: string;
};

export function systemsPageMeta(district: District): LandingPageMeta {
  const lower = district.name.toLocaleLowerCase("tr");
  return {
    title: districtPageTitles(district).systems,
    description: `${district.locative} kamera, alarm, yangın algılama ve geçiş sistemleri: ${district.areas.slice(0, 2).join(", ")} ve çevresine keşif, kurulum ve 7/24 teknik destek.`,
    keywords: `${lower} güvenlik sistemleri, ${lower} kamera sistemleri, ${lower} alarm sistemleri, ${lower} yangın algılama`,
    path: systemsPagePath(district),
  };
}

export function companiesPageMeta(district: District): LandingPageMeta {
  const lower = district.name.toLocaleLowerCase("tr");
  return {
    title: districtPageTitles(district).companies,
    description: `${district.locative} güvenlik şirketi seçerken nelere dikkat edilmeli? Müdahale süresi ${district.responseTime.split(",")[0]}, ücretsiz keşif, yazılı teklif ve 7/24 destek.`,
    keywords: `${lower} güvenlik şirketleri, ${lower} güvenlik firması, ${lower} kamera firması, ${lower} alarm firması`,
    path: companiesPagePath(district),
  };
}

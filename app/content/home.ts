import { TOP_BAR_TEXT } from "#app/domain/site-settings";
import { HERO_SLIDES, type HeroSlide } from "./hero-slides";

/** The services grid of the home page's demo content (docs/product.md#public-site; ADR 041). */
export const HOME_SERVICES = [
  {
    title: "CCTV & Güvenlik",
    text: "IP ve analog kamera sistemleri, kayıt cihazları ve mobil uzaktan izleme.",
    to: "/urunler?category=cctv-guvenlik-cozumleri",
    icon: "cctv",
  },
  {
    title: "Network Çözümleri",
    text: "Yapısal kablolama, switch, kablosuz erişim ve güvenlik duvarı kurulumu.",
    to: "/urunler?category=network-urun-gruplari",
    icon: "network",
  },
  {
    title: "Yangın Algılama",
    text: "Adreslenebilir ve konvansiyonel yangın algılama ve ihbar sistemleri.",
    to: "/urunler?category=yangin-algilama-ve-ihbar-sistemleri",
    icon: "flame",
  },
  {
    title: "Hırsız Alarm",
    text: "Kablolu ve kablosuz alarm panelleri, dedektörler ve mobil bildirim.",
    to: "/urunler?category=hirsiz-alarm-sistemleri",
    icon: "siren",
  },
  {
    title: "Erişim Kontrol",
    text: "Kartlı geçiş, görüntülü diafon ve personel devam kontrol sistemleri.",
    to: "/urunler?category=intercom-ve-erisim-kontrol-sistemleri",
    icon: "door",
  },
  {
    title: "Ses Sistemleri",
    text: "Anons, fon müziği ve acil durum seslendirme sistemleri.",
    to: "/urunler?category=ses-sistemleri",
    icon: "speaker",
  },
] as const;

export const HOME_SERVICE_ICONS = ["cctv", "network", "flame", "siren", "door", "speaker"] as const;
export type HomeServiceIcon = (typeof HOME_SERVICE_ICONS)[number];

/** Which brands the home page's strip shows: every active brand, the chosen ones in their order, or none (no strip). */
export const BRAND_STRIP_CHOICES = { all: "Tüm etkin markalar", chosen: "Yalnızca seçilen markalar", hidden: "Marka şeridi gösterilmesin" } as const;
export type BrandStripChoice = keyof typeof BRAND_STRIP_CHOICES;

/**
 * What staff edit on the home page: the top bar, the hero, the brand strip, the services grid, the
 * figures and the call to action. The fields added after the first release are optional, so a home
 * page saved before them still reads.
 */
export type HomeContent = {
  topBarText?: string;
  heroHeading: string;
  slides: readonly HeroSlide[];
  servicesHeading: string;
  services: readonly { title: string; text: string; to: string; icon: HomeServiceIcon }[];
  brandStrip?: BrandStripChoice;
  /** The brands' short names (slugs), for the "chosen" strip. */
  brandStripSlugs?: readonly string[];
  /** Figures such as "100+ Müşteri" under the services; none: no figures section. */
  figures?: readonly { value: string; label: string }[];
  callToAction: { title: string; text: string };
};

export const HOME_SEED: HomeContent = {
  topBarText: TOP_BAR_TEXT,
  heroHeading: "Güvenliğiniz için uçtan uca sistem çözümleri",
  slides: HERO_SLIDES,
  servicesHeading: "Hizmetlerimiz",
  services: HOME_SERVICES,
  brandStrip: "all",
  brandStripSlugs: [],
  figures: [],
  callToAction: {
    title: "Projeniz için ücretsiz keşif ve teklif alın",
    text: "Uzman ekibimiz ihtiyacınızı yerinde inceleyip size en uygun çözümü sunar.",
  },
};

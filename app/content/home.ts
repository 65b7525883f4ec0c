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

/** What staff edit on the home page: the hero, the services grid and the call to action. */
export type HomeContent = {
  heroHeading: string;
  slides: readonly HeroSlide[];
  servicesHeading: string;
  services: readonly { title: string; text: string; to: string; icon: HomeServiceIcon }[];
  callToAction: { title: string; text: string };
};

export const HOME_SEED: HomeContent = {
  heroHeading: "Güvenliğiniz için uçtan uca sistem çözümleri",
  slides: HERO_SLIDES,
  servicesHeading: "Hizmetlerimiz",
  services: HOME_SERVICES,
  callToAction: {
    title: "Projeniz için ücretsiz keşif ve teklif alın",
    text: "Uzman ekibimiz ihtiyacınızı yerinde inceleyip size en uygun çözümü sunar.",
  },
};

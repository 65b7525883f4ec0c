/**
 * The 5 hero slides of the home page's demo content (docs/product.md#public-site; ADR 041). Images
 * are placeholder illustrations.
 */
export type HeroSlide = {
  title: string;
  subtitle: string;
  description: string;
  image: string;
  brandImage: string;
  cta: string;
  ctaLink: string;
  /** Shown from this Istanbul wall-clock time (`2026-12-01T00:00`); absent: from publication. */
  visibleFrom?: string;
  /** Shown until this Istanbul wall-clock time, e.g. a campaign that ends on a date; absent: no end. */
  visibleUntil?: string;
};

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: "Optivizyon IP Kameralar",
    subtitle: "Gece gündüz net görüntü",
    description: "4 MP ve 8 MP IP kameralar, H.265 sıkıştırma ve mobil uzaktan izleme ile iş yerinizi ve evinizi 7/24 koruma altında tutun.",
    image: "/images/products/kamera-8mp-4k-bullet.svg",
    brandImage: "/images/brands/optivizyon.svg",
    cta: "IP Kameraları İnceleyin",
    ctaLink: "/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar",
  },
  {
    title: "Kurumsal Network Çözümleri",
    subtitle: "Kesintisiz ve güvenli ağ altyapısı",
    description: "Yönetilebilir switch, kablosuz erişim noktası ve güvenlik duvarı kurulumlarıyla ofisinizin ağını ölçeklenebilir hale getirin.",
    image: "/images/products/switch-24-port-poe.svg",
    brandImage: "/images/brands/dalgalink.svg",
    cta: "Network Ürünleri",
    ctaLink: "/urunler?category=network-urun-gruplari",
  },
  {
    title: "Yangın Algılama ve İhbar Sistemleri",
    subtitle: "Erken uyarı, doğru müdahale",
    description: "Adreslenebilir ve konvansiyonel yangın algılama panelleri, dedektörler ve yönetmeliğe uygun projelendirme.",
    image: "/images/products/duman-dedektoru-adresli.svg",
    brandImage: "/images/brands/alevgard.svg",
    cta: "Yangın Sistemleri",
    ctaLink: "/urunler?category=yangin-algilama-ve-ihbar-sistemleri",
  },
  {
    title: "Hırsız Alarm Sistemleri",
    subtitle: "Anında mobil bildirim",
    description: "Kablolu ve kablosuz alarm panelleri, PIR dedektörler ve sirenlerle olası bir ihlalde anında haberdar olun.",
    image: "/images/products/alarm-paneli-kablosuz-64.svg",
    brandImage: "/images/brands/bekcitek.svg",
    cta: "Alarm Sistemleri",
    ctaLink: "/urunler?category=hirsiz-alarm-sistemleri",
  },
  {
    title: "IP Telefon ve Santral Sistemleri",
    subtitle: "Ekibinizle her yerden iletişim",
    description: "IP telefonlar, DECT sistemleri ve IP santrallerle şubelerinizi tek bir iletişim altyapısında buluşturun.",
    image: "/images/products/ip-telefon-6-hat.svg",
    brandImage: "/images/brands/telvira.svg",
    cta: "Haberleşme Çözümleri",
    ctaLink: "/urunler?category=haberlesme-ve-iletisim-cozumleri",
  },
];

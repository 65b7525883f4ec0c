/** The services grid of the home page (docs/product.md#public-site). */
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

export type HomeServiceIcon = (typeof HOME_SERVICES)[number]["icon"];

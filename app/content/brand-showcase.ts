/** Category-to-brand showcase cards of /markalar. Brand names are the demo brands. */
export const BRAND_SHOWCASE = [
  { title: "CCTV ve Kamera Sistemleri", brands: ["Optivizyon", "Kaydera"], categorySlug: "cctv-guvenlik-cozumleri", text: "IP kameralar, kayıt cihazları ve izleme monitörleri." },
  { title: "Network Çözümleri", brands: ["Dalgalink", "Ağkale"], categorySlug: "network-urun-gruplari", text: "Switch, erişim noktası, güvenlik duvarı ve modemler." },
  { title: "Yangın Algılama", brands: ["Alevgard"], categorySlug: "yangin-algilama-ve-ihbar-sistemleri", text: "Yangın paneli, dedektör ve ihbar butonları." },
  { title: "Haberleşme Sistemleri", brands: ["Telvira"], categorySlug: "haberlesme-ve-iletisim-cozumleri", text: "IP telefon, DECT sistemleri ve santraller." },
  { title: "Depolama Çözümleri", brands: ["Veriyuva"], categorySlug: "depolama-cozumleri", text: "Kayıt ve yedekleme için NAS diskleri." },
  { title: "Kablolama ve Altyapı", brands: ["Hatkur"], categorySlug: "fiber-ve-alt-yapi-cozumleri", text: "Network kabloları, fiber altyapı ve rack kabinetler." },
] as const;

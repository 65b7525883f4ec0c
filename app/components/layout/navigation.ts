/** Main navigation of SPEC 2, in order. Ürünler opens the mega menu; Destek has two children. */
export type NavItem = { label: string; to: string; children?: { label: string; to: string }[]; megaMenu?: true };

export const MAIN_NAV: readonly NavItem[] = [
  { label: "Ana Sayfa", to: "/" },
  { label: "Ürünler", to: "/urunler", megaMenu: true },
  { label: "Markalar", to: "/markalar" },
  { label: "Hizmetlerimiz", to: "/hizmetlerimiz" },
  { label: "Hakkımızda", to: "/hakkimizda" },
  {
    label: "Destek",
    to: "/destek",
    children: [
      { label: "PC Yazılımları", to: "/destek/yazilimlar" },
      { label: "Mobil Uygulamalar", to: "/destek/uygulamalar" },
    ],
  },
  { label: "Blog", to: "/blog" },
  { label: "İletişim", to: "/iletisim" },
];

export const FOOTER_LINKS = {
  corporate: [
    { label: "Hakkımızda", to: "/hakkimizda" },
    { label: "Hizmetlerimiz", to: "/hizmetlerimiz" },
    { label: "Markalar", to: "/markalar" },
    { label: "Blog", to: "/blog" },
    { label: "İletişim", to: "/iletisim" },
  ],
  support: [
    { label: "Destek Merkezi", to: "/destek" },
    { label: "PC Yazılımları", to: "/destek/yazilimlar" },
    { label: "Mobil Uygulamalar", to: "/destek/uygulamalar" },
    { label: "HDD Hesaplama", to: "/hdd-hesaplama" },
    { label: "Hizmet Bölgeleri", to: "/hizmet-bolgeleri" },
  ],
  legal: [
    { label: "Gizlilik Politikası", to: "/gizlilik-politikasi" },
    { label: "Kullanım Koşulları", to: "/kullanim-kosullari" },
    { label: "KVKK Aydınlatma Metni", to: "/kvkk" },
  ],
} as const;

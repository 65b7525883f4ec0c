/**
 * Main navigation, in order (docs/product.md#public-site). Ürünler opens the mega menu; Destek has two
 * children.
 */
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

const NAVIGATION_TARGETS = MAIN_NAV.flatMap((item) => [item.to, ...(item.children ?? []).map((child) => child.to)]);

/**
 * What the menus' active states depend on, as a cache key for their markup (CachedMarkup): for each
 * target, whether the path is it ("=") or lies under it ("<"), and whether it is a product page (which
 * marks "Ürünler"). Null for a path with capitals: the router's links compare without case.
 */
export function navigationStateKey(pathname: string): string | null {
  if (pathname !== pathname.toLowerCase()) return null;
  const states = NAVIGATION_TARGETS.map((to) => (pathname === to ? "=" : to !== "/" && pathname.startsWith(`${to}/`) ? "<" : "-"));
  return `${states.join("")}${pathname.startsWith("/urun/") ? "u" : ""}`;
}

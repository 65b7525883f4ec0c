import { foldTr } from "#app/lib/turkish";

export type Subcategory = { slug: string; name: string };
export type Category = {
  /** The key: stored on products (`products.category_slug`, ADR 033) and used in links. */
  slug: string;
  /** The one display name: what answers carry, shown in the mega menu, the filter and the admin, in proper Turkish. */
  name: string;
  /** Other spellings seen in data (menu label, ASCII spellings) that mean this category. */
  aliases: readonly string[];
  subcategories: readonly Subcategory[];
};

/** The 12 categories in the mega menu's order (docs/product.md#fixed-lists). */
export const CATEGORIES: readonly Category[] = [
  {
    slug: "cctv-guvenlik-cozumleri",
    name: "CCTV & Güvenlik Çözümleri",
    aliases: ["CCTV Güvenlik Çözümleri", "CCTV Güvenlik", "Güvenlik Kamerası"],
    subcategories: [
      { slug: "ip-kameralar", name: "IP Kameralar" },
      { slug: "dvr-xvr-kayit-cihazlari", name: "DVR/XVR Kayıt Cihazları" },
      { slug: "nvr-dvr", name: "NVR/DVR" },
      { slug: "monitorler", name: "Monitörler" },
    ],
  },
  {
    slug: "network-urun-gruplari",
    name: "Network Ürün Grupları",
    aliases: ["Network", "Network Ürünleri"],
    subcategories: [
      { slug: "access-point", name: "Access Point" },
      { slug: "switch", name: "Switch" },
      { slug: "firewall", name: "Firewall" },
      { slug: "modem-router", name: "Modem/Router" },
      { slug: "powerline-adaptorler", name: "Powerline Adaptörler" },
      { slug: "range-extender", name: "Range Extender" },
    ],
  },
  {
    slug: "hirsiz-alarm-sistemleri",
    name: "Hırsız Alarm Sistemleri",
    aliases: ["Alarm Sistemleri"],
    subcategories: [
      { slug: "alarm-panelleri", name: "Alarm Panelleri" },
      { slug: "pir-dedektorler", name: "PIR Dedektörler" },
      { slug: "dedektorler", name: "Dedektörler" },
      { slug: "sirenler", name: "Sirenler" },
    ],
  },
  {
    slug: "yangin-algilama-ve-ihbar-sistemleri",
    name: "Yangın Algılama ve İhbar Sistemleri",
    aliases: ["Yangın Algılama", "Yangın Alarm Sistemleri"],
    subcategories: [
      { slug: "kontrol-panelleri", name: "Kontrol Panelleri" },
      { slug: "dedektorler", name: "Dedektörler" },
    ],
  },
  {
    slug: "haberlesme-ve-iletisim-cozumleri",
    name: "Haberleşme ve İletişim Çözümleri",
    aliases: ["Haberleşme Çözümleri", "Telefon Santralleri"],
    subcategories: [
      { slug: "ip-telefonlar", name: "IP Telefonlar" },
      { slug: "dect-telefonlar", name: "DECT Telefonlar" },
      { slug: "ip-dect-sistemler", name: "IP DECT Sistemler" },
      { slug: "santraller", name: "Santraller" },
    ],
  },
  {
    slug: "intercom-ve-erisim-kontrol-sistemleri",
    name: "Intercom ve Erişim Kontrol Sistemleri",
    aliases: ["Erişim Kontrol Sistemleri", "Intercom"],
    subcategories: [{ slug: "goruntulu-diafonlar", name: "Görüntülü Diafonlar" }],
  },
  {
    slug: "depolama-cozumleri",
    name: "Depolama Çözümleri",
    aliases: ["Depolama"],
    subcategories: [{ slug: "nas-diskleri", name: "NAS Diskleri" }],
  },
  {
    slug: "bilgisayar-ve-bilesenleri",
    name: "Bilgisayar ve Bileşenleri",
    aliases: ["Bilgisayar"],
    subcategories: [{ slug: "masaustu-bilgisayarlar", name: "Masaüstü Bilgisayarlar" }],
  },
  {
    slug: "ses-sistemleri",
    name: "Ses Sistemleri",
    aliases: ["Seslendirme ve Anons Sistemleri"],
    subcategories: [{ slug: "anons-sistemleri", name: "Anons Sistemleri" }],
  },
  {
    slug: "fiber-ve-alt-yapi-cozumleri",
    name: "Fiber ve Alt Yapı Çözümleri",
    aliases: ["Fiber ve Altyapı Çözümleri", "Altyapı"],
    subcategories: [{ slug: "network-kablolari", name: "Network Kabloları" }],
  },
  {
    slug: "rack-kabinetler",
    name: "Rack Kabinetler",
    aliases: ["Rack Kabinler"],
    subcategories: [{ slug: "zemin-rackleri", name: "Zemin Rackleri" }],
  },
  {
    slug: "guc-kaynaklari",
    name: "Güç Kaynakları",
    aliases: ["Güç Kaynağı"],
    subcategories: [{ slug: "din-ray-beslemeler", name: "DIN Ray Beslemeler" }],
  },
];

/** The category select's order on /urunler. */
export const CATEGORY_FILTER_ORDER = [
  "cctv-guvenlik-cozumleri",
  "haberlesme-ve-iletisim-cozumleri",
  "network-urun-gruplari",
  "hirsiz-alarm-sistemleri",
  "yangin-algilama-ve-ihbar-sistemleri",
  "depolama-cozumleri",
  "intercom-ve-erisim-kontrol-sistemleri",
  "bilgisayar-ve-bilesenleri",
  "ses-sistemleri",
  "fiber-ve-alt-yapi-cozumleri",
  "rack-kabinetler",
  "guc-kaynaklari",
] as const;

export function findCategoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

const foldedNames = (category: Category) => [category.slug, category.name, ...category.aliases].map(foldTr);
/** Folded once: every catalogue request resolves its category against all of them. */
const FOLDED_CATEGORY_NAMES = new Map(CATEGORIES.map((category) => [category, foldedNames(category)]));

/** Every folded spelling that means the category: slug, display name, menu label and aliases. */
function categoryFoldedNames(category: Category): readonly string[] {
  return FOLDED_CATEGORY_NAMES.get(category) ?? foldedNames(category);
}

/** Each category under its slug, name and aliases as written: most lookups (a product's own category, a link's slug) are exact and skip folding, which costs ~10 µs. */
const CATEGORY_BY_SPELLING = new Map(CATEGORIES.flatMap((category) => [category.slug, category.name, ...category.aliases].map((spelling) => [spelling, category] as const)));

/** Resolves a slug or any known spelling of a category to its record. */
export function resolveCategory(value: string): Category | undefined {
  const exact = CATEGORY_BY_SPELLING.get(value);
  if (exact) return exact;
  const folded = foldTr(value.trim());
  return CATEGORIES.find((category) => categoryFoldedNames(category).includes(folded));
}

export function categoryHref(categorySlug: string, subcategorySlug?: string): string {
  const params = new URLSearchParams({ category: categorySlug });
  if (subcategorySlug) params.set("subcategory", subcategorySlug);
  return `/urunler?${params.toString()}`;
}

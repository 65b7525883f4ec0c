/**
 * Every public page of docs/product.md#public-site, with the visible
 * heading each must show. Product and blog detail paths are resolved from the seeded data.
 */
export const STATIC_PUBLIC_ROUTES: readonly { path: string; heading: string }[] = [
  { path: "/", heading: "Güvenliğiniz için uçtan uca sistem çözümleri" },
  { path: "/urunler", heading: "Ürünler" },
  { path: "/karsilastir", heading: "Ürün Karşılaştırma" },
  { path: "/markalar", heading: "Markalar" },
  { path: "/hakkimizda", heading: "Hakkımızda" },
  { path: "/hizmetlerimiz", heading: "Hizmetlerimiz" },
  { path: "/destek", heading: "Destek" },
  { path: "/destek/yazilimlar", heading: "PC Yazılımları" },
  { path: "/destek/uygulamalar", heading: "Mobil Uygulamalar" },
  { path: "/hdd-hesaplama", heading: "HDD Hesaplama" },
  { path: "/blog", heading: "Blog" },
  { path: "/iletisim", heading: "İletişim" },
  { path: "/ucretsiz-kesif", heading: "Ücretsiz Keşif Talebi" },
  { path: "/teklif-sepeti", heading: "Teklif Sepeti" },
  { path: "/gizlilik-politikasi", heading: "Gizlilik Politikası" },
  { path: "/kullanim-kosullari", heading: "Kullanım Koşulları" },
  { path: "/kvkk", heading: "KVKK Aydınlatma Metni" },
  { path: "/hizmet-bolgeleri", heading: "Hizmet Bölgeleri" },
  { path: "/kocaeli-alarm-sistemleri", heading: "Kocaeli Alarm Sistemleri" },
  { path: "/kocaeli-yangin-ihbar-sistemi", heading: "Kocaeli Yangın İhbar Sistemi" },
  { path: "/kocaeli-kamera-sistemleri", heading: "Kocaeli Kamera Sistemleri" },
  ...(
    [
      ["izmit", "İzmit"],
      ["darica", "Darıca"],
      ["korfez", "Körfez"],
      ["gebze", "Gebze"],
      ["kandira", "Kandıra"],
      ["cayirova", "Çayırova"],
      ["derince", "Derince"],
      ["dilovasi", "Dilovası"],
      ["golcuk", "Gölcük"],
      ["karamursel", "Karamürsel"],
      ["kartepe", "Kartepe"],
    ] as const
  ).map(([slug, name]) => ({ path: `/${slug}-guvenlik-sistemleri`, heading: `${name} Güvenlik Sistemleri` })),
  ...(
    [
      ["kocaeli", "Kocaeli"],
      ["basiskele", "Başiskele"],
      ["cayirova", "Çayırova"],
      ["darica", "Darıca"],
      ["derince", "Derince"],
      ["dilovasi", "Dilovası"],
      ["gebze", "Gebze"],
      ["golcuk", "Gölcük"],
      ["izmit", "İzmit"],
      ["kandira", "Kandıra"],
      ["karamursel", "Karamürsel"],
      ["kartepe", "Kartepe"],
      ["korfez", "Körfez"],
    ] as const
  ).map(([slug, name]) => ({ path: `/${slug}-guvenlik-sirketleri`, heading: `${name} Güvenlik Şirketleri` })),
];

export const ADMIN_ROUTES = [
  "/n1_admin",
  "/n1_admin/products",
  "/n1_admin/brands",
  "/n1_admin/blog",
  "/n1_admin/media",
  "/n1_admin/support-apps",
  "/n1_admin/data-management",
  "/n1_admin/seo-analysis",
  "/n1_admin/messages",
  "/n1_admin/leads",
  "/n1_admin/newsletter",
  "/n1_admin/settings",
  "/n1_admin/audit",
  "/n1_admin/security",
  "/n1_admin/content",
  "/n1_admin/content/new",
] as const;

/**
 * The corporate page's demo content (docs/product.md#company-claims: founded 2018, a team with 20+
 * years in the sector): the seed of the `about` content document, which staff edit (ADR 041).
 * `{company}` is replaced with the company name from the site settings.
 */

export const ABOUT_ICON_NAMES = ["ShieldCheck", "Award", "HeartHandshake", "Lightbulb", "Headset", "Scale"] as const;
export type AboutIconName = (typeof ABOUT_ICON_NAMES)[number];

/** What the corporate page shows, section by section in the page's fixed order. */
export type AboutContent = {
  title: string;
  intro: string;
  clientsHeading: string;
  clientsText: string;
  story: { heading: string; paragraphs: readonly string[]; highlights: readonly { value: string; label: string }[] };
  certificatesHeading: string;
  certificatesIntro: string;
  certificates: readonly { code: string; title: string; text: string }[];
  lettersHeading: string;
  lettersIntro: string;
  letters: readonly { from: string; year: number; excerpt: string }[];
  valuesHeading: string;
  values: readonly { title: string; text: string; icon: AboutIconName }[];
  figures: readonly { value: string; label: string }[];
  mission: string;
  vision: string;
  callToAction: { title: string; text: string };
};

export const ABOUT_STORY = {
  heading: "Biz Kimiz?",
  paragraphs: [
    "{company}, 2018 yılında Kocaeli'de kuruldu. Kurucularımız ve teknik ekibimiz, güvenlik ve iletişim sistemleri sektöründe 20 yılı aşkın deneyime sahip; bugün bu birikimi Kocaeli'nin 12 ilçesindeki ev, site, iş yeri ve fabrikalara taşıyoruz.",
    "Güvenlik kamerası, yangın algılama, hırsız alarm, erişim kontrol, network, santral ve anons sistemlerinde keşiften projelendirmeye, kurulumdan bakıma kadar tüm süreci kendi ekibimizle yürütüyoruz. Her projeye ücretsiz keşif ve ihtiyaç analiziyle başlıyor, yalnızca gerçekten ihtiyacınız olanı öneriyoruz.",
    "Kurulumdan sonra da yanınızdayız: 7/24 teknik destek hattımız, mobil uzaktan izleme kurulumu ve periyodik bakım hizmetlerimizle sistemlerinizin yıllarca sorunsuz çalışmasını sağlıyoruz.",
  ],
  highlights: [
    { value: "2018", label: "Kuruluş yılı" },
    { value: "20+ yıl", label: "Ekibimizin sektör deneyimi" },
    { value: "12 ilçe", label: "Kocaeli genelinde hizmet" },
  ],
} as const;

export const CERTIFICATES = [
  {
    code: "ISO 9001",
    title: "Kalite Yönetim Sistemi",
    text: "Keşif, projelendirme, kurulum ve bakım süreçlerimizi belgelenmiş, ölçülebilir ve sürekli iyileştirilen bir kalite sistemiyle yürütüyoruz.",
  },
  {
    code: "ISO 27001",
    title: "Bilgi Güvenliği Yönetim Sistemi",
    text: "Müşterilerimizin kamera kayıtlarına, ağ yapılandırmalarına ve erişim bilgilerine yalnızca yetkili personelin, kayıt altında erişmesini sağlıyoruz.",
  },
] as const;

/**
 * Placeholder excerpts of thank-you letters, by kind of organisation (no names). Replace them with
 * real letters, quoted with the sender's permission, before launch.
 */
export const THANK_YOU_LETTERS = [
  {
    from: "Gebze'de bir lojistik firmasının genel müdürlüğü",
    year: 2024,
    excerpt:
      "Üç depomuzun kamera ve yangın algılama sistemlerini, operasyonumuzu bir gün bile durdurmadan yenilediniz. Titiz çalışmanız ve kurulum sonrası desteğiniz için teşekkür ederiz.",
  },
  {
    from: "İzmit'te 240 konutluk bir sitenin yönetim kurulu",
    year: 2023,
    excerpt:
      "Site girişlerimize kurduğunuz plaka tanıma ve kartlı geçiş sistemi sayesinde giriş çıkışlar hem daha güvenli hem daha düzenli. Sakinlerimiz adına teşekkür ederiz.",
  },
  {
    from: "Kartepe'de bir özel eğitim kurumunun müdürlüğü",
    year: 2025,
    excerpt:
      "Okulumuzun kamera, anons ve yangın alarm sistemlerini ders saatlerini aksatmadan, yaz tatili takvimine uyarak tamamladınız. Öğretmenlerimize verdiğiniz eğitim için de ayrıca teşekkür ederiz.",
  },
  {
    from: "Dilovası'nda bir kimya tesisinin işletme müdürlüğü",
    year: 2022,
    excerpt:
      "Adreslenebilir yangın algılama sistemimizin projelendirme ve devreye alma sürecindeki özeniniz, denetimlerimizi sorunsuz geçmemizi sağladı.",
  },
] as const;

export const COMPANY_VALUES: readonly { title: string; text: string; icon: AboutIconName }[] = [
  {
    title: "Güvenilirlik",
    text: "Söz verdiğimiz tarihte, söz verdiğimiz işi teslim ederiz; keşifte ne söylediysek kurulumda onu yaparız.",
    icon: "ShieldCheck",
  },
  {
    title: "Kalite",
    text: "Yalnızca güvendiğimiz markaların ürünlerini kullanır, her kurulumu test edip raporlayarak teslim ederiz.",
    icon: "Award",
  },
  {
    title: "Müşteri Odaklılık",
    text: "Size en pahalı çözümü değil, ihtiyacınıza ve bütçenize en uygun çözümü öneririz.",
    icon: "HeartHandshake",
  },
  {
    title: "Yenilikçilik",
    text: "Yapay zekâ destekli kameralardan bulut tabanlı yönetime kadar yeni teknolojileri yakından takip ederiz.",
    icon: "Lightbulb",
  },
  {
    title: "Hızlı Destek",
    text: "7/24 teknik destek hattımızla arıza ve sorularınıza hızla yanıt veririz; e-postalara 24 saat içinde dönüş yaparız.",
    icon: "Headset",
  },
  {
    title: "Şeffaflık",
    text: "Teklifi kalem kalem açıklar, kurulumdan sonra tüm şifre ve yapılandırma bilgilerini size teslim ederiz.",
    icon: "Scale",
  },
];

/** The figures on the corporate page (docs/product.md#company-claims). */
export const COMPANY_FIGURES = [
  { value: "100+", label: "Müşteri" },
  { value: "500+", label: "Ürün Çeşidi" },
  { value: "250+", label: "Proje" },
  { value: "7/24", label: "Destek" },
] as const;

export const MISSION =
  "Kocaeli'deki ev ve iş yerlerine, ihtiyaca uygun, doğru kurulmuş ve uzun ömürlü güvenlik ve iletişim sistemleri sunmak; kurulumdan sonra da hızlı ve güvenilir destekle müşterilerimizin yanında olmak.";

export const VISION =
  "Kocaeli ve çevresinde güvenlik ve iletişim sistemleri denince akla ilk gelen, bilgi birikimi, dürüstlüğü ve hizmet kalitesiyle örnek gösterilen çözüm ortağı olmak.";

export const ABOUT_SEED: AboutContent = {
  title: "Hakkımızda",
  intro: "2018'den bu yana Kocaeli'de; sektörde 20 yılı aşkın deneyime sahip ekibimizle güvenlik, network ve haberleşme sistemleri kuruyoruz.",
  clientsHeading: "Bizi Tercih Edenler",
  clientsText: "Kocaeli'nin dört bir yanında fabrikalar, siteler, okullar ve iş yerleri güvenliklerini bize emanet ediyor.",
  story: ABOUT_STORY,
  certificatesHeading: "Sertifikalarımız",
  certificatesIntro: "Çalışma biçimimizi uluslararası yönetim sistemi standartlarına göre belgeledik.",
  certificates: CERTIFICATES,
  lettersHeading: "Teşekkür Mektupları",
  lettersIntro: "Birlikte çalıştığımız kurumlardan aldığımız mektuplardan alıntılar. Kurum adlarını gizlilik gereği paylaşmıyoruz.",
  letters: THANK_YOU_LETTERS,
  valuesHeading: "Değerlerimiz",
  values: COMPANY_VALUES,
  figures: COMPANY_FIGURES,
  mission: MISSION,
  vision: VISION,
  callToAction: {
    title: "Projenizi birlikte planlayalım",
    text: "Ücretsiz keşif ve ihtiyaç analizi için bize ulaşın; size en uygun çözümü birlikte belirleyelim.",
  },
};

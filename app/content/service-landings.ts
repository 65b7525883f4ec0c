import type { SolutionCategory } from "./districts";

/** The three province-wide service landing pages (docs/product.md#landing-pages). */
export type LandingImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

export type ServiceLanding = {
  slug: string;
  title: string;
  metaDescription: string;
  keywords: string;
  intro: string;
  /** The schema.org `serviceType` of the page's Service node. */
  serviceType: string;
  banner: LandingImage;
  /** Opening paragraphs under the banner. */
  body: readonly string[];
  /** What the service covers (the six-item list). */
  features: readonly { title: string; text: string }[];
  usageAreas: readonly string[];
  /** The catalogue category the page links into. */
  category: SolutionCategory;
  categoryLabel: string;
  /** District security-systems pages this page links to (the camera page: six). */
  districtSlugs: readonly string[];
};

export const SERVICE_LANDINGS: readonly ServiceLanding[] = [
  {
    slug: "kocaeli-alarm-sistemleri",
    title: "Kocaeli Alarm Sistemleri",
    metaDescription:
      "Kocaeli'de ev ve iş yerleri için kablosuz ve kablolu hırsız alarm sistemleri: mobil bildirim, izleme merkezine bağlantı, ücretsiz keşif ve kurulum.",
    keywords: "kocaeli alarm sistemleri, hırsız alarmı, kablosuz alarm, izmit alarm firması",
    intro: "Ev ve iş yerleriniz için mobil bildirimli, izleme merkezine bağlanabilen hırsız alarm sistemleri.",
    serviceType: "Hırsız alarm sistemi kurulumu",
    banner: {
      src: "/images/districts/kocaeli-alarm-sistemleri.svg",
      width: 1200,
      height: 500,
      alt: "Alarm paneli, hareket dedektörü ve siren çizimi",
    },
    body: [
      "Hırsız alarmı, kapalı saatlerde bir girişimi daha başlamadan fark eden ilk savunma hattıdır. Kapı ve pencere kontakları, hareket ve cam kırılma dedektörleri bir panele bağlanır; panel izinsiz bir giriş algıladığında siren çalar, telefonunuza bildirim gönderir ve isterseniz bir alarm izleme merkezine haber verir.",
      "Kocaeli'nin farklı ilçelerinde müstakil evden fabrikaya kadar çok çeşitli yapılarda alarm kuruyoruz. Kablosuz sistemler duvar kırmadan birkaç saatte kurulur; kablolu sistemler yeni yapılarda ve geniş tesislerde daha ekonomik olur.",
    ],
    features: [
      {
        title: "Kablosuz ve kablolu paneller",
        text: "Yapıya ve bütçeye göre kablosuz, kablolu ya da hibrit alarm panelleri.",
      },
      {
        title: "Mobil uygulama",
        text: "Alarmı telefondan kurma ve kapatma, olay geçmişi ve anlık bildirim.",
      },
      {
        title: "Dedektör seçimi",
        text: "Evcil hayvan bağışıklı PIR, cam kırılma, titreşim ve dış mekân perde dedektörleri.",
      },
      {
        title: "İzleme merkezine bağlantı",
        text: "İsteğe bağlı olarak 7/24 izleme merkezine GSM veya internet üzerinden bağlantı.",
      },
      {
        title: "Kamera ile doğrulama",
        text: "Alarm anında ilgili kameranın görüntüsünün telefona gelmesi.",
      },
      {
        title: "Bakım ve akü kontrolü",
        text: "Yıllık test, akü ölçümü ve dedektör temizliğini kapsayan bakım.",
      },
    ],
    usageAreas: ["Daire ve müstakil evler", "Dükkân ve mağazalar", "Ofisler", "Depo ve atölyeler", "Yazlık evler"],
    category: "hirsiz-alarm-sistemleri",
    categoryLabel: "Hırsız alarm ürünlerini inceleyin",
    districtSlugs: [],
  },
  {
    slug: "kocaeli-yangin-ihbar-sistemi",
    title: "Kocaeli Yangın İhbar Sistemi",
    metaDescription:
      "Kocaeli'de fabrika, depo, okul ve siteler için yönetmeliğe uygun adreslenebilir ve konvansiyonel yangın algılama ve ihbar sistemleri; proje, kurulum ve bakım.",
    keywords: "kocaeli yangın ihbar sistemi, yangın algılama, yangın alarm paneli, duman dedektörü",
    intro: "Yönetmeliğe uygun, adreslenebilir ve konvansiyonel yangın algılama ve ihbar sistemleri.",
    serviceType: "Yangın algılama ve ihbar sistemi kurulumu",
    banner: {
      src: "/images/districts/kocaeli-yangin-ihbar-sistemi.svg",
      width: 1200,
      height: 630,
      alt: "Yangın paneli, duman dedektörü ve ihbar butonu çizimi",
    },
    body: [
      "Yangın algılama ve ihbar sistemi, yangını ilk dakikalarda fark edip binadakileri uyarır ve tahliyeyi başlatır. Binaların Yangından Korunması Hakkında Yönetmelik, bina türüne ve büyüklüğüne göre hangi yapılarda algılama sistemi kurulması gerektiğini belirler.",
      "Kocaeli'nin sanayi bölgelerinde, okullarda, yurtlarda ve konut sitelerinde projelendirmeden devreye almaya kadar tüm süreci yürütüyoruz. Küçük yapılarda konvansiyonel, büyük ve bölümlü yapılarda adreslenebilir sistemleri tercih ediyoruz.",
    ],
    features: [
      {
        title: "Projelendirme",
        text: "Yönetmeliğe uygun dedektör yerleşimi, kablo güzergâhı ve bölge planı.",
      },
      {
        title: "Adreslenebilir paneller",
        text: "Alarm veren dedektörün yerini tam olarak gösteren paneller.",
      },
      {
        title: "Konvansiyonel paneller",
        text: "Küçük ve orta ölçekli binalar için ekonomik bölgesel sistemler.",
      },
      {
        title: "Dedektör çeşitleri",
        text: "Duman, ısı, alev, gaz ve hava örneklemeli dedektörler.",
      },
      {
        title: "Anons ve tahliye",
        text: "Panelle tetiklenen siren, flaşör ve sesli tahliye anonsu.",
      },
      {
        title: "Periyodik bakım",
        text: "Dedektör testleri, akü ölçümü ve raporlanan bakım ziyaretleri.",
      },
    ],
    usageAreas: ["Fabrikalar ve depolar", "Okullar ve yurtlar", "Konut siteleri", "Oteller", "Hastane ve klinikler"],
    category: "yangin-algilama-ve-ihbar-sistemleri",
    categoryLabel: "Yangın algılama ürünlerini inceleyin",
    districtSlugs: [],
  },
  {
    slug: "kocaeli-kamera-sistemleri",
    title: "Kocaeli Kamera Sistemleri",
    metaDescription:
      "Kocaeli'de IP ve analog güvenlik kamerası sistemleri: keşif, projelendirme, kurulum, uzaktan mobil izleme ve bakım. İlçenize özel kamera çözümlerini inceleyin.",
    keywords: "kocaeli kamera sistemleri, güvenlik kamerası kurulumu, ip kamera, izmit kamera firması",
    intro: "IP ve analog güvenlik kamerası sistemlerinde keşiften kuruluma, mobil izlemeden bakıma uçtan uca hizmet.",
    serviceType: "Güvenlik kamerası sistemi kurulumu",
    banner: {
      src: "/images/districts/kocaeli-kamera-sistemleri.svg",
      width: 1200,
      height: 500,
      alt: "Güvenlik kamerası ve kayıt cihazı çizimi",
    },
    body: [
      "Güvenlik kamerası sistemi yalnızca kameradan ibaret değildir: doğru açı, yeterli çözünürlük, güvenilir kayıt cihazı, yeterli disk kapasitesi ve kesintisiz enerji birlikte planlanmalıdır. Keşifte her kameranın neyi göreceğini sizinle birlikte belirliyoruz.",
      "Kocaeli'nin her ilçesinin ihtiyacı farklıdır: sanayi bölgelerinde geniş alanlar ve uzun çitler, kıyı mahallelerinde nemli hava, kırsalda elektrik ve internetin ulaşmadığı noktalar. Aşağıdaki ilçe sayfalarında bölgenize özel önerilerimizi bulabilirsiniz.",
    ],
    features: [
      {
        title: "IP kamera sistemleri",
        text: "4 MP'den 4K'ya yüksek çözünürlük, PoE ile tek kablodan enerji ve veri.",
      },
      {
        title: "Analog ve hibrit sistemler",
        text: "Mevcut kabloyu koruyarak HD analog kameralara ve XVR'a geçiş.",
      },
      {
        title: "Gece görüşü",
        text: "Kızılötesi ve renkli gece görüşlü kameralar.",
      },
      {
        title: "Mobil izleme",
        text: "Canlı görüntü ve kayıtları telefondan güvenli erişimle izleme.",
      },
      {
        title: "Kayıt ve depolama",
        text: "NVR, DVR ve RAID'li disklerle gereken gün sayısı kadar arşiv.",
      },
      {
        title: "Bakım",
        text: "Lens temizliği, disk sağlığı kontrolü ve yazılım güncellemeleri.",
      },
    ],
    usageAreas: ["Fabrika ve depolar", "Konut siteleri", "Mağaza ve ofisler", "Okullar", "Otoparklar"],
    category: "cctv-guvenlik-cozumleri",
    categoryLabel: "Güvenlik kamerası ürünlerini inceleyin",
    districtSlugs: ["izmit", "darica", "korfez", "gebze", "derince", "kandira"],
  },
];

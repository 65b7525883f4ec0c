/**
 * The seed of the services page's content document (ADR 041): the 8 services (docs/product.md#fixed-lists).
 * Media are placeholder illustrations (`public/images/services/*.svg`, from `npm run assets:placeholders`) and short placeholder videos
 * (`public/videos/services/*.mp4`, see ADR 012) until the company's own photos and videos replace them.
 */

/** lucide-react icon names; `app/features/services/service-icons.ts` maps them to components. */
export const SERVICE_ICON_NAMES = ["Cctv", "Flame", "Network", "PhoneCall", "House", "Siren", "KeyRound", "Megaphone"] as const;
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

/** The values of the free site-survey form's service field (`/ucretsiz-kesif?hizmet=…`). */
export const SURVEY_SERVICE_VALUES = ["cctv", "alarm", "yangin-algilama", "network", "gecis-kontrol", "santral"] as const;

export type ServiceMedia = { type: "image" | "video"; src: string; alt?: string };

export type Service = {
  id: number;
  title: string;
  shortDescription: string;
  fullDescription: string;
  icon: ServiceIconName;
  category: string;
  features: readonly string[];
  benefits: readonly string[];
  media: readonly ServiceMedia[];
  /** The service's value on the free site-survey form (`/ucretsiz-kesif?hizmet=…`), where it has one. */
  surveyService?: (typeof SURVEY_SERVICE_VALUES)[number];
};

/** What staff edit on the services page (ADR 041): its heading, introduction and the services. */
export type ServicesPageContent = { title: string; intro: string; services: readonly Service[] };

const image = (name: string, alt: string): ServiceMedia => ({ type: "image", src: `/images/services/${name}.svg`, alt });
const video = (name: string, alt: string): ServiceMedia => ({ type: "video", src: `/videos/services/${name}.mp4`, alt });

export const SERVICES: readonly Service[] = [
  {
    id: 1,
    title: "Güvenlik Kamera Sistemleri",
    shortDescription: "IP ve analog kameralar, kayıt cihazları ve mobil uzaktan izleme ile 7/24 görüntülü güvenlik.",
    fullDescription:
      "İşletmenizi, sitenizi ya da evinizi yerinde inceleyerek doğru kamera tipini, lens açısını ve kayıt süresini belirliyoruz. IP ve analog kameraları, NVR/DVR kayıt cihazlarını, PoE switch ve kablolama altyapısıyla birlikte anahtar teslim kuruyoruz. Kurulumun ardından canlı görüntüyü ve kayıtları cep telefonunuzdan izleyebilmeniz için mobil erişimi yapılandırıyor, ekibinize kısa bir kullanım eğitimi veriyoruz.",
    icon: "Cctv",
    surveyService: "cctv",
    category: "Güvenlik",
    features: [
      "4 MP ve 8 MP (4K) IP kameralar, gece görüşlü ve renkli gece görüntülü modeller",
      "Bullet, dome, PTZ ve plaka tanıma kameraları",
      "NVR/DVR kayıt cihazı ve kayıt süresine göre disk kapasitesi planlaması",
      "H.265 ve H.265+ sıkıştırma ile daha uzun kayıt süresi",
      "Mobil uygulama üzerinden canlı izleme, kayıt oynatma ve hareket bildirimi",
    ],
    benefits: [
      "Olayları anında fark eder, kayıtlarla geriye dönük inceleme yaparsınız",
      "Görünür kameralar hırsızlık ve vandalizme karşı caydırıcıdır",
      "Birden çok şubeyi ya da binayı tek ekrandan izlersiniz",
      "Doğru disk planlamasıyla kayıtlarınızı ihtiyaç duyduğunuz süre boyunca saklarsınız",
    ],
    media: [
      image("kamera-gebze-lojistik-deposu", "Gebze'deki bir lojistik deposunda IP kamera kurulumu"),
      image("kamera-izmit-site-girisi", "İzmit'te bir site girişine monte edilen dış ortam bullet kamera"),
      image("kamera-korfez-fabrika-sahasi", "Körfez'de bir fabrika sahasını gözetleyen PTZ kamera"),
      image("kamera-darica-magaza-kayit-cihazi", "Darıca'da bir mağaza için rack kabinete yerleştirilen NVR kayıt cihazı"),
      image("kamera-kartepe-villa", "Kartepe'de bir villanın çevresine kurulan gece görüşlü kamera"),
      image("kamera-derince-izleme-odasi", "Derince'de bir ofisin izleme odasındaki çoklu monitör düzeni"),
      image("kamera-golcuk-otopark", "Gölcük'te bir otopark girişindeki plaka tanıma kamerası"),
      image("kamera-basiskele-okul", "Başiskele'de bir okul koridoruna takılan dome kamera"),
      image("kamera-kocaeli-mobil-izleme", "Kocaeli'de bir işletme sahibinin telefonundan mobil uzaktan izleme"),
    ],
  },
  {
    id: 2,
    title: "Yangın Alarm Sistemleri",
    shortDescription: "Yönetmeliğe uygun adreslenebilir ve konvansiyonel yangın algılama ve ihbar sistemleri.",
    fullDescription:
      "Binaların Yangından Korunması Hakkında Yönetmelik'e uygun olarak, yapınızın kullanım amacına göre yangın algılama projesini hazırlıyoruz. Duman, ısı ve gaz dedektörlerini, yangın alarm panelini, ihbar butonlarını, siren ve flaşörleri kuruyor; devreye alma testlerini yapıyoruz. Fabrika, depo ve otel gibi büyük yapılarda adreslenebilir sistemlerle alarmın geldiği noktayı panelde tek tek görürsünüz. Periyodik bakım ve raporlama ile sistemin her an çalışır durumda kalmasını sağlıyoruz.",
    icon: "Flame",
    surveyService: "yangin-algilama",
    category: "Yangın Sistemleri",
    features: [
      "Adreslenebilir ve konvansiyonel yangın alarm panelleri",
      "Optik duman, ısı, çoklu sensörlü ve ışın tipi dedektörler",
      "Yangın ihbar butonları, siren ve flaşörler",
      "Gaz algılama ve otomatik söndürme sistemleriyle entegrasyon",
      "Devreye alma testi ve periyodik bakım raporu",
    ],
    benefits: [
      "Yangını ilk aşamada algılayarak can ve mal kaybı riskini azaltırsınız",
      "İtfaiye ve sigorta denetimlerinde yönetmeliğe uygunluğu belgelersiniz",
      "Adreslenebilir sistemle alarmın kaynağını dakikalar değil saniyeler içinde bulursunuz",
      "Düzenli bakım sayesinde yanlış alarmlar ve arızalar en aza iner",
    ],
    media: [
      image("yangin-dilovasi-fabrika-paneli", "Dilovası'ndaki bir fabrikada adreslenebilir yangın alarm paneli"),
      image("yangin-izmit-ofis-dedektoru", "İzmit'te bir ofis katının tavanına takılan optik duman dedektörü"),
      image("yangin-gebze-depo-ihbar-butonu", "Gebze'deki bir depoda yangın ihbar butonu ve flaşörlü siren"),
      image("yangin-cayirova-uretim-alani", "Çayırova'da bir üretim alanında ışın tipi duman dedektörü"),
      image("yangin-kocaeli-otel-koridoru", "Kocaeli'de bir otel koridorunda dedektör ve siren yerleşimi"),
      image("yangin-derince-kazan-dairesi", "Derince'de bir apartmanın kazan dairesine takılan ısı dedektörü"),
      image("yangin-korfez-gaz-dedektoru", "Körfez'de bir endüstriyel mutfakta gaz dedektörü kurulumu"),
      image("yangin-izmit-bakim-testi", "İzmit'te periyodik bakım sırasında yapılan dedektör testi"),
      video("yangin-gebze-devreye-alma", "Gebze'deki bir lojistik merkezinde yangın alarm sisteminin devreye alma testi"),
    ],
  },
  {
    id: 3,
    title: "Network ve Altyapı",
    shortDescription: "Yapısal kablolama, fiber optik, switch, kablosuz ağ ve güvenlik duvarıyla kesintisiz ağ altyapısı.",
    fullDescription:
      "Ofis, fabrika ve depolarınızın ağ altyapısını ihtiyaca göre projelendiriyoruz. Cat6 ve fiber optik yapısal kablolamayı, rack kabinet ve patch panel düzenini, yönetilebilir ve PoE switchleri, kablosuz erişim noktalarını ve güvenlik duvarını kurup test ediyoruz. Tüm hatları etiketliyor ve ölçüm sonuçlarıyla birlikte teslim ediyoruz; böylece kamera, telefon ve bilgisayar ağınız tek, düzenli ve güvenli bir altyapı üzerinde çalışır.",
    icon: "Network",
    surveyService: "network",
    category: "Altyapı",
    features: [
      "Cat6/Cat6A yapısal kablolama, etiketleme ve test ölçümleri",
      "Binalar arası ve uzun mesafe fiber optik bağlantılar",
      "Rack kabinet, patch panel ve kablo yönetimi",
      "Yönetilebilir ve PoE switch, kurumsal kablosuz erişim noktaları",
      "Güvenlik duvarı, VLAN ayrımı ve uzaktan erişim (VPN) yapılandırması",
    ],
    benefits: [
      "Kesintisiz ve hızlı bir ağ ile çalışanlarınızın verimi artar",
      "Düzenli kabinet ve etiketli hatlar arıza süresini kısaltır",
      "Kamera ve misafir ağlarını ayırarak bilgi güvenliğinizi güçlendirirsiniz",
      "Büyümeye hazır altyapı sayesinde yeni cihazlar kolayca eklenir",
    ],
    media: [
      image("network-izmit-rack-kabinet", "İzmit'te bir ofiste düzenlenen rack kabinet ve patch panel"),
      image("network-gebze-fiber-sonlandirma", "Gebze'deki bir fabrikada fiber optik kablo sonlandırma"),
      image("network-kartepe-otel-kablosuz", "Kartepe'de bir otelin lobisine takılan tavan tipi kablosuz erişim noktası"),
      image("network-darica-poe-switch", "Darıca'da kamera sistemi için kurulan PoE switch"),
      image("network-derince-kablo-tavasi", "Derince'de bir depoda kablo tavası üzerinden yapısal kablolama"),
      image("network-kocaeli-guvenlik-duvari", "Kocaeli'de bir muhasebe ofisinde güvenlik duvarı kurulumu"),
      video("network-korfez-kablolama", "Körfez'deki bir lojistik deposunda yapısal kablolama çalışması"),
    ],
  },
  {
    id: 4,
    title: "Telefon Santral Sistemleri",
    shortDescription: "IP ve hibrit santraller, IP ve DECT telefonlarla kurumsal haberleşme.",
    fullDescription:
      "Çalışan sayınıza ve şube yapınıza uygun IP ya da hibrit santrali kuruyor, masaüstü IP telefonları ve DECT telsiz telefonları yapılandırıyoruz. Karşılama anonsu, çağrı yönlendirme, grup arama ve sesli mesaj gibi özellikleri iş akışınıza göre ayarlıyoruz. Şubeleriniz arasındaki görüşmeleri ücretsiz hâle getiriyor, mobil uygulamayla dahili numaranızı ofis dışına taşıyoruz.",
    icon: "PhoneCall",
    surveyService: "santral",
    category: "İletişim",
    features: [
      "IP ve hibrit santral kurulumu, mevcut hatlarla entegrasyon",
      "Masaüstü IP telefonlar ve DECT telsiz telefonlar",
      "Karşılama anonsu, çağrı yönlendirme ve grup arama",
      "Şubeler arası dahili görüşme ve mobil dahili uygulaması",
    ],
    benefits: [
      "Müşteri çağrıları doğru kişiye ilk seferde ulaşır",
      "Şubeler arası görüşme maliyetleri ortadan kalkar",
      "Ofis dışındayken de dahili numaranızdan ulaşılabilirsiniz",
    ],
    media: [
      image("santral-izmit-ip-santral", "İzmit'te bir hukuk bürosunda IP santral kurulumu"),
      image("santral-gebze-ip-telefon", "Gebze'deki bir ofiste masaüstü IP telefonlar"),
      image("santral-golcuk-dect-telefon", "Gölcük'te bir atölyede kullanılan DECT telsiz telefon"),
    ],
  },
  {
    id: 5,
    title: "Akıllı Ev & Bina Sistemleri",
    shortDescription: "Aydınlatma, iklimlendirme, perde ve güvenlik sistemlerini tek uygulamadan yönetin.",
    fullDescription:
      "Evinizin ya da iş yerinizin aydınlatma, iklimlendirme, perde ve priz kontrolünü alarm, kamera ve diafon sistemleriyle tek bir uygulamada birleştiriyoruz. Senaryolar sayesinde evden çıkarken tek dokunuşla ışıklar kapanır, alarm kurulur ve kombi tasarruf moduna geçer. Yeni yapılarda kablolu, mevcut yapılarda kablosuz çözümlerle kırıp dökmeden kurulum yapıyoruz.",
    icon: "House",
    category: "Akıllı Sistemler",
    features: [
      "Aydınlatma, perde, priz ve iklimlendirme kontrolü",
      "Alarm, kamera ve görüntülü diafonla entegrasyon",
      "Zamanlanmış ve sensörlü senaryolar",
      "Mobil uygulama ve sesli asistan desteği",
    ],
    benefits: [
      "Enerji tüketiminizi azaltırsınız",
      "Evinizi ya da iş yerinizi uzaktan kontrol edersiniz",
      "Güvenlik ve konfor sistemleri birlikte çalışır",
    ],
    media: [
      image("akilli-kartepe-villa-paneli", "Kartepe'de bir villada akıllı ev kontrol paneli"),
      image("akilli-basiskele-aydinlatma", "Başiskele'de bir evde mobil uygulamayla aydınlatma kontrolü"),
      image("akilli-izmit-ofis-otomasyonu", "İzmit'te bir ofis binasında iklimlendirme otomasyonu"),
    ],
  },
  {
    id: 6,
    title: "Hırsız Alarm Sistemleri",
    shortDescription: "Kablolu ve kablosuz alarm panelleri, dedektörler ve mobil bildirimle 7/24 koruma.",
    fullDescription:
      "Ev, dükkân, ofis ve depolar için kablolu ya da kablosuz alarm sistemlerini kuruyoruz. Kapı-pencere kontakları, PIR hareket dedektörleri, cam kırılma dedektörleri ve iç-dış sirenlerle yapınızı bölgelere ayırarak koruyoruz. Alarm anında cep telefonunuza bildirim gelir; isterseniz sistemi bir alarm izleme merkezine de bağlıyoruz. Evcil hayvan bağışıklıklı dedektörlerle yanlış alarmların önüne geçiyoruz.",
    icon: "Siren",
    surveyService: "alarm",
    category: "Güvenlik",
    features: [
      "Kablolu, kablosuz ve hibrit alarm panelleri",
      "PIR, perde tipi, cam kırılma ve manyetik kontak dedektörleri",
      "Mobil uygulama ile kurma, devre dışı bırakma ve anlık bildirim",
      "Alarm izleme merkezine bağlantı seçeneği",
    ],
    benefits: [
      "İzinsiz girişi anında öğrenir, hızla müdahale edersiniz",
      "Sirenler ve uyarı etiketleri hırsızları caydırır",
      "Evcil hayvan bağışıklıklı dedektörlerle yanlış alarm azalır",
    ],
    media: [
      image("alarm-derince-dukkan-paneli", "Derince'de bir dükkânda kablosuz alarm paneli ve tuş takımı"),
      image("alarm-karamursel-ev-pir-dedektoru", "Karamürsel'de bir evde PIR hareket dedektörü kurulumu"),
    ],
  },
  {
    id: 7,
    title: "Erişim Kontrol Sistemleri",
    shortDescription: "Kartlı geçiş, parmak izi, yüz tanıma, turnike ve görüntülü diafonla kontrollü giriş.",
    fullDescription:
      "Kimin, nereye, ne zaman girebileceğini siz belirleyin. Kartlı geçiş, şifreli kilit, parmak izi ve yüz tanıma terminallerini; turnike, bariyer ve elektromanyetik kilitlerle birlikte kuruyoruz. Personel devam kontrolü raporlarını yönetim yazılımından alabilir, kaybolan bir kartı saniyeler içinde iptal edebilirsiniz. Site ve apartmanlarda görüntülü diafon ve zil panellerini de aynı altyapıya bağlıyoruz.",
    icon: "KeyRound",
    surveyService: "gecis-kontrol",
    category: "Kontrol Sistemleri",
    features: [
      "Kartlı (RFID/Mifare), şifreli, parmak izi ve yüz tanıma okuyucular",
      "Turnike, araç bariyeri ve elektromanyetik kilit",
      "Personel devam kontrolü ve geçiş raporları",
      "Görüntülü diafon ve zil paneli entegrasyonu",
      "Kapı, bölge ve saat bazında yetkilendirme",
    ],
    benefits: [
      "Yetkisiz girişleri önler, hassas alanları korursunuz",
      "Mesai takibini elle tutulan çizelgeler olmadan yaparsınız",
      "Kaybolan kart ya da ayrılan çalışan için kilit değiştirmeniz gerekmez",
    ],
    media: [
      image("erisim-gebze-fabrika-turnikesi", "Gebze'deki bir fabrikanın personel girişinde turnike"),
      image("erisim-izmit-ofis-kartli-gecis", "İzmit'te bir ofis kapısında kartlı geçiş okuyucusu"),
      image("erisim-kocaeli-santiye-parmak-izi", "Kocaeli'de bir şantiyede parmak izi ile personel devam kontrolü"),
      image("erisim-darica-site-diafonu", "Darıca'da bir sitede görüntülü diafon dış ünitesi"),
      image("erisim-kartepe-site-bariyeri", "Kartepe'de bir site girişinde araç bariyeri"),
      image("erisim-cayirova-depo-kapisi", "Çayırova'da bir depoda elektromanyetik kilitli kapı"),
      image("erisim-derince-yuz-tanima", "Derince'de bir laboratuvar girişinde yüz tanıma terminali"),
      image("erisim-golcuk-apartman-zil-paneli", "Gölcük'te bir apartmanda zil paneli ve kartlı giriş"),
      image("erisim-izmit-gecis-raporu", "İzmit'te erişim kontrol yazılımında personel geçiş raporu"),
      image("erisim-kandira-okul-girisi", "Kandıra'da bir okul girişinde kartlı geçiş sistemi"),
      image("erisim-dilovasi-sunucu-odasi", "Dilovası'ndaki bir tesiste sunucu odası kapısına takılan şifreli kilit"),
    ],
  },
  {
    id: 8,
    title: "Seslendirme ve Anons Sistemleri",
    shortDescription: "Bölgesel anons, fon müziği ve acil durum seslendirme sistemleri.",
    fullDescription:
      "Fabrika, okul, cami, alışveriş merkezi ve otoparklar için bölgesel anons ve fon müziği sistemleri kuruyoruz. Hoparlör yerleşimini alanın akustiğine göre planlıyor, anons mikrofonu, amplifikatör ve bölge seçicilerle her alana ayrı ayrı seslenebilmenizi sağlıyoruz. Acil durum anonslarını yangın alarm sistemiyle ilişkilendirerek tahliyeyi hızlandırıyoruz.",
    icon: "Megaphone",
    category: "Ses Sistemleri",
    features: [
      "Bölgesel anons ve fon müziği sistemleri",
      "Tavan, kolon ve horn tipi hoparlörler",
      "Anons mikrofonu, amplifikatör ve bölge seçici",
      "Yangın alarm sistemiyle entegre acil durum anonsu",
    ],
    benefits: [
      "Duyurular her alanda anlaşılır şekilde duyulur",
      "Acil durumlarda tahliye daha hızlı ve düzenli olur",
      "Fon müziğiyle müşteri ve çalışanlar için daha iyi bir ortam oluşur",
    ],
    media: [video("anons-izmit-fabrika-testi", "İzmit'te bir fabrikada bölgesel anons sisteminin testi")],
  },
];

export const SERVICES_PAGE_SEED: ServicesPageContent = {
  title: "Hizmetlerimiz",
  intro: "Keşiften projelendirmeye, kurulumdan bakıma kadar güvenlik ve iletişim altyapınızın her adımında yanınızdayız.",
  services: SERVICES,
};

/** What an image or video is described as: its alt text, or 'Görsel'. */
export function mediaAlt(media: ServiceMedia): string {
  return media.alt?.trim() || "Görsel";
}

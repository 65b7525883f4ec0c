/**
 * Kocaeli's districts, plus the province itself for the province-level companies page (issue 7,
 * docs/product.md#landing-pages).
 *
 * Each record carries district-specific content that the two landing pages use differently:
 * the 'Sistemleri' page turns it into solutions and products, the 'Şirketleri' page into advice on
 * choosing a provider. Facts are general, well-known public facts (industrial zones, ports, coast,
 * rural areas); project examples describe a type of job, never a named client.
 */

/** Catalogue category slugs (app/domain/catalog-taxonomy.ts) that district solutions link into. */
export const SOLUTION_CATEGORIES = [
  "cctv-guvenlik-cozumleri",
  "network-urun-gruplari",
  "hirsiz-alarm-sistemleri",
  "yangin-algilama-ve-ihbar-sistemleri",
  "haberlesme-ve-iletisim-cozumleri",
  "intercom-ve-erisim-kontrol-sistemleri",
  "depolama-cozumleri",
  "ses-sistemleri",
  "fiber-ve-alt-yapi-cozumleri",
  "guc-kaynaklari",
] as const;
export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number];

export type DistrictFaq = { question: string; answer: string };

/** A solution the 'Sistemleri' page recommends for the district, linked to its catalogue category. */
export type DistrictSolution = {
  title: string;
  text: string;
  category: SolutionCategory;
};

export type District = {
  slug: string;
  name: string;
  /** The name with the locative suffix: "Gebze'de", "İzmit'te". */
  locative: string;
  /** The name with the genitive suffix: "Gebze'nin", "Gölcük'ün". */
  genitive: string;
  /** The district's character: industry and organised zones, ports, coast, rural areas, growth. */
  character: string;
  /** Why local security matters here: the risks and site types specific to the district. */
  securityNeeds: string;
  /** Typical sites protected there, written to stand mid-sentence (lower-case unless a proper noun). */
  sites: readonly string[];
  /** 4–6 neighbourhoods or areas served. */
  areas: readonly string[];
  /** Typical response time from the base in İzmit, e.g. "20–30 dakika". */
  responseTime: string;
  /** Solutions for the 'Sistemleri' page (districts without one have none). */
  solutions: readonly DistrictSolution[];
  faq: readonly DistrictFaq[];
  /** An anonymised, typical local job. */
  project: { title: string; text: string };
  /** Which landing pages exist (Başiskele and Kocaeli have only a 'Şirketleri' page). */
  hasSystemsPage: boolean;
};

export const KOCAELI: District = {
  slug: "kocaeli",
  name: "Kocaeli",
  locative: "Kocaeli'de",
  genitive: "Kocaeli'nin",
  character:
    "Kocaeli, İstanbul ile Anadolu arasındaki sanayi koridorunun merkezinde yer alır. Gebze ve Dilovası'ndaki organize sanayi bölgeleri, İzmit Körfezi boyunca dizilen limanlar ve rafineri, Gölcük'teki otomotiv ve tersane faaliyeti ilin ekonomisini taşır. Kuzeyde Kandıra'nın Karadeniz kıyısı ve köyleri, doğuda Kartepe'nin dağ ve göl çevresi ise bambaşka bir yaşam sunar. On iki ilçenin her biri farklı bir güvenlik ihtiyacı doğurur.",
  securityNeeds:
    "Tek bir ilde hem kimya tesisi hem yazlık site hem de köy evi bulunduğunda, herkese aynı paketi öneren bir firma yetersiz kalır. Sanayide yangın algılama ve çevre güvenliği, kıyı yerleşimlerinde mevsimlik boş kalan konutlar, şehir merkezlerinde mağaza ve ofisler öne çıkar. Kocaeli genelinde çalışan bir ekip bu farkları bilerek proje çizmelidir.",
  sites: [
    "organize sanayi bölgelerindeki fabrikalar ve lojistik depolar",
    "körfez kıyısındaki liman ve sanayi tesislerinin idari binaları",
    "yeni konut siteleri, rezidanslar ve apartmanlar",
    "okullar, yurtlar ve sağlık kuruluşları",
    "mağazalar, ofisler ve alışveriş caddeleri",
  ],
  areas: [
    "Gebze–Dilovası–Çayırova sanayi kuşağı",
    "İzmit merkez ve Kartepe",
    "Körfez–Derince liman hattı",
    "Gölcük–Başiskele–Karamürsel güney sahili",
    "Kandıra ve Karadeniz kıyısındaki köyler",
  ],
  responseTime: "İzmit çevresinde 15–30 dakika, batı ve kuzey ilçelerinde 45–75 dakika",
  solutions: [],
  faq: [
    {
      question: "Kocaeli'nin hangi ilçelerine hizmet veriyorsunuz?",
      answer:
        "İzmit'teki merkezimizden on iki ilçenin tamamına keşif, kurulum ve servis hizmeti veriyoruz. Gebze, Çayırova ve Darıca gibi batı ilçelerine planlı ziyaretlerle, Kandıra ve Karamürsel'e randevulu olarak gidiyoruz.",
    },
    {
      question: "Birden fazla ilçedeki şubelerimizi tek merkezden izleyebilir miyiz?",
      answer:
        "Evet. Farklı ilçelerdeki kayıt cihazlarını ve alarm panellerini tek bir izleme yazılımında topluyor, yetkileri şube bazında ayırıyoruz. Bakım ziyaretlerini de ilçelere göre tek takvimde planlıyoruz.",
    },
    {
      question: "İl genelindeki projelerde keşif ücretli mi?",
      answer:
        "Kocaeli sınırları içindeki keşifler ücretsizdir. Keşif sonunda cihaz listesi, kablolama güzergâhı ve iş takvimini içeren yazılı bir teklif hazırlıyoruz.",
    },
  ],
  project: {
    title: "Üç ilçede şubesi olan bir perakende zinciri",
    text: "Gebze, İzmit ve Gölcük'te mağazası olan bir perakendeci için her şubeye IP kamera ve hırsız alarmı kurduk, kayıtları merkezdeki tek bir yönetim ekranında birleştirdik. Şube müdürleri yalnızca kendi mağazalarını, yönetim ise hepsini görebiliyor.",
  },
  hasSystemsPage: false,
};

export const DISTRICTS: readonly District[] = [
  {
    slug: "basiskele",
    name: "Başiskele",
    locative: "Başiskele'de",
    genitive: "Başiskele'nin",
    character:
      "Başiskele, İzmit Körfezi'nin güney kıyısında, 2008'de ilçe olan genç bir yerleşimdir. Sahil şeridinde yeni konut siteleri ve müstakil evler hızla çoğalırken iç kesimde Yuvacık Barajı çevresi, ormanlık yamaçlar ve bahçeli köy yerleşimleri bulunur. Nüfusun önemli bölümü İzmit'te çalışıp Başiskele'de oturur; bu yüzden gündüz saatlerinde boş kalan konut sayısı yüksektir.",
    securityNeeds:
      "Gündüz boş kalan müstakil evler, bahçe duvarı alçak villalar ve orman kenarındaki yapılar hırsızlık açısından daha fazla risk taşır. Geniş arazilerde kablosuz alarm ve gece görüşlü dış mekân kameraları, site girişlerinde plaka tanıma ve bariyer kontrolü öne çıkar.",
    sites: [
      "müstakil evler ve villalar",
      "yeni konut siteleri",
      "Yuvacık çevresindeki bahçeli yapılar",
      "mahalle okulları",
      "sahil yolundaki kafe ve restoranlar",
    ],
    areas: ["Yuvacık", "Bahçecik", "Kullar", "Seymen", "Yeniköy"],
    responseTime: "20–30 dakika",
    solutions: [],
    faq: [
      {
        question: "Yuvacık'taki bahçeli evimize kablo çekmeden alarm kurabilir misiniz?",
        answer:
          "Evet. Kablosuz dedektörler ve pilli dış mekân sirenleriyle duvar kırmadan kurulum yapıyoruz. Bahçe kapısı ve garaj için manyetik kontaklar ekliyor, alarmı telefonunuza bildirim gönderecek şekilde ayarlıyoruz.",
      },
      {
        question: "Site yönetimimiz için plaka tanıma sistemi öneriyor musunuz?",
        answer:
          "Başiskele'deki yeni sitelerde giriş çıkışın çoğu araçla olduğu için plaka tanıma kamerasını bariyerle birlikte öneriyoruz. Site sakinlerinin araçları listeye eklenir, misafirler güvenlik kulübesinden onaylanır.",
      },
      {
        question: "Orman kenarındaki evlerde kameralar geceyi ne kadar net görür?",
        answer:
          "Sokak aydınlatması zayıf bölgeler için kızılötesi menzili 40 metre ve üzerindeki kameraları ya da renkli gece görüşlü modelleri seçiyoruz. Keşifte ışık ölçümü yaparak doğru modeli belirliyoruz.",
      },
    ],
    project: {
      title: "Körfez manzaralı villa sitesinde çevre güvenliği",
      text: "Yirmi villalık bir sitede çevre duvarı boyunca gece görüşlü kameralar, girişte plaka tanıma ve bariyer, her villada kablosuz alarm kurduk. Güvenlik kulübesindeki ekran, alarm veren villanın kamerasını otomatik olarak öne getiriyor.",
    },
    hasSystemsPage: false,
  },
  {
    slug: "cayirova",
    name: "Çayırova",
    locative: "Çayırova'da",
    genitive: "Çayırova'nın",
    character:
      "Çayırova, İstanbul sınırına komşu, TEM otoyolu ve D-100 arasında kalan bir sanayi ve lojistik ilçesidir. Şekerpınar çevresinde büyük lojistik depolar, dağıtım merkezleri ve otomotiv yan sanayisi yoğunlaşır. Son yıllarda Akse ve İnönü tarafında yükselen konut projeleriyle nüfusu hızla artmış, fabrika ile apartmanın yan yana olduğu bir doku oluşmuştur.",
    securityNeeds:
      "Gece gündüz kamyon trafiği olan depo alanlarında yükleme rampaları, tır parkları ve uzun çevre çitleri izlenmelidir. Vardiyalı çalışan tesislerde personel girişlerinin kayıt altına alınması, hızla büyüyen konut sitelerinde ise otopark ve giriş güvenliği ön plana çıkar.",
    sites: [
      "lojistik depolar ve dağıtım merkezleri",
      "otomotiv yan sanayi fabrikaları",
      "yeni konut siteleri",
      "akaryakıt istasyonları ve tır parkları",
      "okullar",
    ],
    areas: ["Şekerpınar", "Akse", "İnönü", "Atatürk", "Emek"],
    responseTime: "50–65 dakika",
    solutions: [
      {
        title: "Depo ve rampa izleme",
        text: "Yükleme rampalarını ve tır parkını kapsayan yüksek çözünürlüklü IP kameralar; uzun çitler için geniş açılı ve varifokal modeller.",
        category: "cctv-guvenlik-cozumleri",
      },
      {
        title: "Vardiya girişlerinde kartlı geçiş",
        text: "Turnike, kartlı ve yüz tanımalı geçiş terminalleri; vardiya raporlarını insan kaynaklarına aktaran erişim kontrolü.",
        category: "intercom-ve-erisim-kontrol-sistemleri",
      },
      {
        title: "Geniş depolarda kayıt kapasitesi",
        text: "Yüzlerce kanalı haftalarca saklayan NVR ve NAS çözümleri; kapasite için HDD hesaplama aracımızdan yararlanabilirsiniz.",
        category: "depolama-cozumleri",
      },
    ],
    faq: [
      {
        question: "Şekerpınar'daki depomuzda 60 kamerayı kaç gün kaydedebiliriz?",
        answer:
          "H.265 sıkıştırma ve 4 MP çözünürlükte, hareket algılamalı kayıtla 60 kanal için 30 günlük arşiv genellikle birkaç NVR ve RAID'li disklerle sağlanır. Kesin hesabı keşifte kamera başına bit hızını ölçerek yapıyoruz.",
      },
      {
        question: "Vardiya değişiminde turnike yoğunluğunu nasıl çözüyorsunuz?",
        answer:
          "Personel sayısına göre turnike adedini belirliyor, kart ve yüz tanıma terminallerini paralel çalıştırıyoruz. Geçiş kayıtları puantaj programına aktarılabilir.",
      },
      {
        question: "Çayırova'ya acil servis için ne kadar sürede geliyorsunuz?",
        answer:
          "İzmit'ten TEM otoyoluyla genellikle 50–65 dakikada ulaşıyoruz. Bakım sözleşmeli tesislere arıza kaydında öncelik veriyor, birçok sorunu ilk olarak uzaktan bağlanarak çözüyoruz.",
      },
    ],
    project: {
      title: "Lojistik deposunda rampa ve çevre güvenliği",
      text: "Otuz rampalı bir dağıtım deposunda rampaları, tır parkını ve çevre çitini IP kameralarla kapsadık. Kayıtlar RAID'li bir NVR'de 45 gün saklanıyor, güvenlik ekibi olayları araç plakası ve saatle arayabiliyor.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "darica",
    name: "Darıca",
    locative: "Darıca'da",
    genitive: "Darıca'nın",
    character:
      "Darıca, Marmara Denizi kıyısında, Gebze'nin güneyinde yer alan yoğun nüfuslu bir konut ilçesidir. Sahil boyunca uzanan mahalleler, yüksek apartmanlar, çarşı ve pazar alanları ilçenin karakterini belirler. Büyük sanayi tesisi azdır; çalışanların çoğu Gebze ve İstanbul'a gidip gelir. Sahil parkları, yazın dolan sahil yolu ve küçük esnaf dükkânları ilçenin gündelik hayatının merkezindedir.",
    securityNeeds:
      "Sık yapılaşmış apartman bölgelerinde bina girişleri, otoparklar ve asansörler; çarşıda ise vitrinli dükkânlar ve kasa bölümleri öncelikli korunması gereken noktalardır. Sahil tarafında yazın kalabalık, kışın sessiz kalan işletmeler için hem kamera hem alarm bir arada planlanmalıdır.",
    sites: [
      "apartmanlar ve konut siteleri",
      "çarşıdaki dükkânlar ve mağazalar",
      "sahil yolundaki kafe ve restoranlar",
      "okullar ve kurslar",
      "eczaneler ve muayenehaneler",
    ],
    areas: ["Bayramoğlu", "Osmangazi", "Nenehatun", "Bağlarbaşı", "Kazım Karabekir"],
    responseTime: "55–70 dakika",
    solutions: [
      {
        title: "Apartman girişinde görüntülü diafon",
        text: "Daire sayısına uygun görüntülü diafon ve kartlı kapı açma; kapıya gelen ziyaretçiyi telefondan gösteren IP diafon seçenekleri.",
        category: "intercom-ve-erisim-kontrol-sistemleri",
      },
      {
        title: "Dükkânlar için alarm ve kamera birlikte",
        text: "Vitrin ve kasa bölümünü gören kameralar, kapı kontakları ve cam kırılma dedektörleriyle mobil bildirimli hırsız alarmı.",
        category: "hirsiz-alarm-sistemleri",
      },
      {
        title: "Bina otoparkları için gece görüşü",
        text: "Kapalı otoparklarda düşük ışıkta renkli görüntü veren kameralar ve kayıtların telefondan izlenmesi.",
        category: "cctv-guvenlik-cozumleri",
      },
    ],
    faq: [
      {
        question: "Apartmanımızın eski diafonunu görüntülü sistemle değiştirmek için bina kablosu yeterli mi?",
        answer:
          "Darıca'daki eski binaların çoğunda iki telli sistemler kullanılır; bu kablo üzerinden çalışan görüntülü diafonlar sayesinde duvar açmadan yenileme yapılabilir. Keşifte mevcut kabloyu test edip uygun sistemi öneriyoruz.",
      },
      {
        question: "Bayramoğlu'ndaki dükkânım için alarm mı kamera mı önce kurulmalı?",
        answer:
          "Kapalı saatlerde hırsızlığı önleyen alarmdır; kamera ise olayı kaydeder. Küçük dükkânlarda ikisini tek bütçede birleştiren paketler hazırlıyor, alarm tetiklendiğinde kamera görüntüsünü telefonunuza gönderiyoruz.",
      },
      {
        question: "Site yönetimi olarak kamera kayıtlarını kimler izleyebilir?",
        answer:
          "KVKK gereği kayıtlara yalnızca yetkilendirilmiş kişiler erişmelidir. Yönetici ve güvenlik görevlisi için ayrı kullanıcılar açıyor, ortak alanlara kamera uyarı levhaları asmanızı öneriyoruz.",
      },
    ],
    project: {
      title: "Altı bloklu apartman sitesinde diafon yenilemesi",
      text: "Eski sesli diafonları bina kablosu korunarak görüntülü sistemle değiştirdik; blok girişlerine kartlı geçiş ve otoparka gece görüşlü kameralar ekledik. Sakinler kapıya geleni cep telefonlarından görebiliyor.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "derince",
    name: "Derince",
    locative: "Derince'de",
    genitive: "Derince'nin",
    character:
      "Derince, İzmit'in hemen batısında, körfezin kuzey kıyısında yer alır. İlçe adını taşıyan liman, tahıl siloları ve limana bağlı taşımacılık faaliyetleriyle tanınır. Kıyı şeridinde liman ve depolama alanları, yamaçlarda ise Çenedağ ve Yenikent gibi hızla büyüyen konut bölgeleri bulunur. İzmit'e yakınlığı nedeniyle hem sanayi hem konut tarafında yoğun bir gelişme yaşanır.",
    securityNeeds:
      "Liman çevresindeki depolarda ve nakliye firmalarında araç giriş çıkışlarının kaydı, yamaçlardaki yeni sitelerde ise bina ve otopark güvenliği öne çıkar. Rüzgâra ve nemli deniz havasına açık noktalarda dayanıklı dış mekân cihazları seçmek gerekir.",
    sites: [
      "nakliye ve depolama firmaları",
      "liman çevresindeki ofisler",
      "yeni konut siteleri",
      "okullar ve yurtlar",
      "mahalle marketleri",
    ],
    areas: ["Çenedağ", "Yenikent", "Sırrıpaşa", "Dumlupınar", "Çınarlı"],
    responseTime: "15–25 dakika",
    solutions: [
      {
        title: "Araç giriş çıkışlarında plaka okuma",
        text: "Nakliye firmaları ve depo sahaları için plaka tanıma kameraları ve bariyer entegrasyonu; giriş saatleriyle aranabilir kayıtlar.",
        category: "cctv-guvenlik-cozumleri",
      },
      {
        title: "Nemli kıyı havasına dayanıklı donanım",
        text: "IP67 koruma sınıflı kameralar, paslanmaz bağlantı aparatları ve dış mekân rack kabinleriyle uzun ömürlü kurulum.",
        category: "fiber-ve-alt-yapi-cozumleri",
      },
      {
        title: "Site ve yurtlarda yangın algılama",
        text: "Yurt ve çok katlı binalarda adreslenebilir yangın paneli, duman dedektörleri ve anons sistemiyle entegre tahliye.",
        category: "yangin-algilama-ve-ihbar-sistemleri",
      },
    ],
    faq: [
      {
        question: "Liman yakınındaki deniz havası kameralara zarar verir mi?",
        answer:
          "Tuzlu ve nemli hava standart bağlantı parçalarını paslandırabilir. Derince kıyısında IP67 sınıflı kameralar ve paslanmaz aparatlar kullanıyor, yılda bir bakımda konnektörleri kontrol ediyoruz.",
      },
      {
        question: "Nakliye sahamızda plakaları gece de okuyabilir misiniz?",
        answer:
          "Kızılötesi aydınlatmalı plaka tanıma kameraları gece de okur. Doğru açı ve mesafe için kamerayı araç şeridine göre konumlandırıyor, okunan plakaları giriş çıkış saatiyle kaydediyoruz.",
      },
      {
        question: "Çenedağ'daki sitemize ne kadar sürede servis verirsiniz?",
        answer:
          "Derince merkezimize çok yakın olduğu için arızalara genellikle 15–25 dakikada ulaşıyoruz. Bakım sözleşmeli sitelerde aynı gün müdahale ediyoruz.",
      },
    ],
    project: {
      title: "Nakliye firmasının açık sahasında plaka tanıma",
      text: "Kırk araçlık bir nakliye sahasında giriş ve çıkışa plaka tanıma kameraları, sahaya kızılötesi kameralar kurduk. Sistem bilinmeyen bir araç girdiğinde sorumluya bildirim gönderiyor.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "dilovasi",
    name: "Dilovası",
    locative: "Dilovası'nda",
    genitive: "Dilovası'nın",
    character:
      "Dilovası, Gebze ile Körfez arasında, ağır sanayinin yoğunlaştığı küçük bir ilçedir. Dilovası Organize Sanayi Bölgesi'nde kimya, metal, boya ve plastik gibi sektörlerin fabrikaları bulunur; körfez kıyısında sanayi iskeleleri yer alır. Konut alanları ilçe merkezinde ve sanayi bölgesine yakın mahallelerde toplanmıştır. Sanayinin ağırlığı, güvenliği burada çoğunlukla bir iş güvenliği konusu hâline getirir.",
    securityNeeds:
      "Kimya ve metal tesislerinde yangının erken algılanması hayati önem taşır; depolama alanlarında alev ve ısı dedektörleri, üretim hatlarında anons ve tahliye sistemleri gerekir. Geniş fabrika sahalarında çevre güvenliği ve vardiyalı personel geçişi de ayrıca planlanmalıdır.",
    sites: [
      "kimya, metal ve plastik fabrikaları",
      "hammadde ve ürün depoları",
      "fabrika idari binaları",
      "sanayi sitesindeki atölyeler",
      "ilçe merkezindeki konutlar",
    ],
    areas: ["Dilovası OSB", "Tavşancıl", "Diliskelesi", "Çerkeşli", "Köseler"],
    responseTime: "45–55 dakika",
    solutions: [
      {
        title: "Üretim alanlarında adreslenebilir yangın algılama",
        text: "Adreslenebilir paneller, ısı ve alev dedektörleri, patlama riskli bölgeler için uygun sınıf cihazlar ve yönetmeliğe uygun projelendirme.",
        category: "yangin-algilama-ve-ihbar-sistemleri",
      },
      {
        title: "Tahliye için anons ve acil ses",
        text: "Üretim hattının gürültüsünü aşan hoparlörler ve yangın paneline bağlı otomatik tahliye anonsu.",
        category: "ses-sistemleri",
      },
      {
        title: "Kesintisiz güç",
        text: "Kamera, yangın ve geçiş sistemlerini elektrik kesintisinde ayakta tutan UPS ve akü çözümleri.",
        category: "guc-kaynaklari",
      },
    ],
    faq: [
      {
        question: "Kimya depomuzda duman dedektörü yerine hangi dedektör kullanılmalı?",
        answer:
          "Buhar ve tozun olduğu depolarda duman dedektörleri yanlış alarm verebilir. Depolanan malzemeye göre ısı, alev ya da hava örneklemeli dedektörleri öneriyor, riskli bölgeler için uygun sertifikalı cihaz seçiyoruz.",
      },
      {
        question: "Yangın paneli anons sistemiyle birlikte çalışabilir mi?",
        answer:
          "Evet. Panel alarm verdiğinde ilgili bölgede kayıtlı tahliye anonsu otomatik olarak başlar. Gürültülü üretim alanlarında hoparlör yerleşimini ses ölçümüyle belirliyoruz.",
      },
      {
        question: "Dilovası OSB'deki tesisimize periyodik bakım yapıyor musunuz?",
        answer:
          "Yangın algılama sistemlerinin periyodik test ve bakımını sözleşmeyle yapıyor, her ziyarette dedektör testlerini ve akü ölçümlerini raporluyoruz.",
      },
    ],
    project: {
      title: "Boya üretim tesisinde yangın algılama ve tahliye anonsu",
      text: "Bir boya üretim tesisinin hammadde deposunda alev dedektörleri, üretim hattında ısı dedektörleri kurduk; yangın panelini anons sistemine bağladık. Tatbikatta tahliye anonsu tüm bölgelerde 10 saniye içinde başladı.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "gebze",
    name: "Gebze",
    locative: "Gebze'de",
    genitive: "Gebze'nin",
    character:
      "Gebze, Kocaeli'nin en kalabalık ilçelerinden biri ve Türkiye'nin önde gelen sanayi merkezlerindendir. Çok sayıda organize sanayi bölgesi, teknoloji geliştirme bölgeleri, üniversiteler ve araştırma kurumları ilçede bir aradadır. Eskihisar'da deniz kıyısı, Mollafenari ve Tavşanlı tarafında kırsala yakın alanlar, merkezde ise yoğun konut ve ticaret bölgeleri bulunur.",
    securityNeeds:
      "Sanayi tesislerinde üretim alanları, Ar-Ge birimlerinde gizli bilgiye erişim, merkezdeki AVM ve mağazalarda ise kalabalık yönetimi farklı çözümler gerektirir. Teknoloji şirketlerinde kimin hangi odaya girdiğinin kaydı, fabrikalarda ise çevre güvenliği ve yangın algılama öne çıkar.",
    sites: [
      "organize sanayi bölgelerindeki fabrikalar",
      "teknoloji ve Ar-Ge şirketleri",
      "alışveriş merkezleri ve mağazalar",
      "konut siteleri ve rezidanslar",
      "özel okullar ve kolejler",
    ],
    areas: ["Beylikbağı", "Osman Yılmaz", "Sultan Orhan", "Güzeller", "Mollafenari", "Eskihisar"],
    responseTime: "45–60 dakika",
    solutions: [
      {
        title: "Ar-Ge alanlarında yetkili oda girişi",
        text: "Laboratuvar ve sunucu odaları için kartlı ve biyometrik geçiş, giriş kayıtlarının raporlanması.",
        category: "intercom-ve-erisim-kontrol-sistemleri",
      },
      {
        title: "Fabrika ağları için yönetilebilir switch",
        text: "Yüzlerce kamerayı ve üretim ağını ayıran VLAN destekli PoE switch ve güvenlik duvarı çözümleri.",
        category: "network-urun-gruplari",
      },
      {
        title: "Mağaza ve AVM'lerde kamera",
        text: "Kasa, giriş ve depo bölümleri için yüksek çözünürlüklü dome kameralar ve merkezden izleme.",
        category: "cctv-guvenlik-cozumleri",
      },
    ],
    faq: [
      {
        question: "Teknoloji geliştirme bölgesindeki ofisimizde sunucu odasına girişi nasıl sınırlarız?",
        answer:
          "Sunucu odasına kart ve parmak izi gibi iki aşamalı doğrulama, kapıya zorlama kontağı ve odayı gören bir kamera öneriyoruz. Her giriş kim ve ne zaman bilgisiyle raporlanır.",
      },
      {
        question: "Gebze'deki fabrikamızda kamera ağı üretim ağını yavaşlatır mı?",
        answer:
          "Kameraları ayrı bir VLAN'a ve gerekirse ayrı switch'lere alarak üretim ağını etkilemesini önlüyoruz. Bant genişliğini keşifte kamera sayısına göre hesaplıyoruz.",
      },
      {
        question: "Gebze'ye İzmit'ten mi geliyorsunuz?",
        answer:
          "Evet, ekibimiz İzmit'ten çıkar ve TEM otoyoluyla genellikle 45–60 dakikada Gebze'ye ulaşır. Büyük projelerde kurulum süresince ekip sahada kalır.",
      },
    ],
    project: {
      title: "Ar-Ge ofisinde katmanlı erişim kontrolü",
      text: "Bir teknoloji şirketinin iki katlı ofisinde lobi, çalışma alanı ve laboratuvar için üç ayrı yetki seviyesi tanımladık. Laboratuvar kapısı kart ve parmak iziyle açılıyor, tüm geçişler aylık raporlanıyor.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "golcuk",
    name: "Gölcük",
    locative: "Gölcük'te",
    genitive: "Gölcük'ün",
    character:
      "Gölcük, İzmit Körfezi'nin güney kıyısında, tersanesi ve otomotiv sanayisiyle bilinen bir ilçedir. 1999 depreminden büyük ölçüde etkilenen ilçe, sonrasında yenilenen konut alanlarıyla yeniden büyümüştür. Değirmendere ve Halıdere gibi sahil mahalleleri, yan sanayi atölyeleri ve tersaneye bağlı küçük işletmeler ilçenin dokusunu oluşturur.",
    securityNeeds:
      "Otomotiv yan sanayisine hizmet veren atölyelerde değerli ekipman ve stok korunmalıdır. Deprem sonrası yapılmış sitelerde ortak alanların izlenmesi, sahil mahallelerindeki dükkânlarda ise alarm ve kamera birlikteliği öne çıkar. Elektrik kesintisine karşı yedekli güç de planlanmalıdır.",
    sites: ["yan sanayi atölyeleri ve küçük fabrikalar", "konut siteleri", "sahil mahallelerindeki dükkânlar", "okullar", "depolar"],
    areas: ["Değirmendere", "Halıdere", "İhsaniye", "Ulaşlı", "Gölcük merkez"],
    responseTime: "30–40 dakika",
    solutions: [
      {
        title: "Atölyeler için alarm ve kamera",
        text: "Mesai dışında mobil bildirim gönderen hırsız alarmı, tezgâh ve stok alanını gören kameralar.",
        category: "hirsiz-alarm-sistemleri",
      },
      {
        title: "Kesintide çalışan kayıt",
        text: "Kayıt cihazı ve kameraları elektrik kesintisinde çalıştıran UPS ve PoE beslemeli altyapı.",
        category: "guc-kaynaklari",
      },
      {
        title: "Site ortak alanlarında IP kamera",
        text: "Bloklar, oyun alanı ve otopark için IP kamera ve yönetici için mobil izleme.",
        category: "cctv-guvenlik-cozumleri",
      },
    ],
    faq: [
      {
        question: "Atölyemizde elektrik kesilince kamera kaydı durur mu?",
        answer:
          "UPS ile kayıt cihazı, switch ve kameralar kesinti boyunca çalışmaya devam eder. Atölyenin tüketimine göre 30 dakika ile birkaç saat arasında yedekleme süresi sağlıyoruz.",
      },
      {
        question: "Değirmendere'deki dükkânım için aylık izleme ücreti ödemem gerekir mi?",
        answer:
          "Zorunlu değil. Alarmı doğrudan telefonunuza bildirim gönderecek şekilde kurabiliriz; isterseniz bir alarm izleme merkezine de bağlayabiliriz.",
      },
      {
        question: "Gölcük'e keşfe ne zaman gelebilirsiniz?",
        answer: "İzmit'ten sahil yoluyla 30–40 dakikada ulaşıyoruz; keşif randevularını genellikle aynı hafta içinde veriyoruz.",
      },
    ],
    project: {
      title: "Yan sanayi atölyesinde alarm, kamera ve UPS",
      text: "CNC tezgâhlarının bulunduğu bir atölyede kapı ve pencerelere alarm kontakları, üretim alanına dört IP kamera ve kesintiye karşı UPS kurduk. Alarm tetiklendiğinde sahibine kamera görüntüsüyle bildirim gidiyor.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "izmit",
    name: "İzmit",
    locative: "İzmit'te",
    genitive: "İzmit'in",
    character:
      "İzmit, Kocaeli'nin merkez ilçesi ve valilik, belediye, üniversite ile hastanelerin toplandığı idari merkezdir. Körfezin doğu ucunda kurulan kentte sahil parkları, tarihi çarşı, yoğun ticaret caddeleri ve Umuttepe'deki üniversite kampüsü yer alır. Merkezde eski apartmanlar ile yeni rezidanslar iç içedir; Alikahya ve Kuruçeşme gibi bölgelerde yeni konut alanları gelişmektedir. Şirketimizin merkezi de buradadır.",
    securityNeeds:
      "Yoğun ticaret bölgelerinde mağaza ve ofisler, eski binalarda yenilenmesi gereken diafon ve kamera sistemleri, okullar ve yurtlarda ise yangın algılama öne çıkar. Merkeze yakınlık sayesinde arızalara en hızlı burada ulaşılır; bu da bakım sözleşmelerini İzmit'te özellikle avantajlı kılar.",
    sites: [
      "mağazalar, ofisler ve plazalar",
      "eski apartmanlar ve yeni rezidanslar",
      "okullar, dershaneler ve yurtlar",
      "muayenehaneler ve klinikler",
      "kamu binalarına hizmet veren yükleniciler",
    ],
    areas: ["Yahya Kaptan", "Kuruçeşme", "Alikahya", "Yenidoğan", "Gültepe", "Umuttepe"],
    responseTime: "15–30 dakika",
    solutions: [
      {
        title: "Ofis ve plazalarda IP santral",
        text: "Dahili hatları bilgisayar ve cep telefonuna taşıyan IP santraller ve masaüstü IP telefonlar.",
        category: "haberlesme-ve-iletisim-cozumleri",
      },
      {
        title: "Eski binalarda kablosuz ağ ve kamera",
        text: "Kablo çekmenin zor olduğu binalarda access point ve kablosuz köprülerle kamera bağlantısı.",
        category: "network-urun-gruplari",
      },
      {
        title: "Yurt ve okullarda yangın ihbar",
        text: "Yatakhaneler ve koridorlar için adreslenebilir duman dedektörleri, ihbar butonları ve sirenler.",
        category: "yangin-algilama-ve-ihbar-sistemleri",
      },
    ],
    faq: [
      {
        question: "Yahya Kaptan'daki ofisimiz için IP santral mi analog santral mi uygun?",
        answer:
          "On kişiden fazla çalışanı ya da sahada personeli olan ofislerde IP santral daha esnektir; dahili numaralar cep telefonunda da çalışır. Mevcut analog hatlarınızı da IP santrale bağlayabiliyoruz.",
      },
      {
        question: "Merkezdeki eski apartmanda kamera kablosunu nasıl geçiriyorsunuz?",
        answer:
          "Mümkünse mevcut boru ve şaftları kullanıyor, olmadığında estetik kablo kanalı ya da kablosuz köprü uyguluyoruz. Keşifte yönetimle birlikte güzergâhı belirliyoruz.",
      },
      {
        question: "İzmit'te arıza olduğunda ne kadar sürede geliyorsunuz?",
        answer:
          "Merkezimiz İzmit'te olduğu için arızalara genellikle 15–30 dakikada ulaşıyoruz. Bakım sözleşmeli müşterilerimize aynı gün servis veriyoruz.",
      },
    ],
    project: {
      title: "Eski bir iş hanında kamera ve santral yenilemesi",
      text: "Çarşıdaki beş katlı bir iş hanında eski analog kameraları IP kameralarla, sesli diafonu görüntülü sistemle değiştirdik; kiracılar için IP santral kurduk. Kablolar mevcut şafttan geçirildi, duvar kırılmadı.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "kandira",
    name: "Kandıra",
    locative: "Kandıra'da",
    genitive: "Kandıra'nın",
    character:
      "Kandıra, Kocaeli'nin kuzeyinde Karadeniz'e kıyısı olan, en geniş yüzölçümlü ve en kırsal ilçesidir. Tarım, hayvancılık ve ormancılık öne çıkar; Kefken, Kerpe ve Cebeci gibi kıyı yerleşimleri yazın yazlıkçılarla dolar, kışın sessizleşir. İlçe merkezi küçük bir çarşı etrafında toplanırken köyler geniş bir alana dağılmıştır.",
    securityNeeds:
      "Kışın boş kalan yazlıklar, dağınık köylerdeki çiftlikler ve ahırlar, mobil şebekenin zayıf olduğu noktalar Kandıra'ya özgü zorluklardır. Bu yüzden uzun menzilli kablosuz bağlantı, güneş enerjili kameralar ve şebeke kesintisinde de haber veren alarm sistemleri gerekir.",
    sites: [
      "yazlık evler ve tatil siteleri",
      "çiftlikler, ahırlar ve seralar",
      "köy okulları",
      "pansiyon ve küçük oteller",
      "ilçe merkezindeki dükkânlar",
    ],
    areas: ["Kandıra merkez", "Kefken", "Kerpe", "Cebeci", "Akçaova"],
    responseTime: "45–60 dakika",
    solutions: [
      {
        title: "Elektriği olmayan noktalara güneş enerjili kamera",
        text: "Güneş paneli ve aküyle çalışan, 4G üzerinden görüntü gönderen kameralar; bağ, bahçe ve ahırlar için.",
        category: "cctv-guvenlik-cozumleri",
      },
      {
        title: "Boş yazlıklar için uzaktan haber veren alarm",
        text: "Kış boyunca boş kalan evlerde kapı ve pencere kontakları, titreşim dedektörleri ve GSM üzerinden bildirim.",
        category: "hirsiz-alarm-sistemleri",
      },
      {
        title: "Uzak binalar arasında kablosuz köprü",
        text: "Ahır, depo ve ana ev arasında yüzlerce metreyi kablo çekmeden bağlayan noktadan noktaya kablosuz bağlantı.",
        category: "network-urun-gruplari",
      },
    ],
    faq: [
      {
        question: "Kefken'deki yazlığımızı kışın uzaktan nasıl izleyebiliriz?",
        answer:
          "Evde internet yoksa 4G modemli kamera ve GSM bildirimli alarm kuruyoruz. Kapı açıldığında ya da cam kırıldığında telefonunuza anında bildirim gelir, kamerayı uzaktan açıp bakabilirsiniz.",
      },
      {
        question: "Elektriği olmayan bahçemize kamera kurulabilir mi?",
        answer:
          "Güneş paneli ve akülü kameralar elektrik hattı olmadan çalışır. Kandıra'nın kış güneşine göre panel ve akü kapasitesini büyük seçiyoruz.",
      },
      {
        question: "Kandıra'nın köylerine servis veriyor musunuz?",
        answer:
          "Evet. İzmit'ten ilçe merkezine yaklaşık 45–60 dakikada ulaşıyoruz; uzak köylerdeki işleri randevuyla aynı güne topluyoruz.",
      },
    ],
    project: {
      title: "Süt çiftliğinde güneş enerjili kamera ve kablosuz köprü",
      text: "Ana evden 400 metre uzaktaki ahırları noktadan noktaya kablosuz köprüyle bağladık, ahır girişlerine gece görüşlü kameralar ve elektriği olmayan otlak kapısına güneş enerjili bir kamera kurduk.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "karamursel",
    name: "Karamürsel",
    locative: "Karamürsel'de",
    genitive: "Karamürsel'in",
    character:
      "Karamürsel, İzmit Körfezi'nin güneybatı ucunda, Yalova sınırına komşu sakin bir sahil ilçesidir. Sahil boyunca yazlık siteler ve küçük bir liman, iç kesimde zeytinlik, meyve bahçeleri ve köyler bulunur. Sanayi sınırlıdır; nüfus yazın yazlıkçılarla artar. Körfez geçişini kolaylaştıran otoyol bağlantısıyla İstanbul'dan gelen ikinci konut talebi de artmıştır.",
    securityNeeds:
      "Mevsimlik kullanılan yazlık sitelerde uzun süre boş kalan konutlar, bahçelerde ve zeytinliklerde tarım ekipmanı, sahildeki küçük işletmelerde ise kış aylarındaki sessizlik güvenlik planını belirler. Site yönetimleri için merkezi kamera ve bekçi turu takibi de sık istenir.",
    sites: ["yazlık siteler", "zeytinlik ve meyve bahçeleri", "sahildeki restoran ve kafeler", "okullar", "köy evleri"],
    areas: ["Karamürsel merkez", "Ereğli", "Yalakdere", "Kızderbent", "Sahil şeridindeki yazlık siteler"],
    responseTime: "40–55 dakika",
    solutions: [
      {
        title: "Yazlık siteler için merkezi kamera",
        text: "Site girişi, sahil ve ortak alanlar için IP kameralar; yönetimin ve bekçinin telefondan izleyebildiği kayıt sistemi.",
        category: "cctv-guvenlik-cozumleri",
      },
      {
        title: "Kışın boş evlerde alarm",
        text: "Kapı, pencere ve hareket dedektörlü alarm; ev sahibine ve site güvenliğine aynı anda bildirim.",
        category: "hirsiz-alarm-sistemleri",
      },
      {
        title: "Site duyuruları için anons",
        text: "Sahil ve havuz alanında duyuru yapılabilen hoparlör ve anons sistemi.",
        category: "ses-sistemleri",
      },
    ],
    faq: [
      {
        question: "Yazlık sitemizde kışın bekçi var; kamera yine de gerekli mi?",
        answer:
          "Bekçi geniş bir sitenin her noktasını aynı anda göremez. Kameralar ortak alanları sürekli izler, hareket olduğunda bekçinin telefonuna bildirim gönderir ve olayı kayda alır.",
      },
      {
        question: "Ereğli'deki evimizde alarm sadece bize mi haber verir?",
        answer:
          "İsterseniz size, site güvenliğine ve bir komşunuza aynı anda bildirim gidecek şekilde ayarlıyoruz. Alarm izleme merkezine bağlantı da seçenek olarak sunulur.",
      },
      {
        question: "Karamürsel'e hangi günlerde servis veriyorsunuz?",
        answer:
          "Haftanın her iş günü gelebiliyoruz; İzmit'ten yaklaşık 40–55 dakika sürer. Acil arızalar için 7/24 hattımızı arayabilirsiniz.",
      },
    ],
    project: {
      title: "Kırk konutlu yazlık sitede kamera ve alarm",
      text: "Sahildeki bir yazlık sitede girişe ve sahil yoluna IP kameralar kurduk, kış aylarında boş kalan konutlara kablosuz alarm ekledik. Alarm hem ev sahibine hem site bekçisine bildirim gönderiyor.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "kartepe",
    name: "Kartepe",
    locative: "Kartepe'de",
    genitive: "Kartepe'nin",
    character:
      "Kartepe, İzmit'in doğusunda, Samanlı Dağları'nın eteklerinden Sapanca Gölü kıyısına uzanan bir ilçedir. Kayak merkezi, Maşukiye'nin dere kenarındaki restoranları ve göl çevresindeki bungalovlar turizmi canlı tutar. Köseköy çevresinde sanayi tesisleri bulunurken Uzuntarla ve Arslanbey tarafında villa ve müstakil ev yapılaşması hızla artmaktadır.",
    securityNeeds:
      "Hafta sonu dolan, hafta içi boş kalan bungalov ve villalar, kışın kar ve soğuğa maruz kalan dış mekân cihazları, turistik işletmelerde kasa ve otopark güvenliği Kartepe'nin başlıca ihtiyaçlarıdır. Yükseklerde sıcaklık sıfırın altına düştüğü için cihazların çalışma sıcaklığına dikkat edilmelidir.",
    sites: ["villa ve müstakil evler", "bungalov ve butik oteller", "restoran ve kafeler", "Köseköy'deki sanayi tesisleri", "okullar"],
    areas: ["Köseköy", "Maşukiye", "Uzuntarla", "Arslanbey", "Suadiye"],
    responseTime: "20–30 dakika",
    solutions: [
      {
        title: "Soğuğa dayanıklı dış mekân kameraları",
        text: "Eksi 30 dereceye kadar çalışan, ısıtıcılı ve geniş dinamik aralıklı kameralar; karlı ve sisli havada net görüntü.",
        category: "cctv-guvenlik-cozumleri",
      },
      {
        title: "Bungalov ve villalarda akıllı alarm",
        text: "Misafir giriş çıkışına göre telefondan kurulup kapatılan, kapı ve pencere kontaklı kablosuz alarm.",
        category: "hirsiz-alarm-sistemleri",
      },
      {
        title: "Turistik işletmelerde misafir Wi-Fi",
        text: "Otel ve restoranlar için misafir ağını işletme ağından ayıran access point ve güvenlik duvarı.",
        category: "network-urun-gruplari",
      },
    ],
    faq: [
      {
        question: "Kartepe'nin karlı kışında kameralar çalışmaya devam eder mi?",
        answer:
          "Yüksek kesimlerde ısıtıcılı ve düşük sıcaklığa dayanıklı kameralar kullanıyoruz. Kar birikmesini azaltmak için kameraları saçak altına ya da korumalı muhafazalara yerleştiriyoruz.",
      },
      {
        question: "Bungalovlarımızda her misafirden sonra alarm kodunu değiştirebilir miyiz?",
        answer:
          "Evet. Uygulama üzerinden her misafire geçici kullanıcı kodu tanımlayabilir, konaklama bitince silebilirsiniz. Misafirin giriş ve çıkış saatleri de kayda geçer.",
      },
      {
        question: "Maşukiye'deki restoranımıza ne kadar sürede gelirsiniz?",
        answer:
          "İzmit'teki merkezimizden Kartepe'nin çoğu noktasına 20–30 dakikada ulaşıyoruz; yüksek kesimlerde kış koşullarında bu süre uzayabilir.",
      },
    ],
    project: {
      title: "Göl kenarındaki bungalov tesisinde kamera ve alarm",
      text: "Sekiz bungalovlu bir tesiste otoparka ve yürüme yollarına soğuğa dayanıklı kameralar, her bungalova uygulamadan yönetilen kablosuz alarm kurduk. İşletmeci misafir kodlarını telefonundan tanımlıyor.",
    },
    hasSystemsPage: true,
  },
  {
    slug: "korfez",
    name: "Körfez",
    locative: "Körfez'de",
    genitive: "Körfez'in",
    character:
      "Körfez, İzmit Körfezi'nin kuzey kıyısında, rafinerisi, petrokimya tesisleri ve limanlarıyla bilinen bir sanayi ilçesidir. Hereke, tarihî halı dokumacılığıyla tanınır; Yarımca ve Tütünçiftlik kıyı boyunca sanayi ile konutun iç içe geçtiği bölgelerdir. Tepelerde ise yeni konut siteleri ve toplu konut alanları büyümektedir.",
    securityNeeds:
      "Rafineri ve petrokimya çevresindeki tedarikçi firmalarda, nakliye ve depolama işletmelerinde yangın algılama ve sıkı giriş kontrolü öne çıkar. Kıyıdaki eski mahallelerde dükkân ve konut güvenliği, yeni sitelerde ise bina girişleri ve otoparklar için kamera ve diafon gerekir.",
    sites: [
      "sanayi tedarikçileri ve atölyeler",
      "nakliye ve depolama firmaları",
      "toplu konut ve yeni siteler",
      "Hereke'deki dükkânlar ve atölyeler",
      "okullar",
    ],
    areas: ["Yarımca", "Hereke", "Tütünçiftlik", "Kirazlıyalı", "Körfez merkez"],
    responseTime: "25–35 dakika",
    solutions: [
      {
        title: "Tedarikçi tesislerde yangın algılama",
        text: "Depo ve atölyeler için konvansiyonel ya da adreslenebilir yangın panelleri, ısı ve duman dedektörleri.",
        category: "yangin-algilama-ve-ihbar-sistemleri",
      },
      {
        title: "Taşeron ve ziyaretçi girişi",
        text: "Ziyaretçi kartı, turnike ve kayıtlı geçişlerle saha güvenliği; giriş noktasında görüntülü interkom.",
        category: "intercom-ve-erisim-kontrol-sistemleri",
      },
      {
        title: "Toplu konutlarda kamera altyapısı",
        text: "Bloklar arası fiber bağlantı ve merkezi kayıt; geniş sitelerde kesintisiz görüntü aktarımı.",
        category: "fiber-ve-alt-yapi-cozumleri",
      },
    ],
    faq: [
      {
        question: "Sanayi tesislerine taşeron olarak çalışıyoruz; giriş kontrolümüz nasıl olmalı?",
        answer:
          "Ana tesisin kurallarına uyumlu olarak personel ve taşeron çalışanlarına ayrı yetkiler tanımlayan kartlı geçiş öneriyoruz. Ziyaretçiler için geçici kart ve giriş noktasında görüntülü interkom kullanılabilir.",
      },
      {
        question: "Toplu konut sitemizde bloklar arası mesafe uzun; kamera görüntüsü kopar mı?",
        answer:
          "Bakır kablonun 100 metreyi aştığı yerlerde bloklar arasında fiber bağlantı kuruyoruz. Böylece tüm kameralar tek bir kayıt merkezine kayıpsız ulaşır.",
      },
      {
        question: "Hereke'ye servis veriyor musunuz?",
        answer: "Evet, Hereke dahil Körfez'in tüm mahallelerine İzmit'ten genellikle 25–35 dakikada ulaşıyoruz.",
      },
    ],
    project: {
      title: "Toplu konut sitesinde fiber omurgalı kamera sistemi",
      text: "On iki bloklu bir sitede blokları fiber omurgayla bağlayıp 64 IP kamerayı tek kayıt merkezine topladık. Güvenlik kulübesi tüm blokları tek ekrandan izliyor, yönetim kayıtlara telefondan ulaşıyor.",
    },
    hasSystemsPage: true,
  },
];

/** Every companies-page record: Kocaeli first, then the 12 districts. */
export const COMPANIES_PAGE_DISTRICTS: readonly District[] = [KOCAELI, ...DISTRICTS];

export const SYSTEMS_PAGE_SUFFIX = "-guvenlik-sistemleri";
export const COMPANIES_PAGE_SUFFIX = "-guvenlik-sirketleri";

export const systemsPagePath = (district: District) => `/${district.slug}${SYSTEMS_PAGE_SUFFIX}`;
export const companiesPagePath = (district: District) => `/${district.slug}${COMPANIES_PAGE_SUFFIX}`;

/** A district page's title, description, keywords and path, as the seed writes them into its document. */
export type LandingPageMeta = { title: string; description: string; keywords: string; path: string };

export function systemsPageMeta(district: District): LandingPageMeta {
  const lower = district.name.toLocaleLowerCase("tr");
  return {
    title: `${district.name} Güvenlik Sistemleri`,
    description: `${district.locative} kamera, alarm, yangın algılama ve geçiş sistemleri: ${district.areas.slice(0, 2).join(", ")} ve çevresine keşif, kurulum ve 7/24 teknik destek.`,
    keywords: `${lower} güvenlik sistemleri, ${lower} kamera sistemleri, ${lower} alarm sistemleri, ${lower} yangın algılama`,
    path: systemsPagePath(district),
  };
}

export function companiesPageMeta(district: District): LandingPageMeta {
  const lower = district.name.toLocaleLowerCase("tr");
  return {
    title: `${district.name} Güvenlik Şirketleri`,
    description: `${district.locative} güvenlik şirketi seçerken nelere dikkat edilmeli? Müdahale süresi ${district.responseTime.split(",")[0]}, ücretsiz keşif, yazılı teklif ve 7/24 destek.`,
    keywords: `${lower} güvenlik şirketleri, ${lower} güvenlik firması, ${lower} kamera firması, ${lower} alarm firması`,
    path: companiesPagePath(district),
  };
}

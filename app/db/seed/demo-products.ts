import type { DemoProduct } from "./demo-types";

/*
 * Demo catalogue. Category and subcategory values are the slugs of app/domain/catalog-taxonomy.ts,
 * brands are the invented names of demo-brands.ts, and every imageUrl is the product's own
 * placeholder SVG (its kind, shape and key figure, e.g. "4 MP Dome"), produced by
 * scripts/generate-placeholders.mjs from its table of the same names.
 */

const CCTV = "cctv-guvenlik-cozumleri";
const NETWORK = "network-urun-gruplari";
const ALARM = "hirsiz-alarm-sistemleri";
const FIRE = "yangin-algilama-ve-ihbar-sistemleri";
const TELECOM = "haberlesme-ve-iletisim-cozumleri";
const INTERCOM = "intercom-ve-erisim-kontrol-sistemleri";
const STORAGE = "depolama-cozumleri";
const COMPUTER = "bilgisayar-ve-bilesenleri";
const AUDIO = "ses-sistemleri";
const FIBER = "fiber-ve-alt-yapi-cozumleri";
const RACK = "rack-kabinetler";
const POWER = "guc-kaynaklari";

const img = (name: string) => `/images/products/${name}.svg`;

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ── CCTV & Güvenlik Çözümleri › IP Kameralar ──────────────────────────────
  {
    name: "2 MP Bullet IP Kamera, 3,6 mm, IR 30 m",
    description:
      "Giriş seviyesi projeler için Full HD bullet IP kamera. H.265 sıkıştırma sayesinde aynı disk kapasitesinde H.264'e göre daha uzun kayıt süresi sağlar. Metal gövdesi ve IP67 koruma sınıfıyla dış ortam montajına uygundur.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["Full HD çözünürlük", "H.265 / H.264 sıkıştırma", "Gece görüşü 30 m", "PoE ile tek kablo kurulum", "IP67 dış ortam gövde"],
    specifications: {
      "Çözünürlük": "1920 × 1080",
      "Sensör": "1/2,8\" CMOS",
      "Lens": "3,6 mm sabit",
      "IR Mesafesi": "30 m",
      "Koruma Sınıfı": "IP67",
      "Güç": "12 V DC / PoE (802.3af)",
    },
    imageUrl: img("kamera-2mp-bullet"),
  },
  {
    name: "4 MP Dome IP Kamera, 2,8 mm, IR 30 m",
    description:
      "Geniş açılı 2,8 mm lensiyle mağaza, ofis ve koridor gibi iç mekânlar için tasarlanmış 4 MP dome kamera. Darbeye dayanıklı IK10 gövdesi sayesinde erişilebilir yüksekliklerde de güvenle kullanılabilir. Dahili mikrofon ile ses kaydı yapılabilir; ses kaydını yalnızca hukuken gerekli durumlarda açmanız önerilir.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["4 MP yüksek çözünürlük", "Yaklaşık 100° geniş görüş açısı", "IK10 darbe dayanımı", "Dahili mikrofon", "120 dB WDR", "Gece görüşü 30 m"],
    specifications: {
      "Çözünürlük": "2560 × 1440",
      "Sensör": "1/3\" CMOS",
      "Lens": "2,8 mm sabit",
      "IR Mesafesi": "30 m",
      "WDR": "120 dB",
      "Koruma Sınıfı": "IP67 / IK10",
      "Güç": "12 V DC / PoE (802.3af)",
    },
    imageUrl: img("kamera-4mp-dome"),
    isFeatured: true,
  },
  {
    name: "4 MP Bullet IP Kamera, 2,8–12 mm Motorize Lens, IR 50 m",
    description:
      "Motorize varifokal lensi sayesinde görüş alanı kurulumdan sonra web arayüzü veya kayıt cihazı üzerinden ayarlanabilen 4 MP bullet kamera. Otopark, bahçe ve fabrika çevresi gibi geniş alanlarda yakın plan ve genel görünüm arasında esnek seçim yapılmasını sağlar.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["Uzaktan zoom ve odak ayarı", "Gece görüşü 50 m", "Alan ihlali ve hat geçme analizi", "MicroSD kart yuvası", "IP67 dış ortam gövde"],
    specifications: {
      "Çözünürlük": "2560 × 1440",
      "Lens": "2,8–12 mm motorize",
      "IR Mesafesi": "50 m",
      "Video Analiz": "Hat geçme, alan ihlali",
      "Yerel Kayıt": "MicroSD, en fazla 256 GB",
      "Koruma Sınıfı": "IP67",
      "Güç": "12 V DC / PoE (802.3af)",
    },
    imageUrl: img("kamera-4mp-bullet-motorize"),
    isFeatured: true,
  },
  {
    name: "8 MP (4K) Bullet IP Kamera, 4 mm, IR 40 m",
    description:
      "4K çözünürlüğü sayesinde geniş bir alanda kişi ve plaka detaylarını dijital yakınlaştırmada bile okunabilir tutan bullet kamera. Yüksek bit hızı nedeniyle kayıt cihazında disk kapasitesinin buna göre planlanması gerekir.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["4K Ultra HD çözünürlük", "Akıllı H.265+ sıkıştırma", "Gece görüşü 40 m", "İnsan ve araç sınıflandırma", "IP67 dış ortam gövde"],
    specifications: {
      "Çözünürlük": "3840 × 2160",
      "Sensör": "1/2,8\" CMOS",
      "Lens": "4 mm sabit",
      "IR Mesafesi": "40 m",
      "Kare Hızı": "25 fps",
      "Koruma Sınıfı": "IP67",
      "Güç": "12 V DC / PoE (802.3af)",
    },
    imageUrl: img("kamera-8mp-4k-bullet"),
  },
  {
    name: "4 MP Renkli Gece Görüşlü Bullet IP Kamera, 4 mm",
    description:
      "Geniş diyafram açıklığına sahip lensi ve sıcak beyaz LED aydınlatmasıyla gece de renkli görüntü veren bullet kamera. Gece olaylarında araç ve kıyafet renginin ayırt edilmesi gereken site girişleri ve otoparklar için uygundur.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["Gece renkli görüntü", "F1,0 geniş diyafram", "Sıcak beyaz LED 30 m", "Dahili mikrofon", "IP67 dış ortam gövde"],
    specifications: {
      "Çözünürlük": "2560 × 1440",
      "Lens": "4 mm sabit, F1,0",
      "Aydınlatma": "Sıcak beyaz LED, 30 m",
      "Minimum Aydınlatma": "0,0005 lux (renkli)",
      "Koruma Sınıfı": "IP67",
      "Güç": "12 V DC / PoE (802.3af)",
    },
    imageUrl: img("kamera-4mp-renkli-gece"),
  },
  {
    name: "4 MP Balık Gözü IP Kamera, 360° Panoramik",
    description:
      "Tavana monte edildiğinde tek kamerayla bütün odayı 360° görüntüleyen balık gözü kamera. Kayıt cihazı veya istemci yazılımı üzerinden görüntü düzeltme (dewarping) yapılarak panoramik ya da dört bölmeli görünüm elde edilir. Mağaza ve bekleme salonları için uygundur.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["360° tek kamerayla tam görüş", "Görüntü düzeltme (dewarping)", "Gece görüşü 10 m", "Isı haritası çıkarma", "Tavan ve duvar montajı"],
    specifications: {
      "Çözünürlük": "2560 × 2560",
      "Lens": "1,4 mm balık gözü",
      "Görüş Açısı": "360° yatay, 180° dikey",
      "IR Mesafesi": "10 m",
      "Koruma Sınıfı": "IP67 / IK10",
      "Güç": "12 V DC / PoE (802.3af)",
    },
    imageUrl: img("kamera-4mp-balik-gozu"),
  },
  {
    name: "2 MP PTZ Speed Dome IP Kamera, 25× Optik Zoom, IR 100 m",
    description:
      "25× optik zoom ve 360° sürekli yatay dönüş kabiliyetine sahip PTZ kamera. Önceden tanımlanan noktalar arasında devriye gezebilir ve hareket algılandığında hedefi otomatik takip edebilir. Geniş açık alanlar ve fabrika sahaları için tasarlanmıştır.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["25× optik zoom", "360° sürekli dönüş", "Otomatik hedef takibi", "300 ön ayar noktası", "Gece görüşü 100 m", "IP66 dış ortam gövde"],
    specifications: {
      "Çözünürlük": "1920 × 1080",
      "Optik Zoom": "25× (4,8–120 mm)",
      "Dönüş Açısı": "Yatay 360° sürekli, dikey -15°…90°",
      "IR Mesafesi": "100 m",
      "Koruma Sınıfı": "IP66",
      "Güç": "24 V AC / PoE+ (802.3at)",
    },
    imageUrl: img("kamera-2mp-ptz"),
  },
  {
    name: "4 MP Wi-Fi Küp IP Kamera, İki Yönlü Ses",
    description:
      "Ev ve küçük ofisler için masa üstüne veya duvara monte edilebilen kablosuz iç mekân kamerası. Mobil uygulamadan canlı izleme, hareket bildirimi ve iki yönlü konuşma yapılabilir. Kayıtlar microSD karta veya ağdaki NVR'a alınabilir.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["2,4 GHz Wi-Fi bağlantı", "İki yönlü ses", "Hareket ve insan algılama bildirimi", "MicroSD kart yuvası", "Gece görüşü 10 m"],
    specifications: {
      "Çözünürlük": "2560 × 1440",
      "Lens": "2,8 mm sabit",
      "Kablosuz": "Wi-Fi 802.11 b/g/n, 2,4 GHz",
      "IR Mesafesi": "10 m",
      "Yerel Kayıt": "MicroSD, en fazla 256 GB",
      "Güç": "5 V DC, 1 A",
    },
    imageUrl: img("kamera-4mp-wifi-kup"),
  },
  {
    name: "2 MP Dome IP Kamera, 3,6 mm, IR 20 m",
    description:
      "Önceki nesil 2 MP dome kamera. Üretimi sona ermiştir; mevcut kurulumların bakımı için stoktan sınırlı sayıda temin edilebilir. Yeni projelerde 4 MP dome modelleri önerilir.",
    categorySlug: CCTV,
    subcategorySlug: "ip-kameralar",
    brand: "Optivizyon",
    features: ["Full HD çözünürlük", "H.264 sıkıştırma", "Gece görüşü 20 m", "PoE desteği"],
    specifications: {
      "Çözünürlük": "1920 × 1080",
      "Lens": "3,6 mm sabit",
      "IR Mesafesi": "20 m",
      "Sıkıştırma": "H.264",
      "Koruma Sınıfı": "IP66",
      "Güç": "12 V DC / PoE (802.3af)",
    },
    imageUrl: img("kamera-2mp-dome"),
    isActive: false,
  },

  // ── CCTV › DVR/XVR Kayıt Cihazları ───────────────────────────────────────
  {
    name: "4 Kanal 5 MP Lite XVR Kayıt Cihazı, 1 HDD",
    description:
      "HD-TVI, AHD, HDCVI ve analog kameraları aynı cihazda kaydedebilen 4 kanallı hibrit kayıt cihazı. Mevcut koaksiyel kablolamayı koruyarak eski analog sistemlerin yükseltilmesi için ekonomik bir çözümdür. Ek olarak IP kamera kanalı da tanımlanabilir.",
    categorySlug: CCTV,
    subcategorySlug: "dvr-xvr-kayit-cihazlari",
    brand: "Kaydera",
    features: ["Beşli hibrit giriş (TVI/AHD/CVI/CVBS/IP)", "H.265 sıkıştırma", "Mobil uygulamadan izleme", "1 adet SATA disk yuvası", "HDMI ve VGA çıkış"],
    specifications: {
      "Video Girişi": "4 kanal BNC + 2 kanal IP",
      "Kayıt Çözünürlüğü": "5 MP Lite",
      "Disk Yuvası": "1 × SATA, en fazla 10 TB",
      "Video Çıkışı": "1 × HDMI, 1 × VGA",
      "Ağ": "1 × RJ45 10/100 Mbps",
      "Güç": "12 V DC, 2 A",
    },
    imageUrl: img("xvr-4-kanal"),
  },
  {
    name: "8 Kanal 1080p XVR Kayıt Cihazı, 1 HDD",
    description:
      "Sekiz koaksiyel kamerayı 1080p çözünürlükte kaydeden hibrit kayıt cihazı. Koaksiyel kablo üzerinden kamera menüsüne erişim (UTC) sayesinde kamera ayarları kayıt cihazından yapılabilir. Küçük işletmeler ve apartmanlar için uygundur.",
    categorySlug: CCTV,
    subcategorySlug: "dvr-xvr-kayit-cihazlari",
    brand: "Kaydera",
    features: ["8 kanal 1080p kayıt", "Hibrit giriş desteği", "Koaksiyel üzerinden kamera kontrolü", "Hareket algılamalı kayıt", "Mobil bildirim"],
    specifications: {
      "Video Girişi": "8 kanal BNC + 4 kanal IP",
      "Kayıt Çözünürlüğü": "1080p, 12 fps (tüm kanallar)",
      "Disk Yuvası": "1 × SATA, en fazla 10 TB",
      "Ses Girişi": "1 kanal RCA",
      "Video Çıkışı": "1 × HDMI, 1 × VGA",
      "Güç": "12 V DC, 2 A",
    },
    imageUrl: img("xvr-8-kanal"),
  },
  {
    name: "16 Kanal 4K XVR Kayıt Cihazı, 2 HDD",
    description:
      "On altı koaksiyel kamera girişine ek olarak IP kamera kanalları da sunan 4K destekli hibrit kayıt cihazı. İki disk yuvası sayesinde uzun süreli kayıt gereken işletmelerde yeterli kapasite sağlar. Analogdan IP'ye aşamalı geçiş yapan tesisler için uygundur.",
    categorySlug: CCTV,
    subcategorySlug: "dvr-xvr-kayit-cihazlari",
    brand: "Kaydera",
    features: ["4K kamera girişi desteği", "16 analog + 8 IP kanal", "2 adet SATA disk yuvası", "İnsan ve araç filtresi", "4K HDMI çıkış"],
    specifications: {
      "Video Girişi": "16 kanal BNC + 8 kanal IP",
      "Kayıt Çözünürlüğü": "8 MP'ye kadar",
      "Disk Yuvası": "2 × SATA, her biri en fazla 16 TB",
      "Video Çıkışı": "1 × HDMI (4K), 1 × VGA",
      "Ağ": "1 × RJ45 Gigabit",
      "Güç": "12 V DC, 4 A",
    },
    imageUrl: img("xvr-16-kanal"),
  },
  {
    name: "8 Kanal 1080N DVR Kayıt Cihazı",
    description:
      "Önceki nesil analog DVR. Üretimi sona ermiştir; yalnızca mevcut sistemlerin yedek parça ve servis ihtiyacı için listelenmektedir. Yeni kurulumlarda XVR veya NVR modelleri tercih edilmelidir.",
    categorySlug: CCTV,
    subcategorySlug: "dvr-xvr-kayit-cihazlari",
    brand: "Kaydera",
    features: ["8 kanal 1080N kayıt", "H.264 sıkıştırma", "1 adet SATA disk yuvası", "HDMI ve VGA çıkış"],
    specifications: {
      "Video Girişi": "8 kanal BNC",
      "Kayıt Çözünürlüğü": "1080N",
      "Disk Yuvası": "1 × SATA, en fazla 6 TB",
      "Sıkıştırma": "H.264",
      "Güç": "12 V DC, 2 A",
    },
    imageUrl: img("dvr-8-kanal"),
    isActive: false,
  },

  // ── CCTV › NVR/DVR ───────────────────────────────────────────────────────
  {
    name: "4 Kanal Mini NVR, 4 Port PoE, 1 HDD",
    description:
      "Dört IP kamerayı doğrudan üzerindeki PoE portlarından besleyen kompakt ağ kayıt cihazı. Ayrı bir PoE switch gerektirmediği için ev ve küçük dükkân kurulumlarında kablolama sadeleşir.",
    categorySlug: CCTV,
    subcategorySlug: "nvr-dvr",
    brand: "Kaydera",
    features: ["4 adet dahili PoE port", "8 MP'ye kadar kamera desteği", "Tak-çalıştır kamera tanıma", "Mobil uygulamadan izleme", "Kompakt gövde"],
    specifications: {
      "IP Kamera Kanalı": "4",
      "Gelen Bant Genişliği": "40 Mbps",
      "PoE Portları": "4 × 10/100 Mbps, toplam 50 W",
      "Disk Yuvası": "1 × SATA, en fazla 10 TB",
      "Video Çıkışı": "1 × HDMI, 1 × VGA",
      "Güç": "48 V DC",
    },
    imageUrl: img("nvr-4-kanal"),
  },
  {
    name: "8 Kanal 4K NVR, 8 Port PoE, 1 HDD",
    description:
      "Sekiz IP kamerayı dahili PoE portlarından besleyen ve 4K kayıt yapan ağ kayıt cihazı. Kameralara ait insan ve araç algılama olaylarında akıllı arama yapılabilir. Küçük ve orta ölçekli işletmelerin en sık tercih ettiği yapılandırmadır.",
    categorySlug: CCTV,
    subcategorySlug: "nvr-dvr",
    brand: "Kaydera",
    features: ["8 adet dahili PoE port", "4K kayıt ve HDMI çıkış", "Akıllı olay araması", "H.265+ desteği", "ONVIF uyumlu"],
    specifications: {
      "IP Kamera Kanalı": "8",
      "Gelen Bant Genişliği": "80 Mbps",
      "PoE Portları": "8 × 10/100 Mbps, toplam 120 W",
      "Disk Yuvası": "1 × SATA, en fazla 16 TB",
      "Video Çıkışı": "1 × HDMI (4K), 1 × VGA",
      "Ağ": "1 × RJ45 Gigabit",
    },
    imageUrl: img("nvr-8-kanal"),
    isFeatured: true,
  },
  {
    name: "16 Kanal 4K NVR, 2 HDD",
    description:
      "Kameraların harici bir PoE switch üzerinden bağlandığı projeler için 16 kanallı ağ kayıt cihazı. İki disk yuvası ile 30 günü aşan kayıt süreleri planlanabilir. Masaüstü veya 1U rafa montaj seçeneğiyle kabinet içine yerleştirilebilir.",
    categorySlug: CCTV,
    subcategorySlug: "nvr-dvr",
    brand: "Kaydera",
    features: ["16 IP kamera kanalı", "2 adet SATA disk yuvası", "Çift ekran çıkışı", "ONVIF uyumlu", "Rafa montaj kiti"],
    specifications: {
      "IP Kamera Kanalı": "16",
      "Gelen Bant Genişliği": "160 Mbps",
      "Disk Yuvası": "2 × SATA, her biri en fazla 16 TB",
      "Video Çıkışı": "1 × HDMI (4K), 1 × VGA",
      "Ağ": "1 × RJ45 Gigabit",
      "Boyut": "1U, 380 × 290 × 48 mm",
    },
    imageUrl: img("nvr-16-kanal"),
  },
  {
    name: "32 Kanal 12 MP NVR, 4 HDD, RAID",
    description:
      "Fabrika, site ve kampüs gibi büyük projeler için 32 kanallı ağ kayıt cihazı. RAID 1, 5 ve 10 desteğiyle bir disk arızalandığında kayıtların korunmasını sağlar. Çift ağ kartı sayesinde kamera ağı ile ofis ağı birbirinden ayrılabilir.",
    categorySlug: CCTV,
    subcategorySlug: "nvr-dvr",
    brand: "Kaydera",
    features: ["32 IP kamera kanalı", "4 disk yuvası ve RAID desteği", "Çift Gigabit ağ kartı", "12 MP kamera desteği", "Yedekli kayıt senaryoları"],
    specifications: {
      "IP Kamera Kanalı": "32",
      "Gelen Bant Genişliği": "320 Mbps",
      "Disk Yuvası": "4 × SATA, her biri en fazla 20 TB",
      "RAID": "RAID 0, 1, 5, 10",
      "Ağ": "2 × RJ45 Gigabit",
      "Boyut": "1,5U rafa montaj",
      "Güç": "100–240 V AC",
    },
    imageUrl: img("nvr-32-kanal"),
  },

  // ── CCTV › Monitörler ────────────────────────────────────────────────────
  {
    name: "22 inç Full HD Güvenlik Monitörü, HDMI/VGA/BNC",
    description:
      "Kayıt cihazının yanında sürekli açık kalacak şekilde tasarlanmış 22 inç güvenlik monitörü. BNC girişi sayesinde analog kameralar doğrudan izlenebilir. Duvara montaj için VESA bağlantısı vardır.",
    categorySlug: CCTV,
    subcategorySlug: "monitorler",
    brand: "Kaydera",
    features: ["7/24 çalışmaya uygun panel", "HDMI, VGA ve BNC giriş", "Dahili hoparlör", "VESA 100 montaj"],
    specifications: {
      "Ekran Boyutu": "21,5 inç",
      "Çözünürlük": "1920 × 1080",
      "Panel": "IPS LED",
      "Girişler": "HDMI, VGA, BNC",
      "Parlaklık": "250 cd/m²",
      "Montaj": "VESA 100 × 100",
    },
    imageUrl: img("monitor-22-inc"),
  },
  {
    name: "32 inç 4K Güvenlik Monitörü, 7/24 Çalışma",
    description:
      "Güvenlik odaları ve resepsiyon alanlarında çok bölmeli kamera görüntüsünü net göstermek için 4K çözünürlüklü monitör. Uzun süre aynı görüntüde iz kalmasını azaltan panel teknolojisine sahiptir.",
    categorySlug: CCTV,
    subcategorySlug: "monitorler",
    brand: "Kaydera",
    features: ["4K Ultra HD çözünürlük", "7/24 çalışmaya uygun panel", "Metal kasa", "Çift HDMI giriş", "VESA 200 montaj"],
    specifications: {
      "Ekran Boyutu": "31,5 inç",
      "Çözünürlük": "3840 × 2160",
      "Girişler": "2 × HDMI, 1 × DisplayPort, 1 × VGA",
      "Parlaklık": "350 cd/m²",
      "Montaj": "VESA 200 × 200",
      "Güç Tüketimi": "45 W",
    },
    imageUrl: img("monitor-32-inc"),
  },

  // ── Network Ürün Grupları › Switch ───────────────────────────────────────
  {
    name: "4+2 Port 10/100 PoE Switch, 60 W",
    description:
      "Dört IP kamera için tasarlanmış yönetilemeyen PoE switch. Uzatma modu etkinleştirildiğinde PoE portlarında 250 metreye kadar veri ve güç iletimi sağlar (bu modda hız 10 Mbps'e düşer). Küçük kamera sistemleri için ekonomik bir seçenektir.",
    categorySlug: NETWORK,
    subcategorySlug: "switch",
    brand: "Ağkale",
    features: ["4 PoE + 2 uplink port", "250 m uzatma modu", "PoE bütçesi 60 W", "Tak-çalıştır kurulum", "Metal kasa"],
    specifications: {
      "Port Sayısı": "4 × 10/100 PoE + 2 × 10/100 uplink",
      "PoE Standardı": "802.3af/at",
      "PoE Bütçesi": "60 W",
      "Anahtarlama Kapasitesi": "1,2 Gbps",
      "Boyut": "143 × 87 × 28 mm",
    },
    imageUrl: img("switch-4-2-port-poe"),
  },
  {
    name: "5 Port Gigabit Masaüstü Switch",
    description:
      "Ev ve küçük ofislerde kablolu cihaz sayısını artırmak için yönetilemeyen 5 portlu Gigabit switch. Fansız tasarımı sayesinde sessiz çalışır.",
    categorySlug: NETWORK,
    subcategorySlug: "switch",
    brand: "Ağkale",
    features: ["5 Gigabit port", "Fansız sessiz çalışma", "Tak-çalıştır kurulum", "Enerji tasarrufu (802.3az)"],
    specifications: {
      "Port Sayısı": "5 × 10/100/1000 Mbps",
      "Anahtarlama Kapasitesi": "10 Gbps",
      "MAC Tablosu": "2K",
      "Güç": "5 V DC, 0,6 A",
      "Kasa": "Plastik, masaüstü",
    },
    imageUrl: img("switch-5-port"),
  },
  {
    name: "8 Port Gigabit PoE+ Switch, 2 SFP Uplink, 120 W",
    description:
      "Sekiz kameralı veya access point'li kurulumlar için Gigabit PoE+ switch. İki SFP portu ile fiber optik bağlantı kurularak uzak bloklara veya güvenlik odasına uplink yapılabilir.",
    categorySlug: NETWORK,
    subcategorySlug: "switch",
    brand: "Ağkale",
    features: ["8 Gigabit PoE+ port", "2 SFP fiber uplink", "PoE bütçesi 120 W", "Port başına 30 W", "Fansız tasarım"],
    specifications: {
      "Port Sayısı": "8 × 10/100/1000 PoE+ + 2 × SFP",
      "PoE Standardı": "802.3af/at",
      "PoE Bütçesi": "120 W",
      "Anahtarlama Kapasitesi": "20 Gbps",
      "Montaj": "Masaüstü / duvar",
    },
    imageUrl: img("switch-8-port-poe"),
  },
  {
    name: "16 Port Gigabit PoE+ Switch, 2 SFP, 250 W",
    description:
      "Orta ölçekli kamera ağları için 16 portlu Gigabit PoE+ switch. 250 W'lık güç bütçesi, PTZ kameralar dışında tüm portların aynı anda standart kamera beslemesine yeter. 19 inç rafa montaj kulakları ile kabinet içine yerleşir.",
    categorySlug: NETWORK,
    subcategorySlug: "switch",
    brand: "Ağkale",
    features: ["16 Gigabit PoE+ port", "2 SFP fiber uplink", "PoE bütçesi 250 W", "PoE watchdog ile kamera yeniden başlatma", "19 inç rafa montaj"],
    specifications: {
      "Port Sayısı": "16 × 10/100/1000 PoE+ + 2 × SFP",
      "PoE Standardı": "802.3af/at",
      "PoE Bütçesi": "250 W",
      "Anahtarlama Kapasitesi": "36 Gbps",
      "Montaj": "19 inç, 1U",
      "Güç": "100–240 V AC",
    },
    imageUrl: img("switch-16-port-poe"),
    isFeatured: true,
  },
  {
    name: "24 Port Gigabit PoE+ Yönetilebilir Switch, 4 SFP, 370 W",
    description:
      "VLAN, QoS ve port bazlı PoE zamanlama gibi yönetim özelliklerine sahip L2 switch. Kamera, IP telefon ve ofis trafiğini ayrı VLAN'lara bölerek güvenli ve düzenli bir ağ yapısı kurmayı sağlar.",
    categorySlug: NETWORK,
    subcategorySlug: "switch",
    brand: "Ağkale",
    features: ["24 Gigabit PoE+ port", "4 SFP uplink", "VLAN ve QoS", "Web arayüzü ve SNMP", "PoE zamanlama", "PoE bütçesi 370 W"],
    specifications: {
      "Port Sayısı": "24 × 10/100/1000 PoE+ + 4 × SFP",
      "PoE Bütçesi": "370 W",
      "Yönetim": "Web, CLI, SNMP v1/v2c/v3",
      "VLAN": "802.1Q, 4K VLAN",
      "Anahtarlama Kapasitesi": "56 Gbps",
      "Montaj": "19 inç, 1U",
    },
    imageUrl: img("switch-24-port-poe"),
  },
  {
    name: "48 Port Gigabit L2+ Yönetilebilir Switch, 4 SFP+ 10G",
    description:
      "Kurumsal ağların dağıtım ve erişim katmanı için 48 portlu yönetilebilir switch. 10 Gigabit SFP+ uplink portları ile sunucu odasına yüksek bant genişliğinde bağlanır. Statik yönlendirme ve ACL desteği sunar.",
    categorySlug: NETWORK,
    subcategorySlug: "switch",
    brand: "Ağkale",
    features: ["48 Gigabit port", "4 adet 10G SFP+ uplink", "Statik yönlendirme", "ACL ve port güvenliği", "Link aggregation (LACP)"],
    specifications: {
      "Port Sayısı": "48 × 10/100/1000 + 4 × 10G SFP+",
      "Anahtarlama Kapasitesi": "176 Gbps",
      "Yönetim": "Web, CLI, SNMP",
      "Katman": "L2+ (statik yönlendirme)",
      "Montaj": "19 inç, 1U",
      "Güç": "100–240 V AC",
    },
    imageUrl: img("switch-48-port"),
  },
  {
    name: "8 Port Endüstriyel Gigabit PoE Switch, DIN Ray",
    description:
      "Fabrika panoları ve saha kabinleri için DIN raya monte edilen endüstriyel PoE switch. Geniş çalışma sıcaklığı aralığı ve yedekli güç girişleriyle zorlu ortamlarda kesintisiz çalışır.",
    categorySlug: NETWORK,
    subcategorySlug: "switch",
    brand: "Ağkale",
    features: ["DIN ray montaj", "-40 °C ile +75 °C çalışma", "Çift güç girişi", "8 Gigabit PoE+ port", "IP40 metal kasa"],
    specifications: {
      "Port Sayısı": "8 × 10/100/1000 PoE+ + 2 × SFP",
      "PoE Bütçesi": "240 W",
      "Giriş Gerilimi": "48–57 V DC, çift giriş",
      "Çalışma Sıcaklığı": "-40 °C … +75 °C",
      "Koruma Sınıfı": "IP40",
      "Montaj": "35 mm DIN ray",
    },
    imageUrl: img("switch-8-port-endustriyel"),
  },

  // ── Network › Access Point ───────────────────────────────────────────────
  {
    name: "Wi-Fi 6 AX1800 Tavan Tipi Access Point, PoE",
    description:
      "Ofis, otel ve okul gibi yoğun kullanıcılı alanlar için tavana monte edilen Wi-Fi 6 access point. Birden fazla cihaz tek bir yönetim arayüzünden kontrol edilebilir ve kullanıcılar alan içinde dolaşırken bağlantı kesilmeden erişim noktaları arasında geçiş yapar.",
    categorySlug: NETWORK,
    subcategorySlug: "access-point",
    brand: "Dalgalink",
    features: ["Wi-Fi 6 (802.11ax)", "Çift bant 2,4 / 5 GHz", "PoE ile besleme", "Merkezi yönetim", "Misafir ağı ve bant genişliği sınırı"],
    specifications: {
      "Kablosuz Standart": "802.11ax",
      "Maksimum Hız": "574 Mbps (2,4 GHz) + 1201 Mbps (5 GHz)",
      "Ağ Portu": "1 × Gigabit RJ45",
      "Güç": "PoE (802.3af) / 12 V DC",
      "Eş Zamanlı İstemci": "250'ye kadar",
      "Montaj": "Tavan / duvar",
    },
    imageUrl: img("ap-ax1800-tavan"),
    isFeatured: true,
  },
  {
    name: "Wi-Fi 6 AX3000 Dış Ortam Access Point, IP67",
    description:
      "Bahçe, otopark ve fabrika sahası gibi açık alanlarda kablosuz kapsama sağlayan dış ortam access point. Direk ve duvar montaj aparatı ile birlikte gelir; IP67 gövdesi yağmur ve toza karşı dayanıklıdır.",
    categorySlug: NETWORK,
    subcategorySlug: "access-point",
    brand: "Dalgalink",
    features: ["Wi-Fi 6 çift bant", "IP67 dış ortam gövde", "Direk ve duvar montajı", "PoE+ ile besleme", "Yıldırım ve aşırı gerilim koruması"],
    specifications: {
      "Kablosuz Standart": "802.11ax",
      "Maksimum Hız": "574 Mbps (2,4 GHz) + 2402 Mbps (5 GHz)",
      "Anten": "Dahili omni, 2 × 5 dBi",
      "Güç": "PoE+ (802.3at)",
      "Koruma Sınıfı": "IP67",
      "Çalışma Sıcaklığı": "-30 °C … +70 °C",
    },
    imageUrl: img("ap-ax3000-dis-ortam"),
  },
  {
    name: "Wi-Fi 5 AC1200 Duvar Tipi Access Point",
    description:
      "Otel odaları ve yurtlar için duvara, standart buat üzerine monte edilen access point. Alt kısmındaki ek Ethernet portları ile odadaki IPTV veya kablolu cihazlara bağlantı verir.",
    categorySlug: NETWORK,
    subcategorySlug: "access-point",
    brand: "Dalgalink",
    features: ["Çift bant AC1200", "Buat üstü montaj", "3 ek Ethernet port", "PoE ile besleme"],
    specifications: {
      "Kablosuz Standart": "802.11ac Wave 2",
      "Maksimum Hız": "300 Mbps (2,4 GHz) + 867 Mbps (5 GHz)",
      "Portlar": "1 × Gigabit uplink + 3 × Gigabit LAN",
      "Güç": "PoE (802.3af)",
      "Montaj": "Duvar, 86 mm buat",
    },
    imageUrl: img("ap-ac1200-duvar"),
  },

  // ── Network › Firewall ───────────────────────────────────────────────────
  {
    name: "Masaüstü Firewall, 5 Gigabit Port, 1,5 Gbps",
    description:
      "Küçük işletmeler için durum denetimli (stateful) güvenlik duvarı. Şubeler arası site-to-site VPN ve uzaktan çalışanlar için istemci VPN bağlantısı kurulabilir. İçerik filtreleme ile istenmeyen site kategorileri engellenebilir.",
    categorySlug: NETWORK,
    subcategorySlug: "firewall",
    brand: "Ağkale",
    features: ["Stateful firewall", "IPsec ve SSL VPN", "İçerik filtreleme", "Çoklu WAN yük dengeleme", "Fansız masaüstü kasa"],
    specifications: {
      "Portlar": "5 × Gigabit RJ45 (WAN/LAN ayarlanabilir)",
      "Firewall Performansı": "1,5 Gbps",
      "VPN Performansı": "350 Mbps (IPsec)",
      "Eş Zamanlı Oturum": "500.000",
      "VPN Tüneli": "50 IPsec",
    },
    imageUrl: img("firewall-masaustu"),
  },
  {
    name: "1U Rack Tipi Firewall, 8 Gigabit + 2 SFP+, 10 Gbps",
    description:
      "Orta ve büyük ölçekli işletmeler için rafa montaj güvenlik duvarı. Saldırı önleme (IPS), uygulama kontrolü ve yüksek erişilebilirlik (HA) yapılandırmasını destekler. 10G SFP+ portları ile çekirdek switch'e yüksek hızda bağlanır.",
    categorySlug: NETWORK,
    subcategorySlug: "firewall",
    brand: "Ağkale",
    features: ["10 Gbps firewall performansı", "Saldırı önleme (IPS)", "Uygulama kontrolü", "Yüksek erişilebilirlik (HA)", "2 adet 10G SFP+"],
    specifications: {
      "Portlar": "8 × Gigabit RJ45 + 2 × 10G SFP+",
      "Firewall Performansı": "10 Gbps",
      "IPS Performansı": "2,5 Gbps",
      "Eş Zamanlı Oturum": "2.000.000",
      "Montaj": "19 inç, 1U",
      "Güç": "100–240 V AC",
    },
    imageUrl: img("firewall-1u-rack"),
  },

  // ── Network › Modem/Router ───────────────────────────────────────────────
  {
    name: "VDSL2/ADSL2+ Wi-Fi 6 Modem Router, AX1800",
    description:
      "Ev ve küçük ofisler için VDSL2 ve ADSL2+ uyumlu, Wi-Fi 6 destekli modem router. WAN portu sayesinde fiber altyapıda harici ONT ile router olarak da kullanılabilir.",
    categorySlug: NETWORK,
    subcategorySlug: "modem-router",
    brand: "Dalgalink",
    features: ["VDSL2 / ADSL2+ desteği", "Wi-Fi 6 çift bant", "Gigabit WAN/LAN", "Misafir ağı", "Ebeveyn denetimi"],
    specifications: {
      "DSL": "VDSL2 (profil 17a), ADSL2+",
      "Kablosuz": "802.11ax, AX1800",
      "Portlar": "1 × Gigabit WAN + 3 × Gigabit LAN",
      "USB": "1 × USB 2.0",
      "Güç": "12 V DC, 1,5 A",
    },
    imageUrl: img("modem-router-vdsl"),
  },
  {
    name: "4G LTE Wi-Fi Router, SIM Kartlı",
    description:
      "Sabit hat bulunmayan şantiye, bağ evi veya depo gibi yerlerde 4G üzerinden internet sağlayan router. Sabit hattın kesildiği durumlarda alarm ve kamera sistemleri için yedek bağlantı olarak da kullanılır.",
    categorySlug: NETWORK,
    subcategorySlug: "modem-router",
    brand: "Dalgalink",
    features: ["4G LTE Cat 6", "Harici anten bağlantısı", "Otomatik yedek hat geçişi", "Wi-Fi çift bant", "4 Ethernet portu"],
    specifications: {
      "Mobil Ağ": "4G LTE Cat 6",
      "SIM": "Nano SIM",
      "Kablosuz": "802.11ac, AC1200",
      "Portlar": "1 × WAN/LAN + 3 × LAN (Gigabit)",
      "Anten": "2 × harici SMA (LTE)",
      "Güç": "12 V DC, 1,5 A",
    },
    imageUrl: img("router-4g-lte"),
  },

  // ── Network › Powerline Adaptörler ───────────────────────────────────────
  {
    name: "AV1000 Gigabit Powerline Adaptör Kiti (2'li)",
    description:
      "Elektrik tesisatını kullanarak kablo çekilmesi zor odalara kablolu ağ bağlantısı taşıyan iki adaptörlük kit. Gerçek hız, tesisatın durumuna ve adaptörlerin aynı faz üzerinde olup olmamasına göre değişir.",
    categorySlug: NETWORK,
    subcategorySlug: "powerline-adaptorler",
    brand: "Dalgalink",
    features: ["Elektrik hattı üzerinden ağ", "Gigabit Ethernet port", "Tuşla eşleştirme", "128-bit AES şifreleme", "Enerji tasarruf modu"],
    specifications: {
      "Standart": "HomePlug AV2",
      "Hat Hızı": "1000 Mbps'e kadar",
      "Port": "1 × Gigabit RJ45 (adaptör başına)",
      "Menzil": "300 m'ye kadar elektrik hattı",
      "Şifreleme": "128-bit AES",
    },
    imageUrl: img("powerline-av1000"),
  },
  {
    name: "AV600 Wi-Fi Powerline Adaptör Kiti, Priz Geçişli",
    description:
      "Ağ bağlantısını elektrik hattı üzerinden taşıyıp hedef odada Wi-Fi yayını yapan powerline kiti. Priz geçişli tasarımı sayesinde kullanılan duvar prizi başka cihazlar için de kullanılabilir.",
    categorySlug: NETWORK,
    subcategorySlug: "powerline-adaptorler",
    brand: "Dalgalink",
    features: ["Wi-Fi erişim noktası", "Priz geçişli tasarım", "2 Ethernet port", "Wi-Fi ayarlarını kopyalama"],
    specifications: {
      "Standart": "HomePlug AV",
      "Hat Hızı": "600 Mbps'e kadar",
      "Kablosuz": "802.11n, 300 Mbps",
      "Port": "2 × 10/100 RJ45",
      "Priz": "Topraklı, priz geçişli",
    },
    imageUrl: img("powerline-av600"),
  },

  // ── Network › Range Extender ─────────────────────────────────────────────
  {
    name: "AC1200 Çift Bantlı Wi-Fi Menzil Genişletici",
    description:
      "Modemin sinyalinin zayıf kaldığı odalarda mevcut Wi-Fi ağını güçlendiren menzil genişletici. Sinyal göstergesi, cihazın modem ile zayıf alan arasında en uygun prize takılmasına yardımcı olur.",
    categorySlug: NETWORK,
    subcategorySlug: "range-extender",
    brand: "Dalgalink",
    features: ["Çift bant 2,4 / 5 GHz", "Sinyal gücü göstergesi", "Ethernet portu", "WPS ile hızlı kurulum"],
    specifications: {
      "Kablosuz": "802.11ac, AC1200",
      "Maksimum Hız": "300 Mbps (2,4 GHz) + 867 Mbps (5 GHz)",
      "Port": "1 × 10/100 RJ45",
      "Anten": "2 × harici",
      "Güç": "220–240 V AC, prize takılı",
    },
    imageUrl: img("menzil-genisletici-ac1200"),
  },
  {
    name: "AX1500 Wi-Fi 6 Mesh Uyumlu Menzil Genişletici",
    description:
      "Aynı markanın mesh uyumlu modem ve router'larıyla tek ağ adı altında çalışan Wi-Fi 6 menzil genişletici. Evin içinde dolaşırken cihazlar en güçlü erişim noktasına otomatik geçer.",
    categorySlug: NETWORK,
    subcategorySlug: "range-extender",
    brand: "Dalgalink",
    features: ["Wi-Fi 6 (802.11ax)", "Mesh uyumlu", "Tek ağ adı ile dolaşım", "Gigabit Ethernet port", "Erişim noktası modu"],
    specifications: {
      "Kablosuz": "802.11ax, AX1500",
      "Maksimum Hız": "300 Mbps (2,4 GHz) + 1201 Mbps (5 GHz)",
      "Port": "1 × Gigabit RJ45",
      "Çalışma Modları": "Menzil genişletici, erişim noktası",
      "Güç": "220–240 V AC, prize takılı",
    },
    imageUrl: img("menzil-genisletici-ax1500"),
  },

  // ── Hırsız Alarm Sistemleri › Alarm Panelleri ────────────────────────────
  {
    name: "8 Bölgeli Kablolu Alarm Paneli, LCD Tuş Takımı",
    description:
      "Daire ve küçük iş yerleri için 8 bölgeli kablolu alarm paneli. LCD tuş takımı üzerinden kurma, devreden çıkarma ve olay geçmişi görüntüleme yapılabilir. Metal kutusu içinde 12 V akü için yer bulunur.",
    categorySlug: ALARM,
    subcategorySlug: "alarm-panelleri",
    brand: "Bekçitek",
    features: ["8 kablolu bölge", "LCD tuş takımı", "Evde ve dışarıda kurma modları", "Akü yedeklemesi", "256 olay hafızası"],
    specifications: {
      "Bölge Sayısı": "8 kablolu (16'ya genişletilebilir)",
      "Kullanıcı Kodu": "32",
      "Tuş Takımı": "LCD, 2 × 16 karakter",
      "Olay Hafızası": "256",
      "Akü": "12 V, 7 Ah",
      "Besleme": "230 V AC",
    },
    imageUrl: img("alarm-paneli-8-bolge"),
  },
  {
    name: "16 Bölgeli Hibrit Alarm Paneli, GSM/GPRS Modüllü",
    description:
      "Kablolu ve kablosuz dedektörleri aynı sistemde birleştiren hibrit alarm paneli. Alarm anında GSM üzerinden sesli arama ve SMS gönderir; GPRS ile alarm izleme merkezine ve mobil uygulamaya bildirim iletir.",
    categorySlug: ALARM,
    subcategorySlug: "alarm-panelleri",
    brand: "Bekçitek",
    features: ["16 kablolu + 32 kablosuz bölge", "GSM sesli arama ve SMS", "GPRS ile mobil bildirim", "İzleme merkezi raporlaması", "Bölümlere ayırma (2 alan)"],
    specifications: {
      "Bölge Sayısı": "16 kablolu + 32 kablosuz",
      "Kablosuz Frekans": "868 MHz",
      "Haberleşme": "GSM/GPRS (2G/4G modül)",
      "Bölüm": "2",
      "Kullanıcı Kodu": "64",
      "Akü": "12 V, 7 Ah",
    },
    imageUrl: img("alarm-paneli-16-bolge"),
    isFeatured: true,
  },
  {
    name: "Kablosuz Alarm Paneli, Wi-Fi + 4G, 64 Kablosuz Bölge",
    description:
      "Kablo çekmeden kurulabilen, ev ve mağazalar için kablosuz alarm merkezi. Wi-Fi ve 4G bağlantısını aynı anda kullanarak biri kesildiğinde diğeri üzerinden bildirim göndermeye devam eder. Dahili akü sayesinde elektrik kesintisinde de çalışır.",
    categorySlug: ALARM,
    subcategorySlug: "alarm-panelleri",
    brand: "Bekçitek",
    features: ["Kablosuz kurulum", "Wi-Fi ve 4G çift yol haberleşme", "Anlık mobil bildirim", "Dahili siren", "Dahili yedek akü", "Uygulamadan kurma ve devreden çıkarma"],
    specifications: {
      "Kablosuz Bölge": "64",
      "Kablosuz Frekans": "868 MHz, çift yönlü",
      "Haberleşme": "Wi-Fi 2,4 GHz + 4G LTE",
      "Yedek Akü": "Dahili, 16 saate kadar",
      "Dahili Siren": "85 dB",
      "Kablosuz Menzil": "Açık alanda 1000 m'ye kadar",
    },
    imageUrl: img("alarm-paneli-kablosuz-64"),
    isFeatured: true,
  },
  {
    name: "32 Bölgeli IP Alarm Paneli, Ethernet Haberleşme",
    description:
      "Çok bölümlü iş yerleri ve depolar için genişletilebilir alarm paneli. Ethernet üzerinden izleme merkezine ve mobil uygulamaya raporlama yapar; isteğe bağlı GSM modülüyle yedek haberleşme yolu eklenebilir.",
    categorySlug: ALARM,
    subcategorySlug: "alarm-panelleri",
    brand: "Bekçitek",
    features: ["32 bölge (64'e genişletilebilir)", "Dahili Ethernet", "8 bağımsız bölüm", "Bölge genişletme modülleri", "PC yazılımı ile programlama"],
    specifications: {
      "Bölge Sayısı": "32 kablolu (64'e genişletilebilir)",
      "Bölüm": "8",
      "Haberleşme": "Ethernet, opsiyonel GSM",
      "Kullanıcı Kodu": "128",
      "Olay Hafızası": "1024",
      "Akü": "12 V, 7–18 Ah",
    },
    imageUrl: img("alarm-paneli-32-bolge-ip"),
  },
  {
    name: "4 Bölgeli Telefon Hatlı Alarm Paneli",
    description:
      "Sabit telefon hattı üzerinden arama yapan önceki nesil alarm paneli. Üretimi sona ermiştir; yeni kurulumlarda GSM veya IP haberleşmeli paneller önerilir.",
    categorySlug: ALARM,
    subcategorySlug: "alarm-panelleri",
    brand: "Bekçitek",
    features: ["4 kablolu bölge", "Telefon hattı ile arama", "LED tuş takımı", "Akü yedeklemesi"],
    specifications: {
      "Bölge Sayısı": "4 kablolu",
      "Haberleşme": "PSTN telefon hattı",
      "Tuş Takımı": "LED",
      "Akü": "12 V, 7 Ah",
    },
    imageUrl: img("alarm-paneli-4-bolge"),
    isActive: false,
  },

  // ── Hırsız Alarm › PIR Dedektörler ───────────────────────────────────────
  {
    name: "Kablolu PIR Hareket Dedektörü, 12 m, Evcil Hayvan Bağışıklı",
    description:
      "İç mekânlar için dijital sinyal işlemeli kablolu PIR dedektör. 20 kg'a kadar evcil hayvanları ayırt ederek yanlış alarmları azaltır. Köşe veya düz duvara monte edilebilir.",
    categorySlug: ALARM,
    subcategorySlug: "pir-dedektorler",
    brand: "Bekçitek",
    features: ["12 m algılama mesafesi", "20 kg'a kadar evcil hayvan bağışıklığı", "Dijital sinyal işleme", "Kapak açma (tamper) koruması"],
    specifications: {
      "Algılama Mesafesi": "12 m",
      "Görüş Açısı": "90°",
      "Evcil Hayvan Bağışıklığı": "20 kg",
      "Çalışma Gerilimi": "9–16 V DC",
      "Montaj Yüksekliği": "2,1–2,4 m",
      "Çıkış": "NC röle",
    },
    imageUrl: img("pir-kablolu-12-m"),
  },
  {
    name: "Kablosuz PIR Hareket Dedektörü, 868 MHz",
    description:
      "Kablosuz alarm panelleri için pil ile çalışan PIR dedektör. Pil seviyesi ve bağlantı durumu panele düzenli olarak raporlanır; pil zayıfladığında mobil uygulamaya bildirim gelir.",
    categorySlug: ALARM,
    subcategorySlug: "pir-dedektorler",
    brand: "Bekçitek",
    features: ["Kablosuz 868 MHz", "Uzun pil ömrü", "Pil zayıf bildirimi", "Evcil hayvan bağışıklığı", "Kapak açma koruması"],
    specifications: {
      "Algılama Mesafesi": "12 m",
      "Görüş Açısı": "88,5°",
      "Frekans": "868 MHz",
      "Pil": "CR123A, yaklaşık 5 yıl",
      "Kablosuz Menzil": "Açık alanda 1000 m'ye kadar",
    },
    imageUrl: img("pir-kablosuz-868"),
  },
  {
    name: "Dış Ortam Perde Tipi PIR Dedektör, IP65",
    description:
      "Pencere, balkon ve kapı önlerinde ince bir perde şeklinde algılama alanı oluşturan dış ortam dedektörü. Çift PIR sensörü sayesinde yağmur ve güneş kaynaklı yanlış alarmlar azaltılır.",
    categorySlug: ALARM,
    subcategorySlug: "pir-dedektorler",
    brand: "Bekçitek",
    features: ["Perde tipi algılama", "Çift PIR sensör", "IP65 dış ortam gövde", "Ayarlanabilir mesafe", "Maskeleme önleme"],
    specifications: {
      "Algılama Mesafesi": "2–12 m ayarlanabilir",
      "Algılama Açısı": "Perde, 7,5°",
      "Koruma Sınıfı": "IP65",
      "Çalışma Gerilimi": "9–16 V DC",
      "Çalışma Sıcaklığı": "-25 °C … +55 °C",
    },
    imageUrl: img("pir-perde-dis-ortam"),
  },
  {
    name: "Tavan Tipi 360° PIR Dedektör",
    description:
      "Tavana monte edilerek 360° çevresel algılama yapan PIR dedektör. Mağaza ve ofis gibi duvar montajının uygun olmadığı açık planlı alanlar için uygundur.",
    categorySlug: ALARM,
    subcategorySlug: "pir-dedektorler",
    brand: "Bekçitek",
    features: ["360° algılama", "Tavan montajı", "Dijital sıcaklık kompanzasyonu", "Kapak açma koruması"],
    specifications: {
      "Algılama Alanı": "Ø 12 m (3,6 m montaj yüksekliğinde)",
      "Montaj Yüksekliği": "2,4–5 m",
      "Çalışma Gerilimi": "9–16 V DC",
      "Çıkış": "NC röle",
    },
    imageUrl: img("pir-tavan-360"),
  },

  // ── Hırsız Alarm › Dedektörler ───────────────────────────────────────────
  {
    name: "Kablosuz Manyetik Kapı-Pencere Kontağı",
    description:
      "Kapı ve pencerelerin açılmasını algılayan kablosuz manyetik kontak. Ev içindeyken kapı ve pencereleri çevresel koruma altına almak için kullanılır.",
    categorySlug: ALARM,
    subcategorySlug: "dedektorler",
    brand: "Bekçitek",
    features: ["Kablosuz 868 MHz", "İnce ve kompakt gövde", "Harici kablolu kontak girişi", "Pil zayıf bildirimi"],
    specifications: {
      "Frekans": "868 MHz",
      "Mıknatıs Aralığı": "En fazla 20 mm",
      "Pil": "CR2032, yaklaşık 3 yıl",
      "Boyut": "70 × 20 × 15 mm",
      "Kablosuz Menzil": "Açık alanda 600 m'ye kadar",
    },
    imageUrl: img("kontak-manyetik-kablosuz"),
  },
  {
    name: "Akustik Cam Kırılma Dedektörü, 9 m",
    description:
      "Cam kırılma sesinin frekans karakteristiğini analiz ederek vitrin ve pencere camlarının kırılmasını algılayan dedektör. Kapı açılmadan gerçekleşen girişlere karşı ek koruma sağlar.",
    categorySlug: ALARM,
    subcategorySlug: "dedektorler",
    brand: "Bekçitek",
    features: ["9 m algılama mesafesi", "Çift frekans analizi", "Hassasiyet ayarı", "Tavan veya duvar montajı"],
    specifications: {
      "Algılama Mesafesi": "9 m",
      "Cam Tipleri": "Düz, temperli, lamine",
      "Çalışma Gerilimi": "9–16 V DC",
      "Çıkış": "NC röle",
    },
    imageUrl: img("dedektor-cam-kirilma"),
  },
  {
    name: "Çift Teknolojili (PIR + Mikrodalga) Hareket Dedektörü",
    description:
      "PIR ve mikrodalga sensörlerinin birlikte tetiklenmesi durumunda alarm veren dedektör. Sıcaklık dalgalanması, perde hareketi veya klima akımının bulunduğu depo ve garajlarda yanlış alarmları belirgin ölçüde azaltır.",
    categorySlug: ALARM,
    subcategorySlug: "dedektorler",
    brand: "Bekçitek",
    features: ["PIR + mikrodalga doğrulama", "15 m algılama mesafesi", "Maskeleme önleme", "Mikrodalga menzil ayarı"],
    specifications: {
      "Algılama Mesafesi": "15 m",
      "Mikrodalga Frekansı": "10,525 GHz",
      "Görüş Açısı": "90°",
      "Çalışma Gerilimi": "9–16 V DC",
      "Montaj Yüksekliği": "2,1–2,7 m",
    },
    imageUrl: img("dedektor-cift-teknoloji"),
  },
  {
    name: "Kablosuz Su Baskını Dedektörü",
    description:
      "Kazan dairesi, çamaşır odası ve sunucu odası gibi yerlerde zemindeki suyu algılayarak alarm paneline ve mobil uygulamaya bildirim gönderen dedektör. Alarm sisteminin kurulu olup olmamasından bağımsız olarak 24 saat aktif bölge şeklinde çalışır.",
    categorySlug: ALARM,
    subcategorySlug: "dedektorler",
    brand: "Bekçitek",
    features: ["Zemin seviyesinde su algılama", "Kablosuz 868 MHz", "Anlık mobil bildirim", "24 saat aktif bölge"],
    specifications: {
      "Algılama": "Prob temas, 0,5 mm su",
      "Frekans": "868 MHz",
      "Pil": "CR123A",
      "Koruma Sınıfı": "IP65",
    },
    imageUrl: img("dedektor-su-baskini"),
  },

  // ── Hırsız Alarm › Sirenler ──────────────────────────────────────────────
  {
    name: "Dış Ortam Flaşörlü Siren, 115 dB, Akülü",
    description:
      "Bina cephesine monte edilen, dahili akülü ve flaşörlü dış ortam sireni. Siren kablosu kesilse bile kendi aküsüyle çalmaya devam eder; kapak açılması durumunda tamper alarmı üretir.",
    categorySlug: ALARM,
    subcategorySlug: "sirenler",
    brand: "Bekçitek",
    features: ["115 dB ses basıncı", "LED flaşör", "Dahili yedek akü", "Kablo kesme koruması", "Polikarbonat gövde"],
    specifications: {
      "Ses Basıncı": "115 dB (1 m)",
      "Çalışma Gerilimi": "13,8 V DC",
      "Yedek Akü": "12 V, 1,2 Ah",
      "Flaşör": "Turuncu LED",
      "Koruma Sınıfı": "IP44",
    },
    imageUrl: img("siren-dis-ortam-115-db"),
  },
  {
    name: "İç Ortam Mini Siren, 105 dB",
    description:
      "Alarm paneline kablolu bağlanan kompakt iç ortam sireni. İzinsiz giriş anında bina içinde yüksek ses üreterek hırsızı caydırır ve bina içindekileri uyarır.",
    categorySlug: ALARM,
    subcategorySlug: "sirenler",
    brand: "Bekçitek",
    features: ["105 dB ses basıncı", "Kompakt gövde", "Kolay montaj", "Düşük akım tüketimi"],
    specifications: {
      "Ses Basıncı": "105 dB (1 m)",
      "Çalışma Gerilimi": "12 V DC",
      "Akım Tüketimi": "180 mA",
      "Boyut": "90 × 90 × 40 mm",
    },
    imageUrl: img("siren-ic-ortam-105-db"),
  },
  {
    name: "Kablosuz Dış Ortam Siren, 868 MHz",
    description:
      "Kablo çekmenin zor olduğu cephelerde kullanılan, pil ile çalışan kablosuz dış ortam sireni. Panelle çift yönlü haberleşir; pil seviyesi ve tamper durumu panele bildirilir.",
    categorySlug: ALARM,
    subcategorySlug: "sirenler",
    brand: "Bekçitek",
    features: ["Kablosuz çift yönlü haberleşme", "LED flaşör", "Pil ile çalışma", "Tamper koruması"],
    specifications: {
      "Ses Basıncı": "110 dB (1 m)",
      "Frekans": "868 MHz",
      "Pil": "4 × CR123A",
      "Koruma Sınıfı": "IP54",
    },
    imageUrl: img("siren-kablosuz-868"),
  },

  // ── Yangın Algılama › Kontrol Panelleri ──────────────────────────────────
  {
    name: "2 Bölgeli Konvansiyonel Yangın Alarm Paneli",
    description:
      "Küçük dükkân, ofis ve depolar için 2 bölgeli konvansiyonel yangın alarm paneli. Bölge bazında yangın ve arıza durumunu gösterir; siren çıkışları denetimlidir.",
    categorySlug: FIRE,
    subcategorySlug: "kontrol-panelleri",
    brand: "Alevgard",
    features: ["2 algılama bölgesi", "Denetimli siren çıkışı", "Yangın ve arıza röle çıkışları", "Akü yedeklemesi", "TS EN 54-2/4 uyumlu"],
    specifications: {
      "Bölge Sayısı": "2",
      "Bölge Başına Dedektör": "En fazla 32",
      "Siren Çıkışı": "2 × denetimli, 24 V DC",
      "Akü": "2 × 12 V, 7 Ah",
      "Standart": "TS EN 54-2, TS EN 54-4",
      "Besleme": "230 V AC",
    },
    imageUrl: img("yangin-paneli-2-bolge"),
  },
  {
    name: "8 Bölgeli Konvansiyonel Yangın Alarm Paneli",
    description:
      "Orta büyüklükteki binalar için 8 bölgeli konvansiyonel panel. Her bölge ayrı ayrı devreden çıkarılabilir ve test edilebilir; olay hafızası sayesinde geçmiş alarmlar ve arızalar incelenebilir.",
    categorySlug: FIRE,
    subcategorySlug: "kontrol-panelleri",
    brand: "Alevgard",
    features: ["8 algılama bölgesi", "Bölge test ve devre dışı bırakma", "Olay hafızası", "Uzaktan ihbar röle çıkışı", "TS EN 54-2/4 uyumlu"],
    specifications: {
      "Bölge Sayısı": "8",
      "Bölge Başına Dedektör": "En fazla 32",
      "Siren Çıkışı": "2 × denetimli, 24 V DC",
      "Olay Hafızası": "500",
      "Akü": "2 × 12 V, 7 Ah",
      "Standart": "TS EN 54-2, TS EN 54-4",
    },
    imageUrl: img("yangin-paneli-8-bolge"),
    isFeatured: true,
  },
  {
    name: "2 Loop Adreslenebilir Yangın Alarm Paneli, 250 Adres/Loop",
    description:
      "Her dedektörün ve butonun ayrı adresle tanımlandığı adreslenebilir yangın alarm paneli. Yangın veya arıza anında olayın tam yeri ekranda metin olarak gösterilir. Otel, hastane, fabrika ve yüksek binalar için uygundur.",
    categorySlug: FIRE,
    subcategorySlug: "kontrol-panelleri",
    brand: "Alevgard",
    features: ["2 loop, 500 adres", "Noktasal yer bilgisi", "Grafik LCD ekran", "Senaryo tabanlı çıkış programlama", "Ağ ile tekrarlayıcı panel bağlantısı", "TS EN 54-2/4 uyumlu"],
    specifications: {
      "Loop Sayısı": "2 (4'e genişletilebilir)",
      "Loop Başına Adres": "250",
      "Ekran": "Grafik LCD, 240 × 128",
      "Olay Hafızası": "10.000",
      "Akü": "2 × 12 V, 18 Ah",
      "Standart": "TS EN 54-2, TS EN 54-4",
    },
    imageUrl: img("yangin-paneli-2-loop"),
  },

  // ── Yangın Algılama › Dedektörler ────────────────────────────────────────
  {
    name: "Konvansiyonel Optik Duman Dedektörü",
    description:
      "Işık saçılması prensibiyle çalışan konvansiyonel optik duman dedektörü. Yavaş gelişen, dumanlı yangınları erken algılar; ofis, koridor ve yatak odası gibi alanlar için uygundur.",
    categorySlug: FIRE,
    subcategorySlug: "dedektorler",
    brand: "Alevgard",
    features: ["Optik duman algılama", "Alarm LED göstergesi", "Sökülebilir labirent", "TS EN 54-7 uyumlu"],
    specifications: {
      "Algılama Prensibi": "Optik (ışık saçılması)",
      "Çalışma Gerilimi": "9–33 V DC",
      "Bekleme Akımı": "< 50 µA",
      "Kapsama Alanı": "Yaklaşık 60 m² (tavan yüksekliğine göre)",
      "Standart": "TS EN 54-7",
    },
    imageUrl: img("duman-dedektoru-konvansiyonel"),
  },
  {
    name: "Konvansiyonel Sıcaklık Dedektörü, Sabit ve Artış Hızlı",
    description:
      "Mutfak, kazan dairesi ve otopark gibi duman dedektörünün yanlış alarm üreteceği alanlarda kullanılan sıcaklık dedektörü. Hem sabit eşik sıcaklığını hem de hızlı sıcaklık artışını algılar.",
    categorySlug: FIRE,
    subcategorySlug: "dedektorler",
    brand: "Alevgard",
    features: ["Sabit sıcaklık ve artış hızı algılama", "Tozlu ve buharlı ortamlara uygun", "Alarm LED göstergesi", "TS EN 54-5 uyumlu"],
    specifications: {
      "Algılama Prensibi": "Termistör, A1R sınıfı",
      "Alarm Eşiği": "58 °C sabit / hızlı artış",
      "Çalışma Gerilimi": "9–33 V DC",
      "Kapsama Alanı": "Yaklaşık 20 m² (tavan yüksekliğine göre)",
      "Standart": "TS EN 54-5",
    },
    imageUrl: img("sicaklik-dedektoru"),
  },
  {
    name: "Adreslenebilir Optik Duman Dedektörü",
    description:
      "Adreslenebilir panellerle çalışan, dahili izolatörlü optik duman dedektörü. Kirlenme seviyesini panele raporlayarak bakım zamanının önceden planlanmasına olanak tanır.",
    categorySlug: FIRE,
    subcategorySlug: "dedektorler",
    brand: "Alevgard",
    features: ["Adreslenebilir", "Dahili kısa devre izolatörü", "Kirlenme raporlama", "Döner anahtarla adres ayarı", "TS EN 54-7 ve 54-17 uyumlu"],
    specifications: {
      "Algılama Prensibi": "Optik (ışık saçılması)",
      "Adres Aralığı": "1–250",
      "Çalışma Gerilimi": "17–28 V DC (loop)",
      "İzolatör": "Dahili",
      "Standart": "TS EN 54-7, TS EN 54-17",
    },
    imageUrl: img("duman-dedektoru-adresli"),
  },
  {
    name: "Adreslenebilir Multi Sensör Dedektör (Duman + Isı)",
    description:
      "Optik duman ve sıcaklık sensörlerini tek gövdede birleştiren adreslenebilir dedektör. İki sensörün verisini birlikte değerlendirdiği için hem hızlı alevli hem de için için yanan yangınlarda dengeli tepki verir.",
    categorySlug: FIRE,
    subcategorySlug: "dedektorler",
    brand: "Alevgard",
    features: ["Duman + ısı birleşik algılama", "Adreslenebilir", "Dahili izolatör", "Çalışma modu seçimi", "TS EN 54-5 ve 54-7 uyumlu"],
    specifications: {
      "Algılama Prensibi": "Optik duman + termistör",
      "Adres Aralığı": "1–250",
      "Çalışma Gerilimi": "17–28 V DC (loop)",
      "İzolatör": "Dahili",
      "Standart": "TS EN 54-5, TS EN 54-7, TS EN 54-17",
    },
    imageUrl: img("multi-sensor-dedektor"),
  },

  // ── Haberleşme › IP Telefonlar ───────────────────────────────────────────
  {
    name: "2 Hatlı SIP IP Telefon, PoE, LCD Ekran",
    description:
      "Ofis masaları için giriş seviyesi SIP telefon. PoE desteği sayesinde ayrı adaptör gerektirmez; PC portu ile bilgisayar aynı kablo üzerinden ağa bağlanabilir.",
    categorySlug: TELECOM,
    subcategorySlug: "ip-telefonlar",
    brand: "Telvira",
    features: ["2 SIP hesabı", "HD ses", "PoE desteği", "PC geçiş portu", "Eller serbest konuşma"],
    specifications: {
      "SIP Hesabı": "2",
      "Ekran": "2,3 inç monokrom LCD",
      "Ağ Portu": "2 × 10/100 Mbps",
      "Ses Kodekleri": "G.722, G.711, G.729",
      "Güç": "PoE (802.3af) / 5 V DC",
    },
    imageUrl: img("ip-telefon-2-hat"),
  },
  {
    name: "6 Hatlı Gigabit IP Telefon, Renkli Ekran",
    description:
      "Yönetici ve sekreter masaları için çok hatlı Gigabit IP telefon. Programlanabilir tuşlarla dahili meşguliyet takibi (BLF) yapılır; Bluetooth kulaklık bağlantısı desteklenir.",
    categorySlug: TELECOM,
    subcategorySlug: "ip-telefonlar",
    brand: "Telvira",
    features: ["6 SIP hesabı", "Renkli ekran", "Gigabit ağ portları", "Programlanabilir BLF tuşları", "Bluetooth kulaklık desteği"],
    specifications: {
      "SIP Hesabı": "6",
      "Ekran": "2,8 inç renkli LCD",
      "Ağ Portu": "2 × 10/100/1000 Mbps",
      "Programlanabilir Tuş": "27 (sayfalı)",
      "Ses Kodekleri": "Opus, G.722, G.711, G.729",
      "Güç": "PoE (802.3af) / 5 V DC",
    },
    imageUrl: img("ip-telefon-6-hat"),
  },
  {
    name: "Görüntülü IP Telefon, 7 inç Dokunmatik Ekran",
    description:
      "Toplantı odaları ve yönetici masaları için kameralı, dokunmatik ekranlı IP telefon. SIP görüntülü arama yapabilir ve uyumlu diafon panelleriyle kapı görüntüsü alıp kapı açabilir.",
    categorySlug: TELECOM,
    subcategorySlug: "ip-telefonlar",
    brand: "Telvira",
    features: ["7 inç dokunmatik ekran", "Dahili HD kamera", "Görüntülü SIP arama", "Diafon entegrasyonu", "Wi-Fi ve Bluetooth"],
    specifications: {
      "SIP Hesabı": "16",
      "Ekran": "7 inç, 1024 × 600 dokunmatik",
      "Kamera": "2 MP, gizlilik kapağı",
      "Ağ Portu": "2 × 10/100/1000 Mbps",
      "Kablosuz": "Wi-Fi 2,4 / 5 GHz, Bluetooth",
      "Güç": "PoE (802.3af) / 12 V DC",
    },
    imageUrl: img("ip-telefon-goruntulu"),
  },

  // ── Haberleşme › DECT Telefonlar ─────────────────────────────────────────
  {
    name: "DECT Telsiz Telefon, Eller Serbest, Arayan Numara Gösterimi",
    description:
      "Analog telefon hattına veya santralin analog dahilisine bağlanan DECT telsiz telefon. Aydınlatmalı ekranı ve telefon rehberiyle ev ve küçük ofis kullanımı için uygundur.",
    categorySlug: TELECOM,
    subcategorySlug: "dect-telefonlar",
    brand: "Telvira",
    features: ["Arayan numara gösterimi", "Eller serbest konuşma", "100 kişilik rehber", "Eko mod"],
    specifications: {
      "Teknoloji": "DECT GAP",
      "Menzil": "İç mekânda 50 m, açık alanda 300 m",
      "Konuşma Süresi": "18 saate kadar",
      "Bekleme Süresi": "200 saate kadar",
      "Rehber": "100 kayıt",
    },
    imageUrl: img("dect-telefon"),
  },
  {
    name: "DECT Telsiz Telefon Seti, 2 Ahizeli",
    description:
      "Tek baz istasyonuna bağlı iki ahizeden oluşan DECT telefon seti. Ahizeler arasında ücretsiz dahili görüşme ve çağrı aktarma yapılabilir.",
    categorySlug: TELECOM,
    subcategorySlug: "dect-telefonlar",
    brand: "Telvira",
    features: ["2 ahize", "Ahizeler arası dahili görüşme", "Çağrı aktarma", "Arayan numara gösterimi", "Eller serbest konuşma"],
    specifications: {
      "Teknoloji": "DECT GAP",
      "Ahize Sayısı": "2 (en fazla 6)",
      "Menzil": "İç mekânda 50 m, açık alanda 300 m",
      "Konuşma Süresi": "16 saate kadar",
      "Rehber": "150 kayıt",
    },
    imageUrl: img("dect-telefon-seti"),
  },

  // ── Haberleşme › IP DECT Sistemler ───────────────────────────────────────
  {
    name: "Tek Hücreli IP DECT Baz İstasyonu, 10 SIP Hesabı",
    description:
      "IP santrale SIP ile bağlanan ve 10 adede kadar DECT ahizeyi destekleyen baz istasyonu. Depo ve mağaza gibi personelin masa başında oturmadığı işletmelerde hareketli dahili kullanımı sağlar.",
    categorySlug: TELECOM,
    subcategorySlug: "ip-dect-sistemler",
    brand: "Telvira",
    features: ["10 SIP hesabı", "10 ahize desteği", "4 eş zamanlı görüşme", "PoE ile besleme", "Duvar veya tavan montajı"],
    specifications: {
      "SIP Hesabı": "10",
      "Ahize Sayısı": "10'a kadar",
      "Eş Zamanlı Görüşme": "4",
      "Menzil": "İç mekânda 50 m, açık alanda 300 m",
      "Güç": "PoE (802.3af) / 5 V DC",
    },
    imageUrl: img("ip-dect-tek-hucre"),
  },
  {
    name: "Çok Hücreli IP DECT Baz İstasyonu, Kesintisiz Dolaşım",
    description:
      "Birden fazla baz istasyonunun birlikte çalışarak geniş alanlarda kesintisiz dolaşım (roaming ve handover) sağladığı IP DECT sistemi. Fabrika, otel ve hastane gibi büyük yapılarda konuşma sırasında hücreler arasında bağlantı kopmadan geçiş yapılır.",
    categorySlug: TELECOM,
    subcategorySlug: "ip-dect-sistemler",
    brand: "Telvira",
    features: ["Çok hücreli yapı", "Konuşma sırasında hücre geçişi", "Sistem başına 250 ahize", "Merkezi yönetim", "PoE ile besleme"],
    specifications: {
      "Sistem Kapasitesi": "30 baz istasyonu, 250 ahize",
      "Eş Zamanlı Görüşme": "Baz başına 8",
      "Senkronizasyon": "LAN veya DECT üzerinden",
      "Güç": "PoE (802.3af)",
      "Montaj": "Duvar / tavan",
    },
    imageUrl: img("ip-dect-cok-hucre"),
  },
  {
    name: "IP DECT El Terminali, IP65, Renkli Ekran",
    description:
      "Üretim sahaları ve depolar için toza ve suya dayanıklı DECT el terminali. IP DECT baz istasyonlarıyla çalışır; titreşimli uyarı ve yüksek sesli zil sayesinde gürültülü ortamlarda da çağrılar kaçırılmaz.",
    categorySlug: TELECOM,
    subcategorySlug: "ip-dect-sistemler",
    brand: "Telvira",
    features: ["IP65 dayanıklı gövde", "Renkli ekran", "Titreşimli uyarı", "Kemer klipsi", "Şarj standı"],
    specifications: {
      "Ekran": "2,4 inç renkli TFT",
      "Koruma Sınıfı": "IP65",
      "Konuşma Süresi": "20 saate kadar",
      "Bekleme Süresi": "250 saate kadar",
      "Kulaklık Girişi": "3,5 mm",
    },
    imageUrl: img("ip-dect-el-terminali"),
  },

  // ── Haberleşme › Santraller ──────────────────────────────────────────────
  {
    name: "IP Santral, 20 Dahili, 10 Eş Zamanlı Çağrı",
    description:
      "Küçük ofisler için kompakt IP santral. SIP trunk ile operatöre bağlanır; sesli karşılama, çağrı kuyruğu ve sesli mesaj gibi temel santral özelliklerini web arayüzünden yönetilebilir şekilde sunar.",
    categorySlug: TELECOM,
    subcategorySlug: "santraller",
    brand: "Telvira",
    features: ["20 SIP dahili", "Sesli karşılama (IVR)", "Çağrı kuyruğu", "Sesli mesaj ve e-posta iletimi", "Web tabanlı yönetim"],
    specifications: {
      "Dahili Kapasitesi": "20",
      "Eş Zamanlı Çağrı": "10",
      "Dış Hat": "SIP trunk",
      "Ağ Portu": "1 × Gigabit RJ45",
      "Güç": "12 V DC",
    },
    imageUrl: img("ip-santral-20-dahili"),
  },
  {
    name: "Hibrit IP Santral, 4 FXO + 8 FXS, 50 Dahili",
    description:
      "Analog telefon hatlarını ve mevcut analog telefonları koruyarak IP telefona geçmeyi sağlayan hibrit santral. Analog dış hatlar FXO, analog dahililer FXS portlarına bağlanır; yeni masalara IP telefon eklenebilir.",
    categorySlug: TELECOM,
    subcategorySlug: "santraller",
    brand: "Telvira",
    features: ["4 analog dış hat (FXO)", "8 analog dahili (FXS)", "50 IP dahili", "Çağrı kaydı", "Mobil softphone desteği", "Çağrı raporları"],
    specifications: {
      "Dahili Kapasitesi": "50 (8 analog dahil)",
      "Eş Zamanlı Çağrı": "25",
      "Analog Portlar": "4 × FXO, 8 × FXS",
      "Dış Hat": "Analog + SIP trunk",
      "Çağrı Kaydı": "USB / SD kart",
      "Montaj": "19 inç, 1U",
    },
    imageUrl: img("ip-santral-hibrit-50"),
    isFeatured: true,
  },
  {
    name: "Rack Tipi IP Santral, 500 Dahili, 2 E1/PRI",
    description:
      "Çok şubeli işletmeler ve oteller için kurumsal IP santral. E1/PRI ve SIP trunk hatlarını birlikte kullanabilir; şubeler arası ücretsiz dahili arama ve merkezi çağrı yönetimi sunar.",
    categorySlug: TELECOM,
    subcategorySlug: "santraller",
    brand: "Telvira",
    features: ["500 SIP dahili", "2 E1/PRI portu", "Yedek güç kaynağı", "Otel modülü", "Şubeler arası bağlantı", "Çağrı merkezi özellikleri"],
    specifications: {
      "Dahili Kapasitesi": "500",
      "Eş Zamanlı Çağrı": "120",
      "Dış Hat": "2 × E1/PRI + SIP trunk",
      "Ağ Portu": "2 × Gigabit RJ45",
      "Güç": "Çift güç kaynağı, 100–240 V AC",
      "Montaj": "19 inç, 1U",
    },
    imageUrl: img("ip-santral-rack-500"),
  },

  // ── Intercom ve Erişim Kontrol › Görüntülü Diafonlar ─────────────────────
  {
    name: "7 inç IP Görüntülü Diafon Seti, Tek Daire",
    description:
      "Villa ve müstakil evler için zil paneli ile 7 inç iç üniteden oluşan IP görüntülü diafon seti. Kapı çalındığında çağrı mobil uygulamaya da düşer; evde değilken ziyaretçiyle görüşüp kapı açılabilir.",
    categorySlug: INTERCOM,
    subcategorySlug: "goruntulu-diafonlar",
    brand: "Kapıgör",
    features: ["7 inç dokunmatik iç ünite", "Mobil uygulamaya çağrı yönlendirme", "Gece görüşlü zil kamerası", "Kapı ve bahçe kapısı kontrolü", "PoE ile kurulum"],
    specifications: {
      "İç Ünite Ekranı": "7 inç, 1024 × 600",
      "Zil Paneli Kamerası": "2 MP, geniş açı",
      "Kilit Çıkışı": "2 röle (kapı + bahçe kapısı)",
      "Bağlantı": "IP, PoE (802.3af)",
      "Zil Paneli Koruma Sınıfı": "IP65",
      "Hafıza": "Ziyaretçi fotoğrafı, 100 kayıt",
    },
    imageUrl: img("diafon-ip-7-inc"),
    isFeatured: true,
  },
  {
    name: "4 Telli Analog Görüntülü Diafon Seti, 7 inç",
    description:
      "Mevcut 4 telli kablolamayı kullanarak sesli diafonu görüntülüye yükseltmek için uygun analog set. İç ünite, zil panelinden gelen ziyaretçi görüntüsünü renkli olarak gösterir.",
    categorySlug: INTERCOM,
    subcategorySlug: "goruntulu-diafonlar",
    brand: "Kapıgör",
    features: ["4 telli kurulum", "7 inç renkli ekran", "Kapı açma butonu", "Gece görüşlü zil kamerası"],
    specifications: {
      "İç Ünite Ekranı": "7 inç TFT",
      "Kablolama": "4 tel",
      "Kamera": "Renkli, IR LED",
      "Kilit Çıkışı": "12 V DC elektrikli kilit",
      "Zil Paneli Koruma Sınıfı": "IP54",
    },
    imageUrl: img("diafon-analog-4-telli"),
  },
  {
    name: "IP Görüntülü Zil Paneli, Kartlı Geçiş, 12 Daire",
    description:
      "Apartman ve site blok girişleri için kartlı geçiş okuyuculu IP zil paneli. Sakinler kart veya şifreyle girebilir; ziyaretçiler daire butonlarıyla iç üniteyi veya mobil uygulamayı arar.",
    categorySlug: INTERCOM,
    subcategorySlug: "goruntulu-diafonlar",
    brand: "Kapıgör",
    features: ["12 daire butonu", "13,56 MHz kart okuyucu", "Şifre ile giriş", "Alüminyum gövde", "Gece görüşlü 2 MP kamera"],
    specifications: {
      "Daire Sayısı": "12 (genişletme modülüyle 48)",
      "Kart Okuyucu": "13,56 MHz, 10.000 kart",
      "Kamera": "2 MP, IR LED",
      "Bağlantı": "IP, PoE (802.3af)",
      "Koruma Sınıfı": "IP65 / IK07",
      "Gövde": "Alüminyum alaşım",
    },
    imageUrl: img("zil-paneli-12-daire"),
  },
  {
    name: "10 inç Dokunmatik IP Diafon İç Ünitesi",
    description:
      "Site ve apartman daireleri için 10 inç dokunmatik ekranlı IP iç ünite. Güvenlik kulübesini arama, asansör çağırma ve ağdaki IP kameraları izleme gibi özellikleri destekler.",
    categorySlug: INTERCOM,
    subcategorySlug: "goruntulu-diafonlar",
    brand: "Kapıgör",
    features: ["10 inç dokunmatik ekran", "Güvenlik kulübesini arama", "IP kamera izleme", "Alarm bölgesi girişleri", "Wi-Fi ile mobil eşleştirme"],
    specifications: {
      "Ekran": "10,1 inç, 1280 × 800",
      "Alarm Girişi": "8 bölge",
      "Bağlantı": "IP, PoE (802.3af) / 12 V DC",
      "Kablosuz": "Wi-Fi 2,4 GHz",
      "Montaj": "Sıva üstü",
    },
    imageUrl: img("diafon-ic-unite-10-inc"),
  },

  // ── Depolama › NAS Diskleri ──────────────────────────────────────────────
  {
    name: "4 TB 3,5 inç Güvenlik ve NAS Diski, 5400 rpm",
    description:
      "Kamera kayıt cihazlarında 7/24 sürekli yazma işlemi için optimize edilmiş 4 TB sabit disk. Çok kanallı eş zamanlı kayıtta kare kaybını azaltan donanım yazılımına sahiptir.",
    categorySlug: STORAGE,
    subcategorySlug: "nas-diskleri",
    brand: "Veriyuva",
    features: ["7/24 çalışmaya uygun", "64 kanala kadar kayıt desteği", "Düşük güç tüketimi", "Titreşim toleransı"],
    specifications: {
      "Kapasite": "4 TB",
      "Form Faktörü": "3,5 inç",
      "Arayüz": "SATA 6 Gb/s",
      "Dönüş Hızı": "5400 rpm",
      "Önbellek": "256 MB",
      "İş Yükü": "180 TB/yıl",
    },
    imageUrl: img("disk-4-tb"),
  },
  {
    name: "8 TB 3,5 inç NAS Diski, 7200 rpm, 256 MB Önbellek",
    description:
      "8 yuvaya kadar NAS cihazları ve çok diskli NVR'lar için tasarlanmış 8 TB disk. RAID yapılandırmalarında titreşim sensörleri sayesinde kararlı performans sunar.",
    categorySlug: STORAGE,
    subcategorySlug: "nas-diskleri",
    brand: "Veriyuva",
    features: ["RAID uyumlu donanım yazılımı", "Titreşim sensörleri", "7/24 çalışmaya uygun", "3 yıl garanti"],
    specifications: {
      "Kapasite": "8 TB",
      "Form Faktörü": "3,5 inç",
      "Arayüz": "SATA 6 Gb/s",
      "Dönüş Hızı": "7200 rpm",
      "Önbellek": "256 MB",
      "MTBF": "1.000.000 saat",
    },
    imageUrl: img("disk-8-tb"),
  },
  {
    name: "12 TB 3,5 inç Kurumsal NAS Diski, 7200 rpm",
    description:
      "Büyük kayıt arşivleri ve kurumsal NAS sistemleri için helyum dolgulu 12 TB disk. Yüksek yıllık iş yükü değeri ile 32 kanalı aşan NVR'larda ve RAID 5/6 dizilerinde kullanıma uygundur.",
    categorySlug: STORAGE,
    subcategorySlug: "nas-diskleri",
    brand: "Veriyuva",
    features: ["Helyum dolgulu yapı", "550 TB/yıl iş yükü", "Çok diskli RAID dizilerine uygun", "5 yıl garanti"],
    specifications: {
      "Kapasite": "12 TB",
      "Form Faktörü": "3,5 inç",
      "Arayüz": "SATA 6 Gb/s",
      "Dönüş Hızı": "7200 rpm",
      "Önbellek": "256 MB",
      "İş Yükü": "550 TB/yıl",
      "MTBF": "2.500.000 saat",
    },
    imageUrl: img("disk-12-tb"),
  },

  // ── Bilgisayar ve Bileşenleri › Masaüstü Bilgisayarlar ──────────────────
  {
    name: "Mini PC, Intel Core i5, 16 GB RAM, 512 GB SSD",
    description:
      "Resepsiyon, güvenlik kulübesi ve ofis masaları için monitör arkasına monte edilebilen mini bilgisayar. Kamera istemci yazılımı ile dört ila sekiz kameralık canlı izleme için yeterli performans sunar.",
    categorySlug: COMPUTER,
    subcategorySlug: "masaustu-bilgisayarlar",
    brand: "Veriyuva",
    features: ["Kompakt mini kasa", "VESA montaj aparatı", "Çift ekran çıkışı", "NVMe SSD", "Wi-Fi 6 ve Bluetooth"],
    specifications: {
      "İşlemci": "Intel Core i5, 10 çekirdek",
      "Bellek": "16 GB DDR4",
      "Depolama": "512 GB NVMe SSD",
      "Ekran Çıkışı": "2 × HDMI",
      "Ağ": "Gigabit Ethernet, Wi-Fi 6",
      "İşletim Sistemi": "Windows 11 Pro",
    },
    imageUrl: img("mini-pc-i5"),
  },
  {
    name: "VMS İş İstasyonu, Intel Core i7, 32 GB RAM, 4 Ekran Çıkışı",
    description:
      "Güvenlik odalarında çok sayıda kameranın aynı anda izlenmesi için ayrı ekran kartlı iş istasyonu. Dört monitöre kadar görüntü verir ve video yönetim yazılımının donanım hızlandırmalı kod çözme özelliğinden yararlanır.",
    categorySlug: COMPUTER,
    subcategorySlug: "masaustu-bilgisayarlar",
    brand: "Veriyuva",
    features: ["4 monitör desteği", "Ayrı ekran kartı", "Donanım hızlandırmalı video çözme", "1 TB NVMe SSD", "Sessiz soğutma"],
    specifications: {
      "İşlemci": "Intel Core i7, 16 çekirdek",
      "Bellek": "32 GB DDR5",
      "Depolama": "1 TB NVMe SSD",
      "Ekran Kartı": "8 GB GDDR6, 4 × DisplayPort",
      "Ağ": "2 × Gigabit Ethernet",
      "İşletim Sistemi": "Windows 11 Pro",
    },
    imageUrl: img("vms-is-istasyonu-i7"),
  },
  {
    name: "Ofis Tipi Masaüstü Bilgisayar, Intel Core i3, 8 GB RAM",
    description:
      "Günlük ofis işleri, muhasebe yazılımları ve web tabanlı uygulamalar için ekonomik masaüstü bilgisayar. Bellek ve depolama sonradan kolayca genişletilebilir.",
    categorySlug: COMPUTER,
    subcategorySlug: "masaustu-bilgisayarlar",
    brand: "Veriyuva",
    features: ["Genişletilebilir bellek", "256 GB SSD", "Ön panelde USB-C", "Düşük güç tüketimi"],
    specifications: {
      "İşlemci": "Intel Core i3, 4 çekirdek",
      "Bellek": "8 GB DDR4 (64 GB'a kadar)",
      "Depolama": "256 GB NVMe SSD",
      "Ekran Çıkışı": "HDMI, DisplayPort",
      "Kasa": "Mini tower",
    },
    imageUrl: img("ofis-bilgisayari-i3"),
  },

  // ── Ses Sistemleri › Anons Sistemleri ────────────────────────────────────
  {
    name: "120 W Mikser Amfi, 100 V Hat, 4 Bölge",
    description:
      "Mağaza, okul ve fabrikalarda anons ve fon müziği için 100 V hat çıkışlı mikser amfi. Dört bölge ayrı ayrı seçilebilir; anons sırasında müzik sesi otomatik olarak kısılır.",
    categorySlug: AUDIO,
    subcategorySlug: "anons-sistemleri",
    brand: "Sesvar",
    features: ["100 V ve 70 V hat çıkışı", "4 bölge seçimi", "Anons önceliği (müzik kısma)", "USB/Bluetooth müzik girişi", "Gong sinyali"],
    specifications: {
      "Çıkış Gücü": "120 W",
      "Hat Çıkışı": "100 V / 70 V / 4–16 Ω",
      "Bölge": "4",
      "Girişler": "3 mikrofon, 2 AUX, USB, Bluetooth",
      "Frekans Yanıtı": "60 Hz – 18 kHz",
      "Montaj": "19 inç, 2U",
    },
    imageUrl: img("anons-amfi-120-w"),
  },
  {
    name: "6 W Tavan Hoparlörü, 100 V, 6,5 inç",
    description:
      "Asma tavana gömme montaj için 100 V hat trafolu tavan hoparlörü. Trafo üzerinden güç kademesi seçilerek bölgelerdeki ses seviyesi dengelenebilir.",
    categorySlug: AUDIO,
    subcategorySlug: "anons-sistemleri",
    brand: "Sesvar",
    features: ["Asma tavana gömme montaj", "100 V hat trafosu", "Güç kademesi seçimi", "Yaylı montaj klipsleri"],
    specifications: {
      "Güç": "6 / 3 / 1,5 W",
      "Hoparlör Çapı": "6,5 inç",
      "Hassasiyet": "90 dB (1 W / 1 m)",
      "Frekans Yanıtı": "100 Hz – 16 kHz",
      "Kesim Çapı": "185 mm",
    },
    imageUrl: img("tavan-hoparloru-6-w"),
  },
  {
    name: "30 W Horn Hoparlör, 100 V, IP66",
    description:
      "Fabrika sahaları, otoparklar ve açık alanlarda anons için yüksek verimli horn hoparlör. Gürültülü ortamlarda konuşmanın anlaşılabilirliğini artırır.",
    categorySlug: AUDIO,
    subcategorySlug: "anons-sistemleri",
    brand: "Sesvar",
    features: ["Dış ortama dayanıklı gövde", "100 V hat trafosu", "Yüksek hassasiyet", "Ayarlanabilir montaj braketi"],
    specifications: {
      "Güç": "30 / 15 / 7,5 W",
      "Hassasiyet": "108 dB (1 W / 1 m)",
      "Frekans Yanıtı": "400 Hz – 7 kHz",
      "Koruma Sınıfı": "IP66",
      "Gövde": "ABS, UV dayanımlı",
    },
    imageUrl: img("horn-hoparlor-30-w"),
  },
  {
    name: "Masaüstü Anons Mikrofonu, 4 Bölge Seçici",
    description:
      "Anons amfisine bağlanarak istenen bölgeye veya tüm bölgelere anons yapılmasını sağlayan masaüstü mikrofon. Esnek boynu ve gong butonuyla resepsiyon ve güvenlik masaları için uygundur.",
    categorySlug: AUDIO,
    subcategorySlug: "anons-sistemleri",
    brand: "Sesvar",
    features: ["4 bölge ve genel çağrı tuşu", "Esnek boyun", "Gong butonu", "Meşgul göstergesi"],
    specifications: {
      "Mikrofon Tipi": "Elektret kondansatör",
      "Bölge Seçimi": "4 + genel çağrı",
      "Kablo Uzunluğu": "CAT5 ile 500 m'ye kadar",
      "Besleme": "24 V DC (amfiden)",
    },
    imageUrl: img("anons-mikrofonu"),
  },

  // ── Fiber ve Alt Yapı › Network Kabloları ───────────────────────────────
  {
    name: "Cat6 U/UTP Network Kablosu, 23 AWG, 305 m",
    description:
      "Bina içi yapısal kablolama ve IP kamera hatları için som bakır Cat6 kablo. Som bakır iletkenler PoE uygulamalarında gerilim düşümünü azaltır; bakır kaplamalı alüminyum (CCA) kablolar PoE için önerilmez.",
    categorySlug: FIBER,
    subcategorySlug: "network-kablolari",
    brand: "Hatkur",
    features: ["Som bakır iletken", "250 MHz bant genişliği", "PoE uygulamalarına uygun", "Metre işaretli dış kılıf", "Makara kutusunda 305 m"],
    specifications: {
      "Kategori": "Cat6, U/UTP",
      "İletken": "23 AWG som bakır",
      "Bant Genişliği": "250 MHz",
      "Dış Kılıf": "LSZH, gri",
      "Uzunluk": "305 m",
    },
    imageUrl: img("kablo-cat6-utp"),
  },
  {
    name: "Cat6 F/FTP Dış Ortam Network Kablosu, 305 m",
    description:
      "Bina dışı kamera hatları ve binalar arası bağlantılar için folyo ekranlı, UV dayanımlı PE kılıflı Cat6 kablo. Elektromanyetik gürültünün yoğun olduğu sanayi ortamlarında da kararlı iletim sağlar.",
    categorySlug: FIBER,
    subcategorySlug: "network-kablolari",
    brand: "Hatkur",
    features: ["Folyo ekranlı yapı", "UV dayanımlı PE dış kılıf", "Som bakır iletken", "Toprak teli"],
    specifications: {
      "Kategori": "Cat6, F/FTP",
      "İletken": "23 AWG som bakır",
      "Dış Kılıf": "PE, siyah, UV dayanımlı",
      "Çalışma Sıcaklığı": "-20 °C … +70 °C",
      "Uzunluk": "305 m",
    },
    imageUrl: img("kablo-cat6-ftp-dis-ortam"),
  },
  {
    name: "8 Damarlı Tek Mod (OS2) Fiber Optik Kablo, Zırhlı",
    description:
      "Binalar arası ve kampüs bağlantıları için çelik zırhlı, 8 damarlı tek mod fiber kablo. Toprak altı boru içinde veya kanalda kullanılabilir; kilometrelerce mesafede yüksek bant genişliği sağlar.",
    categorySlug: FIBER,
    subcategorySlug: "network-kablolari",
    brand: "Hatkur",
    features: ["8 damar tek mod OS2", "Oluklu çelik zırh", "Jel dolgulu gevşek tüp", "Kemirgenlere karşı koruma", "Dış ortam kullanımı"],
    specifications: {
      "Fiber Tipi": "Tek mod, OS2 (G.652D)",
      "Damar Sayısı": "8",
      "Yapı": "Merkezi gevşek tüp, jel dolgulu",
      "Zırh": "Oluklu çelik bant",
      "Dış Kılıf": "PE, siyah",
      "Zayıflama": "≤ 0,36 dB/km (1310 nm)",
    },
    imageUrl: img("kablo-fiber-8-damar"),
  },

  // ── Rack Kabinetler › Zemin Rackleri ─────────────────────────────────────
  {
    name: "27U 600 × 600 Zemin Tipi Rack Kabinet",
    description:
      "Küçük sunucu odaları ve kat dağıtım noktaları için 27U zemin tipi kabinet. Camlı ön kapısı kilitlidir; yan paneller sökülebilir ve tekerlek ile ayak birlikte verilir.",
    categorySlug: RACK,
    subcategorySlug: "zemin-rackleri",
    brand: "Hatkur",
    features: ["Kilitli temperli cam ön kapı", "Sökülebilir yan paneller", "Tekerlek ve ayar ayağı", "Tavan fan yuvası"],
    specifications: {
      "Yükseklik": "27U",
      "Genişlik × Derinlik": "600 × 600 mm",
      "Taşıma Kapasitesi": "600 kg (statik)",
      "Ön Kapı": "Temperli cam, kilitli",
      "Malzeme": "SPCC çelik, toz boya",
    },
    imageUrl: img("rack-27u"),
  },
  {
    name: "42U 600 × 800 Zemin Tipi Rack Kabinet",
    description:
      "Switch, NVR, santral ve patch paneller için 42U yükseklikte genel amaçlı kabinet. 800 mm derinliği sayesinde derin raf cihazları ve arkada kablo yönetimi için yeterli alan bırakır.",
    categorySlug: RACK,
    subcategorySlug: "zemin-rackleri",
    brand: "Hatkur",
    features: ["42U kullanım alanı", "Ayarlanabilir montaj profilleri", "Kablo giriş fırçaları", "2 adet tavan fanı", "Topraklama seti"],
    specifications: {
      "Yükseklik": "42U",
      "Genişlik × Derinlik": "600 × 800 mm",
      "Taşıma Kapasitesi": "800 kg (statik)",
      "Ön Kapı": "Temperli cam, kilitli",
      "Havalandırma": "2 × tavan fanı",
      "Malzeme": "SPCC çelik, toz boya",
    },
    imageUrl: img("rack-42u"),
  },
  {
    name: "47U 800 × 1000 Sunucu Tipi Zemin Rack Kabinet",
    description:
      "Sunucu ve depolama ünitelerinin bulunduğu veri odaları için delikli kapılı, geniş ve derin kabinet. 800 mm genişlik yan taraflarda dikey kablo yönetimi için alan sağlar.",
    categorySlug: RACK,
    subcategorySlug: "zemin-rackleri",
    brand: "Hatkur",
    features: ["Delikli ön ve arka kapı", "Dikey kablo yönetimi", "1500 kg taşıma kapasitesi", "Çift taraflı kilit"],
    specifications: {
      "Yükseklik": "47U",
      "Genişlik × Derinlik": "800 × 1000 mm",
      "Taşıma Kapasitesi": "1500 kg (statik)",
      "Kapılar": "Delikli, havalandırma oranı %75",
      "Malzeme": "SPCC çelik, toz boya",
    },
    imageUrl: img("rack-47u"),
  },

  // ── Güç Kaynakları › DIN Ray Beslemeler ──────────────────────────────────
  {
    name: "12 V DC 60 W DIN Ray Güç Kaynağı",
    description:
      "Pano içindeki kameralar, kartlı geçiş kontrol üniteleri ve elektrikli kilitler için DIN ray montajlı 12 V güç kaynağı. Çıkış gerilimi potansiyometre ile hassas şekilde ayarlanabilir.",
    categorySlug: POWER,
    subcategorySlug: "din-ray-beslemeler",
    brand: "Güçay",
    features: ["35 mm DIN ray montaj", "Ayarlanabilir çıkış gerilimi", "Kısa devre ve aşırı yük koruması", "Çıkış LED göstergesi"],
    specifications: {
      "Çıkış": "12 V DC, 5 A",
      "Çıkış Ayar Aralığı": "10,8–13,8 V",
      "Giriş": "100–240 V AC",
      "Verimlilik": "%88",
      "Çalışma Sıcaklığı": "-20 °C … +60 °C",
    },
    imageUrl: img("din-ray-12-v-60-w"),
  },
  {
    name: "24 V DC 120 W DIN Ray Güç Kaynağı",
    description:
      "Yangın ve otomasyon panolarında 24 V ile çalışan yardımcı ekipmanlar için DIN ray güç kaynağı. Aktif PFC devresi sayesinde şebekeye daha az harmonik yansıtır.",
    categorySlug: POWER,
    subcategorySlug: "din-ray-beslemeler",
    brand: "Güçay",
    features: ["Aktif PFC", "Yüksek verimlilik", "DC OK röle çıkışı", "Kısa devre ve aşırı sıcaklık koruması"],
    specifications: {
      "Çıkış": "24 V DC, 5 A",
      "Çıkış Ayar Aralığı": "24–28 V",
      "Giriş": "100–240 V AC",
      "Verimlilik": "%91",
      "Röle Çıkışı": "DC OK",
    },
    imageUrl: img("din-ray-24-v-120-w"),
  },
  {
    name: "48 V DC 240 W DIN Ray Güç Kaynağı",
    description:
      "Endüstriyel PoE switch'leri beslemek için 48 V çıkışlı DIN ray güç kaynağı. Çift güç girişli switch'lerde iki adet kullanılarak yedekli besleme yapılabilir.",
    categorySlug: POWER,
    subcategorySlug: "din-ray-beslemeler",
    brand: "Güçay",
    features: ["PoE switch beslemesine uygun", "Paralel ve yedekli çalışma", "Aktif PFC", "Metal kasa"],
    specifications: {
      "Çıkış": "48 V DC, 5 A",
      "Çıkış Ayar Aralığı": "48–55 V",
      "Giriş": "100–240 V AC",
      "Verimlilik": "%93",
      "Çalışma Sıcaklığı": "-25 °C … +70 °C",
      "Montaj": "35 mm DIN ray",
    },
    imageUrl: img("din-ray-48-v-240-w"),
  },
];

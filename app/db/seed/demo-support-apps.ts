import type { DemoSupportApp } from "./demo-types";

/*
 * Demo support downloads. Download links are internal placeholders under /destek/indir/{slug}
 * (the slug is the folded kebab-case of the name); a later issue wires the real files.
 */

const download = (slug: string, platform?: "android" | "ios" | "windows") =>
  platform ? `/destek/indir/${slug}/${platform}` : `/destek/indir/${slug}`;
const icon = (slug: string) => `/images/support/${slug}.svg`;

export const DEMO_SUPPORT_APPS: DemoSupportApp[] = [
  // ── PC yazılımları ───────────────────────────────────────────────────────
  {
    type: "software",
    name: "Optivizyon VMS İstemcisi",
    description:
      "Birden fazla NVR, DVR ve IP kamerayı tek ekrandan izlemek için video yönetim istemcisi. Canlı izleme, kayıt arama, olay listesi ve çoklu monitör desteği sunar.",
    brand: "Optivizyon",
    version: "3.2.1",
    platforms: ["windows"],
    imageUrl: icon("optivizyon-vms-istemcisi"),
    windowsDownloadUrl: download("optivizyon-vms-istemcisi", "windows"),
  },
  {
    type: "software",
    name: "Kaydera NVR Yapılandırma Aracı",
    description:
      "Kaydera NVR ve XVR cihazlarının kanal, kayıt planı, disk ve ağ ayarlarını bilgisayardan yapmaya yarayan araç. Ayar dosyalarını yedekleyip başka cihazlara aktarabilir.",
    brand: "Kaydera",
    version: "2.4.0",
    platforms: ["windows"],
    imageUrl: icon("kaydera-nvr-yapilandirma-araci"),
    windowsDownloadUrl: download("kaydera-nvr-yapilandirma-araci", "windows"),
  },
  {
    type: "software",
    name: "Optivizyon IP Arama Aracı",
    description:
      "Yerel ağdaki kameraları ve kayıt cihazlarını bulup IP adreslerini listeleyen küçük yardımcı program. Toplu IP atama, şifre belirleme ve cihaz yazılımı güncelleme yapılabilir.",
    brand: "Optivizyon",
    version: "1.8.3",
    platforms: ["windows"],
    imageUrl: icon("optivizyon-ip-arama-araci"),
    windowsDownloadUrl: download("optivizyon-ip-arama-araci", "windows"),
  },
  {
    type: "software",
    name: "Bekçitek Panel Programlama Yazılımı",
    description:
      "Bekçitek alarm panellerinin bölge, kullanıcı, haberleşme ve izleme merkezi ayarlarını USB veya ağ üzerinden programlamak için kurulum yazılımı. Olay geçmişini dışa aktarabilir.",
    brand: "Bekçitek",
    version: "5.1.2",
    platforms: ["windows"],
    imageUrl: icon("bekcitek-panel-programlama-yazilimi"),
    windowsDownloadUrl: download("bekcitek-panel-programlama-yazilimi", "windows"),
  },
  {
    type: "software",
    name: "Telvira Santral Yönetim Konsolu",
    description:
      "Telvira IP santrallerde dahili, dış hat, sesli karşılama ve çağrı kuyruğu ayarlarını yönetmek için masaüstü konsol. Çağrı raporları ve kayıtlı görüşmeler de buradan incelenebilir.",
    brand: "Telvira",
    version: "4.0.6",
    platforms: ["windows"],
    imageUrl: icon("telvira-santral-yonetim-konsolu"),
    windowsDownloadUrl: download("telvira-santral-yonetim-konsolu", "windows"),
  },
  {
    type: "software",
    name: "Kaydera Yedek Oynatıcı",
    description:
      "Kayıt cihazından USB belleğe veya bilgisayara aktarılan video yedeklerini oynatan program. Kare kare izleme, anlık görüntü alma ve yaygın video formatlarına dönüştürme yapabilir.",
    brand: "Kaydera",
    version: "1.5.0",
    platforms: ["windows"],
    imageUrl: icon("kaydera-yedek-oynatici"),
    windowsDownloadUrl: download("kaydera-yedek-oynatici", "windows"),
  },

  // ── Mobil uygulamalar ────────────────────────────────────────────────────
  {
    type: "mobile-app",
    name: "Optivizyon Mobil",
    description:
      "Kameralarınızı ve kayıt cihazlarınızı telefondan canlı izleme ve geçmiş kayıtları oynatma uygulaması. Hareket ve insan algılama olaylarında anlık bildirim gönderir.",
    brand: "Optivizyon",
    version: "6.3.0",
    platforms: ["android", "ios"],
    imageUrl: icon("optivizyon-mobil"),
    downloadUrl: download("optivizyon-mobil"),
    androidDownloadUrl: download("optivizyon-mobil", "android"),
    iosDownloadUrl: download("optivizyon-mobil", "ios"),
  },
  {
    type: "mobile-app",
    name: "Kaydera Bulut İzleme",
    description:
      "Kaydera NVR ve XVR cihazlarına sabit IP gerektirmeden, cihaz seri numarası ile bağlanarak uzaktan izleme yapmayı sağlayan uygulama. Birden fazla kullanıcıyla cihaz paylaşımı desteklenir.",
    brand: "Kaydera",
    version: "3.7.2",
    platforms: ["android", "ios"],
    imageUrl: icon("kaydera-bulut-izleme"),
    androidDownloadUrl: download("kaydera-bulut-izleme", "android"),
    iosDownloadUrl: download("kaydera-bulut-izleme", "ios"),
  },
  {
    type: "mobile-app",
    name: "Bekçitek Alarm",
    description:
      "Alarm sisteminizi uzaktan kurup devreden çıkarmanızı, alarm ve arıza bildirimlerini anında almanızı sağlayan uygulama. Hangi bölgenin tetiklendiğini ve olay geçmişini gösterir.",
    brand: "Bekçitek",
    version: "2.9.4",
    platforms: ["android", "ios"],
    imageUrl: icon("bekcitek-alarm"),
    downloadUrl: download("bekcitek-alarm"),
    androidDownloadUrl: download("bekcitek-alarm", "android"),
    iosDownloadUrl: download("bekcitek-alarm", "ios"),
  },
  {
    type: "mobile-app",
    name: "Kapıgör Diafon",
    description:
      "Kapı zilinden gelen görüntülü çağrıları telefonunuzda karşılayıp ziyaretçiyle konuşmanızı ve kapıyı uzaktan açmanızı sağlayan uygulama. Kaçırılan çağrılar için ziyaretçi fotoğrafı kaydedilir.",
    brand: "Kapıgör",
    version: "2.1.0",
    platforms: ["android", "ios"],
    imageUrl: icon("kapigor-diafon"),
    androidDownloadUrl: download("kapigor-diafon", "android"),
    iosDownloadUrl: download("kapigor-diafon", "ios"),
  },
  {
    type: "mobile-app",
    name: "Dalgalink Akıllı Ev",
    description:
      "Dalgalink modem, mesh ve akıllı priz ürünlerini tek uygulamadan yönetin. Misafir ağı açma, cihaz bazında internet kısıtlama ve zamanlanmış senaryolar oluşturma özellikleri sunar.",
    brand: "Dalgalink",
    version: "4.2.5",
    platforms: ["android", "ios"],
    imageUrl: icon("dalgalink-akilli-ev"),
    downloadUrl: download("dalgalink-akilli-ev"),
    androidDownloadUrl: download("dalgalink-akilli-ev", "android"),
    iosDownloadUrl: download("dalgalink-akilli-ev", "ios"),
  },
  {
    type: "mobile-app",
    name: "Telvira Softphone",
    description:
      "Telvira IP santralinizdeki dahili numaranızı cep telefonunuzda kullanmanızı sağlayan SIP softphone. Ofis dışındayken de gelen çağrıları karşılayabilir ve dahili aktarım yapabilirsiniz.",
    brand: "Telvira",
    version: "1.6.8",
    platforms: ["android", "ios"],
    imageUrl: icon("telvira-softphone"),
    androidDownloadUrl: download("telvira-softphone", "android"),
    iosDownloadUrl: download("telvira-softphone", "ios"),
  },
];

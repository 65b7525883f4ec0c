import type { DemoSupportApp } from "./demo-types";

/*
 * Demo support downloads (ADR 025). The software links lead to small demo files the server writes
 * when it seeds (app/features/support/demo-downloads.server.ts). The mobile apps have no store
 * links: their brands are invented, and a link to an address that does not exist would send a
 * visitor nowhere, so their cards say to ask us for the download (issue 27).
 */

/** The demo file of a software item: a ZIP with a note, served from /destek/dosya/. */
const demoFile = (slug: string) => `/destek/dosya/demo-${slug}.zip`;
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
    windowsDownloadUrl: demoFile("optivizyon-vms-istemcisi"),
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
    windowsDownloadUrl: demoFile("kaydera-nvr-yapilandirma-araci"),
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
    windowsDownloadUrl: demoFile("optivizyon-ip-arama-araci"),
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
    windowsDownloadUrl: demoFile("bekcitek-panel-programlama-yazilimi"),
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
    windowsDownloadUrl: demoFile("telvira-santral-yonetim-konsolu"),
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
    windowsDownloadUrl: demoFile("kaydera-yedek-oynatici"),
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
  },
];

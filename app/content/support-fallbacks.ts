/*
 * The static fallback lists of the support pages (six entries each, docs/product.md#support-downloads), shown
 * while no active item of that kind is in the database. They name widely used vendor tools and apps and link
 * to the vendors' own download pages and the app stores; nothing is requested from those sites until a
 * visitor follows a link. Store links checked against public references, not fetched from here: staff should
 * look at them again before relying on them.
 */

export type SupportFallbackItem = {
  /** Stable key for lists and tests. */
  id: string;
  name: string;
  brand: string;
  description: string;
  androidDownloadUrl?: string;
  iosDownloadUrl?: string;
  windowsDownloadUrl?: string;
};

const HIKVISION_SOFTWARE = "https://www.hikvision.com/en/support/download/software/";
const DAHUA_SOFTWARE = "https://www.dahuasecurity.com/support/downloadCenter/softwares";

const googlePlay = (packageName: string) => `https://play.google.com/store/apps/details?id=${packageName}&hl=tr`;
const appStore = (id: string) => `https://apps.apple.com/tr/app/id${id}`;

/** Six vendor tools for Windows: monitoring clients, device finders and configuration tools. */
export const SOFTWARE_FALLBACK: readonly SupportFallbackItem[] = [
  {
    id: "ivms-4200",
    name: "iVMS-4200",
    brand: "Hikvision",
    description:
      "Hikvision kayıt cihazlarını ve IP kameraları bilgisayardan canlı izlemek, kayıtları oynatmak ve cihazları yönetmek için ücretsiz istemci yazılımı.",
    windowsDownloadUrl: `${HIKVISION_SOFTWARE}ivms4200-series/`,
  },
  {
    id: "hitools-sadp",
    name: "HiTools (SADP)",
    brand: "Hikvision",
    description:
      "Yerel ağdaki Hikvision cihazlarını bulan, IP adreslerini değiştiren ve ilk kurulumda cihaz şifresini belirlemeye yarayan araç seti.",
    windowsDownloadUrl: "https://www.hikvision.com/en/support/tools/hitools/",
  },
  {
    id: "smartpss-lite",
    name: "SmartPSS Lite",
    brand: "Dahua",
    description:
      "Dahua kayıt cihazlarını ve kameralarını bilgisayardan izlemek, kayıtlarda arama yapmak ve görüntüleri dışa aktarmak için ücretsiz izleme yazılımı.",
    windowsDownloadUrl: DAHUA_SOFTWARE,
  },
  {
    id: "configtool",
    name: "ConfigTool",
    brand: "Dahua",
    description: "Ağdaki Dahua cihazlarını bulan, toplu IP ataması yapan ve cihaz yazılımını güncelleyen yapılandırma aracı.",
    windowsDownloadUrl: DAHUA_SOFTWARE,
  },
  {
    id: "dahua-toolbox",
    name: "Dahua Toolbox",
    brand: "Dahua",
    description: "Disk kapasitesi ve bant genişliği hesaplama ile cihaz bulma ve yapılandırma araçlarını tek yerde toplayan araç kutusu.",
    windowsDownloadUrl: DAHUA_SOFTWARE,
  },
  {
    id: "reolink-client",
    name: "Reolink Client",
    brand: "Reolink",
    description: "Reolink kameralarını ve kayıt cihazlarını bilgisayardan canlı izlemek ve kayıtları oynatmak için masaüstü istemcisi.",
    windowsDownloadUrl: "https://reolink.com/software-and-manual/",
  },
];

/** Six mobile apps for remote viewing, alarms and smart cameras, each for Android and iOS. */
export const MOBILE_APP_FALLBACK: readonly SupportFallbackItem[] = [
  {
    id: "hik-connect",
    name: "Hik-Connect",
    brand: "Hikvision",
    description: "Hikvision kameralarınızı ve kayıt cihazlarınızı telefondan canlı izleyin, kayıtları oynatın ve hareket bildirimlerini alın.",
    androidDownloadUrl: googlePlay("com.connect.enduser"),
    iosDownloadUrl: appStore("1087803190"),
  },
  {
    id: "dmss",
    name: "DMSS",
    brand: "Dahua",
    description: "Dahua kayıt cihazlarına ve kameralarına uzaktan bağlanarak canlı izleme, kayıt oynatma ve alarm bildirimi sağlayan uygulama.",
    androidDownloadUrl: googlePlay("com.mm.android.DMSS"),
    iosDownloadUrl: appStore("1493268178"),
  },
  {
    id: "ezviz",
    name: "EZVIZ",
    brand: "EZVIZ",
    description: "EZVIZ kameraları, görüntülü kapı zilleri ve kayıt cihazları için kurulum, canlı izleme ve bulut kaydı uygulaması.",
    androidDownloadUrl: googlePlay("com.ezviz"),
    iosDownloadUrl: appStore("886947564"),
  },
  {
    id: "ajax-security-system",
    name: "Ajax Security System",
    brand: "Ajax",
    description: "Ajax kablosuz alarm sisteminizi kurup devreden çıkarmanızı, alarm ve arıza bildirimlerini anında almanızı sağlayan uygulama.",
    androidDownloadUrl: googlePlay("com.ajaxsystems"),
    iosDownloadUrl: appStore("1063166247"),
  },
  {
    id: "reolink",
    name: "Reolink",
    brand: "Reolink",
    description: "Reolink kameralarınızı ve kayıt cihazlarınızı telefondan izleme, kayıt oynatma ve akıllı algılama bildirimleri uygulaması.",
    androidDownloadUrl: googlePlay("com.mcu.reolink"),
    iosDownloadUrl: appStore("995927563"),
  },
  {
    id: "tp-link-tapo",
    name: "TP-Link Tapo",
    brand: "TP-Link",
    description: "Tapo ev kameralarını ve akıllı ev ürünlerini kurmak, canlı izlemek ve hareket algılandığında bildirim almak için uygulama.",
    androidDownloadUrl: googlePlay("com.tplink.iot"),
    iosDownloadUrl: appStore("1472718009"),
  },
];

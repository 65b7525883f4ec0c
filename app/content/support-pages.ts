import { MOBILE_APP_FALLBACK, SOFTWARE_FALLBACK, type SupportFallbackItem } from "./support-fallbacks";

/** The two download pages (docs/product.md#support-downloads): the same screen over software or mobile apps. */
export type SupportDownloadPage = {
  path: "/destek/yazilimlar" | "/destek/uygulamalar";
  kind: "software" | "mobile-app";
  title: string;
  description: string;
  keywords: string;
  intro: string;
  listHeading: string;
  texts: {
    label: string;
    loadingLabel: string;
    /** The error title and text. */
    errorTitle: string;
    errorText: string;
    fallbackNote: string;
  };
  fallback: readonly SupportFallbackItem[];
};

export const SUPPORT_DOWNLOAD_PAGES: readonly SupportDownloadPage[] = [
  {
    path: "/destek/yazilimlar",
    kind: "software",
    title: "PC Yazılımları",
    description: "Kamera izleme (CMS), kayıt cihazı yapılandırma, IP tarama ve alarm programlama yazılımlarını indirin; Windows için güncel sürümler.",
    keywords: "cms yazılımı, nvr yazılımı, ip kamera bulma programı, alarm programlama",
    intro: "Bilgisayarınızdan kameralarınızı izlemek ve cihazlarınızı yapılandırmak için gereken yazılımlar.",
    listHeading: "İndirilebilir Yazılımlar",
    texts: {
      label: "PC yazılımları",
      loadingLabel: "Yazılımlar yükleniyor",
      errorTitle: "Yazılımlar Yüklenemedi",
      errorText: "Yazılımlar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
      fallbackNote: "Sık kullanılan üretici yazılımları; indirme bağlantıları üreticinin sitesinde, yeni sekmede açılır.",
    },
    fallback: SOFTWARE_FALLBACK,
  },
  {
    path: "/destek/uygulamalar",
    kind: "mobile-app",
    title: "Mobil Uygulamalar",
    description: "Kameralarınızı, alarm sisteminizi ve görüntülü diafonunuzu telefondan izlemek ve yönetmek için Android ve iOS uygulamaları.",
    keywords: "kamera izleme uygulaması, mobil alarm uygulaması, android, ios",
    intro: "Sisteminizi cebinizden izleyin: canlı görüntü, kayıt oynatma ve anlık bildirimler için mobil uygulamalar.",
    listHeading: "İndirilebilir Uygulamalar",
    texts: {
      label: "Mobil uygulamalar",
      loadingLabel: "Uygulamalar yükleniyor",
      errorTitle: "Uygulamalar Yüklenemedi",
      errorText: "Uygulamalar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
      fallbackNote: "Sık kullanılan güvenlik uygulamaları; indirme bağlantıları uygulama mağazasında, yeni sekmede açılır.",
    },
    fallback: MOBILE_APP_FALLBACK,
  },
];

/** The three province-wide service landing pages (SPEC 2). The landing-page issue adds their blocks. */
export type ServiceLanding = { slug: string; title: string; description: string; keywords: string; intro: string };

export const SERVICE_LANDINGS: readonly ServiceLanding[] = [
  {
    slug: "kocaeli-alarm-sistemleri",
    title: "Kocaeli Alarm Sistemleri",
    description:
      "Kocaeli'de ev ve iş yerleri için kablosuz ve kablolu hırsız alarm sistemleri: mobil bildirim, izleme merkezine bağlantı, ücretsiz keşif ve kurulum.",
    keywords: "kocaeli alarm sistemleri, hırsız alarmı, kablosuz alarm, izmit alarm firması",
    intro: "Ev ve iş yerleriniz için mobil bildirimli, izleme merkezine bağlanabilen hırsız alarm sistemleri.",
  },
  {
    slug: "kocaeli-yangin-ihbar-sistemi",
    title: "Kocaeli Yangın İhbar Sistemi",
    description:
      "Kocaeli'de fabrika, depo, okul ve siteler için yönetmeliğe uygun adreslenebilir ve konvansiyonel yangın algılama ve ihbar sistemleri; projelendirme, kurulum ve bakım.",
    keywords: "kocaeli yangın ihbar sistemi, yangın algılama, yangın alarm paneli, duman dedektörü",
    intro: "Yönetmeliğe uygun, adreslenebilir ve konvansiyonel yangın algılama ve ihbar sistemleri.",
  },
  {
    slug: "kocaeli-kamera-sistemleri",
    title: "Kocaeli Kamera Sistemleri",
    description:
      "Kocaeli'de IP ve analog güvenlik kamerası sistemleri: keşif, projelendirme, kurulum, uzaktan mobil izleme ve bakım. İlçenize özel kamera çözümlerini inceleyin.",
    keywords: "kocaeli kamera sistemleri, güvenlik kamerası kurulumu, ip kamera, izmit kamera firması",
    intro: "IP ve analog güvenlik kamerası sistemlerinde keşiften kuruluma, mobil izlemeden bakıma uçtan uca hizmet.",
  },
];

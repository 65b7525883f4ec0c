import type { DemoBrand } from "./demo-types";

/**
 * Demo brands. Every name is invented for the demo catalogue and is not a real trademark.
 * logoUrl points at the SVG wordmarks produced by scripts/generate-placeholders.mjs.
 */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    name: "Optivizyon",
    description:
      "IP ve analog güvenlik kameraları üreten marka. Dome, bullet, PTZ ve balık gözü modelleriyle ev, iş yeri ve sanayi tesislerine yönelik geniş bir kamera yelpazesi sunar.",
    logoUrl: "/images/brands/optivizyon.svg",
  },
  {
    name: "Kaydera",
    description:
      "NVR, DVR/XVR kayıt cihazları ve 7/24 çalışmaya uygun güvenlik monitörleri geliştirir. Cihazları yerel ağdan ve mobil uygulamadan uzaktan izlemeyi destekler.",
    logoUrl: "/images/brands/kaydera.svg",
  },
  {
    name: "Ağkale",
    description:
      "Kablolu ağ altyapısı için PoE switch, yönetilebilir switch ve firewall çözümleri sunar. Kamera ağları ve KOBİ ağları için güç bütçesi yüksek modeller öne çıkar.",
    logoUrl: "/images/brands/agkale.svg",
  },
  {
    name: "Dalgalink",
    description:
      "Kablosuz ağ ürünleri markası: access point, modem/router, powerline adaptör ve menzil genişletici. Ev ve küçük ofislerde kapsama sorunlarına pratik çözümler üretir.",
    logoUrl: "/images/brands/dalgalink.svg",
  },
  {
    name: "Alevgard",
    description:
      "TS EN 54 serisine uygun konvansiyonel ve adreslenebilir yangın alarm panelleri ile duman ve sıcaklık dedektörleri üretir.",
    logoUrl: "/images/brands/alevgard.svg",
  },
  {
    name: "Bekçitek",
    description:
      "Kablolu, kablosuz ve hibrit hırsız alarm panelleri, dedektörler ve sirenler geliştirir. Panelleri GSM, Ethernet ve Wi-Fi üzerinden mobil bildirim gönderebilir.",
    logoUrl: "/images/brands/bekcitek.svg",
  },
  {
    name: "Telvira",
    description:
      "IP santraller, SIP masaüstü telefonlar ve DECT/IP DECT telsiz telefon sistemleri sunar. Küçük ofisten çok şubeli işletmelere kadar ölçeklenebilir haberleşme altyapısı kurar.",
    logoUrl: "/images/brands/telvira.svg",
  },
  {
    name: "Kapıgör",
    description:
      "Görüntülü diafon, IP zil paneli ve kartlı geçiş ürünleri üretir. Apartman, site ve villa girişlerinde ziyaretçiyi görerek kapı açmayı sağlar.",
    logoUrl: "/images/brands/kapigor.svg",
  },
  {
    name: "Veriyuva",
    description:
      "Güvenlik kayıt cihazları ve NAS sistemleri için 7/24 çalışmaya uygun sabit diskler ile VMS iş istasyonları sunar.",
    logoUrl: "/images/brands/veriyuva.svg",
  },
  {
    name: "Hatkur",
    description:
      "Cat6 bakır ve fiber optik kablolar, zemin tipi rack kabinetler ve kablo yönetim aksesuarları üretir. Yapısal kablolama projelerinin pasif altyapısını tek elden sağlar.",
    logoUrl: "/images/brands/hatkur.svg",
  },
  {
    name: "Güçay",
    description:
      "DIN ray montajlı endüstriyel güç kaynakları ve güvenlik sistemleri için akü destekli besleme üniteleri üretir. Pano içi kurulumlara uygun kompakt modeller sunar.",
    logoUrl: "/images/brands/gucay.svg",
  },
  {
    name: "Sesvar",
    description:
      "100 V hat sistemiyle çalışan anons amfileri, tavan ve horn hoparlörleri ile anons mikrofonları üretir. Fabrika, okul ve AVM seslendirme projelerine yöneliktir.",
    logoUrl: "/images/brands/sesvar.svg",
  },
];

import type { FaqItem } from "#app/domain/faq";

/** The contact page's FAQ (docs/product.md#contact): three questions — support, quote, warranty. */
export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    question: "Bir arıza olduğunda ne kadar sürede destek alırım?",
    answer:
      "Arızayı telefonla 7/24 bildirebilirsiniz; önce uzaktan bağlanıp çözmeye çalışıyoruz. Uzaktan çözülemeyen arızalarda Kocaeli genelinde aynı gün, en geç ertesi iş günü yerinde servis planlıyoruz.",
  },
  {
    question: "Fiyat teklifi nasıl hazırlanıyor, ücretli mi?",
    answer:
      "Keşif ve teklif ücretsizdir. Formdan ya da telefonla ulaştığınızda yerinde keşif için randevu veriyor, ihtiyacınıza göre ürün ve işçiliği ayrı kalemlerle gösteren yazılı bir teklif hazırlıyoruz.",
  },
  {
    question: "Ürünlerin ve işçiliğin garantisi var mı?",
    answer:
      "Sattığımız ürünler üretici garantisi kapsamındadır (çoğu ürün için 2 yıl). Yaptığımız kurulum işçiliğine de 1 yıl garanti veriyoruz; bu sürede kurulumdan kaynaklanan arızaları ücretsiz gideriyoruz.",
  },
];

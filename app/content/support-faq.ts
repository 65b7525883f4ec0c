/*
 * The four frequently asked questions of the support hub, the demo content of the `support`
 * document staff edit (ADR 041). The page shows them and its FAQPage JSON-LD repeats the same
 * question and answer texts, as search engines require.
 */

export type SupportFaqItem = {
  question: string;
  answer: string;
  /** A page that helps further, shown under the answer (not part of the structured data). */
  link?: { to: string; label: string };
};

export const SUPPORT_FAQ: readonly SupportFaqItem[] = [
  {
    question: "Kurulumdan sonra teknik destek veriyor musunuz?",
    answer:
      "Evet. Kurduğumuz sistemler için 7/24 telefon desteği veriyoruz; arızalarda teknik ekibimiz önce uzaktan bağlanarak, gerekirse yerinde müdahale ederek sorunu çözer. E-postayla ilettiğiniz sorulara 24 saat içinde yanıt veriyoruz.",
    link: { to: "/iletisim", label: "İletişim bilgilerimiz" },
  },
  {
    question: "Kameralarımı telefondan nasıl izleyebilirim?",
    answer:
      "Kayıt cihazınızın markasına uygun mobil uygulamayı telefonunuza yükleyin ve cihazınızı seri numarası ya da QR kod ile ekleyin. Kurulum sırasında uygulamayı sizin için yapılandırıyoruz; yeni bir telefon eklemek istediğinizde bizi aramanız yeterli.",
    link: { to: "/destek/uygulamalar", label: "Mobil uygulamalar" },
  },
  {
    question: "Bilgisayardan izlemek için hangi yazılımı kullanmalıyım?",
    answer:
      "Kayıt cihazınızın markasının izleme (CMS/VMS) yazılımını kullanın; ağdaki cihazları bulmak ve IP adreslerini ayarlamak için üreticinin IP arama aracı işinizi görür. Hangi yazılımın cihazınıza uygun olduğundan emin değilseniz cihazın modelini bize iletin.",
    link: { to: "/destek/yazilimlar", label: "PC yazılımları" },
  },
  {
    question: "Kaç günlük kayıt için ne kadar disk gerekir?",
    answer:
      "Gereken kapasite kamera sayısına, çözünürlüğe, sıkıştırma standardına ve kaydın kaç gün saklanacağına bağlıdır. HDD hesaplama aracımızla gereken ve önerilen kapasiteyi hesaplayabilir, sonucu paylaşarak bu kurulum için teklif isteyebilirsiniz.",
    link: { to: "/hdd-hesaplama", label: "HDD hesaplama aracı" },
  },
];

/** What staff edit on the support hub. */
export type SupportHubContent = {
  title: string;
  intro: string;
  resourcesHeading: string;
  channelsHeading: string;
  faqHeading: string;
  faq: readonly (SupportFaqItem & { link: { to: string; label: string } })[];
  closing: { title: string; text: string };
};

export const SUPPORT_HUB_SEED: SupportHubContent = {
  title: "Destek",
  intro: "Yazılımlar, mobil uygulamalar ve sık sorulan sorularla sisteminizden en iyi şekilde yararlanın; 7/24 telefon desteği ve 24 saat içinde e-posta yanıtı.",
  resourcesHeading: "Destek Kaynakları",
  channelsHeading: "Hızlı İletişim",
  faqHeading: "Sık Sorulan Sorular",
  faq: SUPPORT_FAQ.map((item) => ({ ...item, link: item.link ?? { to: "/iletisim", label: "İletişim bilgilerimiz" } })),
  closing: { title: "Sorunuzun yanıtını bulamadınız mı?", text: "Formu doldurun, teknik ekibimiz size en kısa sürede dönsün." },
};

/**
 * The legal pages: privacy policy, terms of use and the KVKK notice (aydınlatma metni, Law 6698
 * art. 10). Written for what this site actually processes: contact-form messages (with the sender's
 * IP address), newsletter addresses with a separate marketing consent, request logs, the quote
 * basket cookie and the admin session cookie only; no analytics, no tracking, fonts self-hosted, the
 * map loaded only on click.
 *
 * Inline markup, rendered by `app/features/legal/legal-page.tsx`:
 * `{company}`, `{address}`, `{email}` (a mailto link), `{phone}` (a tel link) from the site settings,
 * and `[label](/path)` for a link inside the site.
 */

export type LegalBlock = string | { list: readonly string[] };
export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };
export type LegalDocument = {
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) shown as 'Son güncelleme'. */
  updatedAt: string;
  sections: readonly LegalSection[];
};

const RETENTION =
  "İletişim formundan gelen mesajlar ile keşif ve teklif talepleri, gönderildikleri tarihten itibaren 24 ay saklanır ve bu sürenin sonunda otomatik olarak silinir.";
const MAP_ON_CLICK =
  "İletişim sayfamızdaki harita, siz 'Haritayı göster' düğmesine tıklayana kadar yüklenmez. Tıkladığınızda harita Google tarafından sunulur: tarayıcınız doğrudan Google sunucularına bağlanır ve Google, IP adresiniz gibi bilgileri kendi gizlilik politikası kapsamında ve yurt dışında işleyebilir, çerez yerleştirebilir. Tıklamadığınız sürece Google'a hiçbir veri gönderilmez.";

export const PRIVACY_POLICY: LegalDocument = {
  title: "Gizlilik Politikası",
  intro: "Kişisel verilerinizi nasıl topladığımızı, kullandığımızı ve koruduğumuzu açıklıyoruz.",
  updatedAt: "2026-11-24",
  sections: [
    {
      id: "kapsam",
      heading: "Kapsam",
      blocks: [
        "Bu gizlilik politikası, {company} tarafından işletilen bu web sitesini ziyaret ettiğinizde ve sitedeki formları kullandığınızda kişisel verilerinizin nasıl işlendiğini açıklar. 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamındaki ayrıntılı bilgilendirmeyi [KVKK Aydınlatma Metni](/kvkk) sayfasında bulabilirsiniz.",
      ],
    },
    {
      id: "toplanan-veriler",
      heading: "Topladığımız Veriler",
      blocks: [
        "Yalnızca bize kendiniz ilettiğiniz verileri ve sitenin güvenle çalışması için zorunlu olan teknik kayıtları işliyoruz:",
        {
          list: [
            "İletişim formu: adınız, e-posta adresiniz, seçtiğiniz konu ve mesajınız; isterseniz telefon numaranız ve firma adınız. Kötüye kullanımı önlemek için mesajın gönderildiği IP adresi de mesajla birlikte kaydedilir.",
            "E-bülten: e-posta adresiniz, ticari elektronik ileti almak için ayrıca verdiğiniz onay ve onayın tarihi.",
            "Sunucu kayıtları: sitemize yapılan her istek için IP adresi, istenen sayfa, istek yöntemi, yanıt durumu ve tarih-saat bilgisi.",
          ],
        },
        "Sitede üyelik yoktur. Ziyaretçileri izleyen analiz, reklam veya sosyal medya araçları kullanmıyoruz; ziyaretçi profili oluşturmuyoruz.",
      ],
    },
    {
      id: "kullanim",
      heading: "Verileri Nasıl Kullanıyoruz",
      blocks: [
        {
          list: [
            "İletişim formundan gelen sorularınızı yanıtlamak, keşif ve fiyat teklifi hazırlamak, teknik destek vermek.",
            "Yalnızca açıkça onay verdiyseniz, e-bülten ve duyuru e-postaları göndermek. Her e-postadaki bağlantıyla aboneliğinizi sonlandırabilirsiniz; bu durumda e-posta adresiniz silinir.",
            "Sitenin güvenliğini sağlamak, spam ve saldırı girişimlerini tespit edip engellemek.",
          ],
        },
        "Verilerinizi satmıyor, kiralamıyor ve reklam amacıyla kimseyle paylaşmıyoruz.",
      ],
    },
    {
      id: "saklama",
      heading: "Saklama Süreleri",
      blocks: [
        {
          list: [
            RETENTION,
            "E-bülten kaydınız, aboneliğinizi sonlandırana ya da onayınızı geri alana kadar saklanır.",
            "Sunucu kayıtları yalnızca güvenlik ve hata tespiti için, sınırlı bir süre tutulur.",
          ],
        },
      ],
    },
    {
      id: "guvenlik",
      heading: "Verilerin Güvenliği",
      blocks: [
        {
          list: [
            "Site ile tarayıcınız arasındaki bağlantı HTTPS ile şifrelenir.",
            "İletişim mesajlarına ve bülten listesine yalnızca yönetim paneline giriş yetkisi olan personelimiz erişebilir. Yönetici parolaları geri döndürülemez biçimde saklanır, başarısız giriş denemeleri sınırlandırılır ve yönetim panelindeki işlemler kayıt altına alınır.",
            "Formlar otomatik gönderimlere ve aşırı isteklere karşı korunur.",
            "Veritabanının düzenli yedekleri alınır.",
          ],
        },
        "Bir veri ihlali fark etmemiz hâlinde, Kanun'un öngördüğü şekilde ilgili kişileri ve Kişisel Verileri Koruma Kurulu'nu bilgilendiririz.",
      ],
    },
    {
      id: "cerezler",
      heading: "Çerezler",
      blocks: [
        "Analiz, reklam veya sosyal medya çerezi kullanmıyoruz; bu yüzden çerez onay penceresi de göstermiyoruz. Sitede yalnızca aşağıdaki iki kesinlikle gerekli çerez kullanılır.",
        "Teklif sepeti çerezi: yalnızca bir ürünü \"Teklife Ekle\" ile teklif sepetinize eklediğinizde yerleştirilir ve yalnızca seçtiğiniz ürünlerin numaralarını ve adetlerini tutar; adınız veya iletişim bilgileriniz gibi kişisel veriler içermez. Teklif talebinizi gönderdiğinizde ya da sepeti boşalttığınızda silinir, en geç 30 gün sonra kendiliğinden sona erer.",
        "Oturum çerezi: yalnızca yönetim paneline giriş yapan personelimiz için oturum boyunca kullanılır ve oturum kapatıldığında ya da süresi dolduğunda geçersiz hâle gelir.",
        "Her iki çerez de JavaScript tarafından okunamaz ve yalnızca bu siteye gönderilir.",
        "Yazı tiplerimiz ve görsellerimiz kendi sunucumuzdan yüklenir; sayfalar açılırken üçüncü taraf sunuculara istek gönderilmez.",
      ],
    },
    {
      id: "ucuncu-taraf-hizmetler",
      heading: "Üçüncü Taraf Hizmetler",
      blocks: [
        {
          list: [
            MAP_ON_CLICK,
            "Paylaşım ve WhatsApp bağlantıları, yalnızca siz tıkladığınızda ilgili platformu açar; tıklamadan önce bu platformlara veri gönderilmez.",
            "İletişim formundan gelen mesajlar, ekibimize ulaştırılmak üzere e-posta hizmet sağlayıcımız aracılığıyla iletilebilir.",
          ],
        },
      ],
    },
    {
      id: "haklariniz",
      heading: "Haklarınız",
      blocks: [
        "Kişisel verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini ya da silinmesini isteme gibi 6698 sayılı Kanun'un 11. maddesinden doğan haklarınızı ve başvuru yolunu [KVKK Aydınlatma Metni](/kvkk) sayfasında bulabilirsiniz.",
      ],
    },
    {
      id: "iletisim",
      heading: "İletişim",
      blocks: [
        "Bu politikayla ilgili sorularınız için {email} adresine yazabilir, {phone} numaralı telefondan bize ulaşabilir ya da [iletişim sayfamızı](/iletisim) kullanabilirsiniz. Posta adresimiz: {address}.",
        "Bu politikayı gerektiğinde güncelleyebiliriz; güncel sürüm her zaman bu sayfada, son güncelleme tarihiyle birlikte yayımlanır.",
      ],
    },
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  title: "Kullanım Koşulları",
  intro: "Bu web sitesini kullanırken geçerli olan koşullar.",
  updatedAt: "2026-11-22",
  sections: [
    {
      id: "genel",
      heading: "Genel",
      blocks: [
        "Bu web sitesi {company} tarafından işletilmektedir. Siteyi kullanarak aşağıdaki koşulları kabul etmiş sayılırsınız; koşulları kabul etmiyorsanız lütfen siteyi kullanmayın.",
      ],
    },
    {
      id: "sitedeki-bilgiler",
      heading: "Sitedeki Bilgiler",
      blocks: [
        "Sitedeki ürün, hizmet ve teknik bilgiler genel bilgilendirme amaçlıdır. Ürün özellikleri üreticilerin yayımladığı bilgilere dayanır ve üreticiler tarafından önceden haber verilmeksizin değiştirilebilir. Görseller temsilidir.",
        "Sitedeki bilgiler satış teklifi niteliği taşımaz. Fiyat, stok ve teslim süresi için bizden yazılı teklif almanız gerekir.",
        "HDD hesaplama aracı, girdiğiniz değerlere göre yaklaşık bir disk ihtiyacı hesaplar. Gerçek kayıt ihtiyacı sahnedeki hareket, kamera ayarları ve kayıt cihazına göre değişebileceğinden sonuçları kesin bir proje değeri olarak değil, ön fikir olarak kullanın.",
      ],
    },
    {
      id: "fikri-mulkiyet",
      heading: "Fikri Mülkiyet",
      blocks: [
        "Sitedeki metinlerin, tasarımın ve görsellerin tüm hakları {company} firmasına aittir. Bu içerikler yazılı iznimiz olmadan, kaynak gösterilse dahi ticari amaçla kopyalanamaz, çoğaltılamaz veya yayımlanamaz.",
        "Ürün ve marka adları ile logolar ilgili sahiplerinin markalarıdır ve sitede yalnızca ürünleri tanıtmak amacıyla kullanılır. Destek sayfalarındaki yazılım ve uygulamalar üreticilerine aittir; kullanımları üreticinin lisans koşullarına tabidir.",
      ],
    },
    {
      id: "kullanim-kurallari",
      heading: "Kullanım Kuralları",
      blocks: [
        "Siteyi kullanırken şunları kabul edersiniz:",
        {
          list: [
            "Siteyi yalnızca hukuka uygun amaçlarla kullanmak.",
            "Formlara kendinize ait, doğru bilgiler girmek; başkası adına ya da yanıltıcı bilgilerle başvuru yapmamak.",
            "Sitenin çalışmasını engelleyecek veya aşırı yük bindirecek otomatik istekler göndermemek.",
            "Güvenlik önlemlerini aşmaya ya da yönetim paneline yetkisiz erişmeye çalışmamak; zararlı kod içeren içerik göndermemek.",
          ],
        },
        "Bu kurallara aykırı kullanımlarda erişimi kısıtlama ve yasal yollara başvurma hakkımız saklıdır.",
      ],
    },
    {
      id: "baglantilar",
      heading: "Diğer Sitelere Bağlantılar",
      blocks: [
        "Sitede üretici sitelerine, uygulama mağazalarına, sosyal medya ve harita hizmetlerine bağlantılar bulunabilir. Bu sitelerin içeriğinden ve gizlilik uygulamalarından ilgili site sahipleri sorumludur.",
      ],
    },
    {
      id: "sorumluluk",
      heading: "Sorumluluğun Sınırı",
      blocks: [
        "Sitenin kesintisiz ve doğru çalışması için özen gösteririz. Bakım, teknik arıza veya bizden kaynaklanmayan nedenlerle yaşanabilecek kesintilerden ve sitedeki bilgilerin kullanılmasından doğabilecek dolaylı zararlardan, yasaların izin verdiği ölçüde sorumlu değiliz.",
        "Satın aldığınız ürün ve hizmetlere ilişkin haklarınız, sizinle yapılan sözleşmeye ve tüketici mevzuatına tabidir; bu koşullar o hakları sınırlamaz.",
      ],
    },
    {
      id: "kisisel-veriler",
      heading: "Kişisel Veriler",
      blocks: [
        "Formlar aracılığıyla ilettiğiniz kişisel veriler [Gizlilik Politikası](/gizlilik-politikasi) ve [KVKK Aydınlatma Metni](/kvkk) kapsamında işlenir.",
      ],
    },
    {
      id: "degisiklikler",
      heading: "Değişiklikler",
      blocks: [
        "Bu koşulları gerektiğinde güncelleyebiliriz. Güncel sürüm bu sayfada yayımlandığı anda yürürlüğe girer; son güncelleme tarihi sayfanın başında yer alır.",
      ],
    },
    {
      id: "uygulanacak-hukuk",
      heading: "Uygulanacak Hukuk ve Yetki",
      blocks: [
        "Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Uyuşmazlıklarda Kocaeli mahkemeleri ve icra daireleri yetkilidir; tüketici olarak tüketici hakem heyetlerine ve tüketici mahkemelerine başvurma hakkınız saklıdır.",
      ],
    },
    {
      id: "iletisim",
      heading: "İletişim",
      blocks: ["Sorularınız için {email} adresine yazabilir veya {phone} numaralı telefondan bize ulaşabilirsiniz."],
    },
  ],
};

export const KVKK_NOTICE: LegalDocument = {
  title: "KVKK Aydınlatma Metni",
  intro: "6698 sayılı Kanun kapsamında kişisel verilerinizin işlenmesine ilişkin aydınlatma metni.",
  updatedAt: "2026-11-24",
  sections: [
    {
      id: "veri-sorumlusu",
      heading: "Veri Sorumlusu",
      blocks: [
        "6698 sayılı Kişisel Verilerin Korunması Kanunu (“Kanun”) uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla {company} tarafından aşağıda açıklanan kapsamda işlenmektedir.",
        { list: ["Veri sorumlusu: {company}", "Adres: {address}", "E-posta: {email}", "Telefon: {phone}"] },
      ],
    },
    {
      id: "islenen-veriler",
      heading: "İşlenen Kişisel Veriler",
      blocks: [
        {
          list: [
            "Kimlik: adınız ve soyadınız (iletişim formu).",
            "İletişim: e-posta adresiniz, isteğe bağlı olarak telefon numaranız ve firma adınız (iletişim formu); e-posta adresiniz (e-bülten).",
            "Talep bilgisi: iletişim formunda seçtiğiniz konu ve mesajınızın içeriği.",
            "Pazarlama: e-bülten için verdiğiniz ticari elektronik ileti onayı ve onayın tarihi.",
            "İşlem güvenliği: mesajın gönderildiği IP adresi ve sitemize yaptığınız isteklere ait sunucu kayıtları (IP adresi, istenen sayfa, tarih-saat).",
          ],
        },
        "Sitede üyelik yoktur; analiz, reklam veya takip amaçlı çerez ya da araç kullanılmaz. Lütfen mesajınızda sağlık bilgisi gibi özel nitelikli kişisel veri paylaşmayın.",
      ],
    },
    {
      id: "isleme-amaclari",
      heading: "Kişisel Verilerin İşlenme Amaçları",
      blocks: [
        {
          list: [
            "İletişim formundan gelen soru, keşif, fiyat teklifi ve teknik destek taleplerinizi almak, değerlendirmek ve yanıtlamak.",
            "Talebiniz üzerine teklif ve sözleşme süreçlerini yürütmek.",
            "Açık rızanız varsa e-bülten ve duyuru e-postaları göndermek.",
            "Bilgi güvenliği süreçlerini yürütmek, spam ve kötüye kullanımı önlemek.",
            "Yetkili kurum ve kuruluşlardan gelen talepleri mevzuata uygun olarak karşılamak.",
          ],
        },
      ],
    },
    {
      id: "aktarim",
      heading: "Kişisel Verilerin Aktarılması",
      blocks: [
        "Kişisel verileriniz satılmaz ve pazarlama amacıyla üçüncü kişilerle paylaşılmaz. Yalnızca yukarıdaki amaçlarla sınırlı olarak ve Kanun'un 8. ve 9. maddelerine uygun şekilde şu alıcılara aktarılabilir:",
        {
          list: [
            "Sitenin barındırıldığı sunucu ve veritabanı hizmetini sağlayan iş ortaklarımıza, yalnızca hizmetin sunulması için.",
            "İletişim formu mesajlarını ekibimize ileten e-posta hizmet sağlayıcımıza.",
            "Talep edilmesi hâlinde, kanunen yetkili kamu kurum ve kuruluşlarına ve yargı mercilerine.",
          ],
        },
        MAP_ON_CLICK,
      ],
    },
    {
      id: "toplama-yontemi-ve-hukuki-sebep",
      heading: "Toplama Yöntemi ve Hukuki Sebepler",
      blocks: [
        "Kişisel verileriniz, web sitemizdeki iletişim formu ve e-bülten formu aracılığıyla elektronik ortamda, sunucu kayıtları ise sitemize yaptığınız isteklerle otomatik olarak toplanır. Hukuki sebepler şunlardır:",
        {
          list: [
            "İletişim formu: Kanun'un 5. maddesinin 2. fıkrasının (c) bendi (bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması) ve (f) bendi (temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz için zorunlu olması).",
            "E-bülten: Kanun'un 5. maddesinin 1. fıkrası uyarınca açık rızanız ve 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun uyarınca verdiğiniz ticari elektronik ileti onayı. Bu onay formda ayrı ve işaretlenmemiş bir kutuyla alınır; vermemeniz iletişim formunu kullanmanıza engel değildir ve onayınızı dilediğiniz zaman geri alabilirsiniz.",
            "IP adresi ve sunucu kayıtları: Kanun'un 5. maddesinin 2. fıkrasının (ç) bendi (hukuki yükümlülüğümüzü yerine getirmek) ve (f) bendi (bilgi güvenliğine ilişkin meşru menfaatimiz).",
          ],
        },
      ],
    },
    {
      id: "saklama-suresi",
      heading: "Saklama Süresi",
      blocks: [
        `${RETENTION} E-bülten kaydınız, her e-postadaki abonelikten çıkma bağlantısını kullandığınızda ya da onayınızı geri aldığınızda silinir. Sunucu kayıtları güvenlik amacıyla sınırlı bir süre tutulur.`,
      ],
    },
    {
      id: "haklariniz",
      heading: "Kanun'un 11. Maddesi Kapsamındaki Haklarınız",
      blocks: [
        "Veri sorumlusuna başvurarak:",
        {
          list: [
            "Kişisel verilerinizin işlenip işlenmediğini öğrenme,",
            "Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,",
            "Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,",
            "Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,",
            "Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,",
            "Kanun'un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,",
            "Düzeltme, silme ve yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
            "İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,",
            "Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme",
          ],
        },
        "haklarına sahipsiniz.",
      ],
    },
    {
      id: "basvuru",
      heading: "Başvuru Yolu",
      blocks: [
        "Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak şu yollarla iletebilirsiniz:",
        {
          list: [
            "{address} adresine yazılı olarak, elden ya da posta yoluyla,",
            "Kayıtlı elektronik posta (KEP), güvenli elektronik imza veya mobil imza ile ya da daha önce bize bildirdiğiniz ve sistemimizde kayıtlı e-posta adresinizden {email} adresine e-posta göndererek.",
          ],
        },
        "Başvurunuzda adınız, soyadınız, yazılı başvurularda imzanız, T.C. kimlik numaranız (yabancılar için uyruğunuz ve pasaport ya da kimlik numaranız), tebligata esas yerleşim yeri veya iş yeri adresiniz, varsa bildirime esas e-posta adresiniz ve telefon numaranız ile talebinizin konusu yer almalıdır.",
        "Başvurunuzu niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu'nca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâlinde Kanun'un 14. maddesi uyarınca Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz.",
      ],
    },
  ],
};

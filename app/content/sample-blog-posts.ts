/**
 * The six sample blog posts (docs/product.md#blog): shown on /blog only while no post is published. Their
 * pages exist but are marked noindex, and they stay out of the API, the RSS feed and the sitemap.
 * Content is Markdown, like the posts staff write; slugs differ from the demo posts' slugs.
 */
export type SampleBlogPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  keywords: string;
  /** A fixed ISO date: sample posts are not news. */
  publishedAt: string;
};

export const SAMPLE_BLOG_POSTS: readonly SampleBlogPost[] = [
  {
    title: "Ev ve İş Yeri İçin CCTV Kamera Sistemi Kurulumunda İlk Adımlar",
    slug: "cctv-kamera-sistemi-kurulumunda-ilk-adimlar",
    excerpt: "Keşif, kamera yerleşimi, kayıt cihazı ve kablolama: bir CCTV projesine başlamadan önce netleştirmeniz gereken konuların kısa listesi.",
    keywords: "cctv kurulumu, güvenlik kamerası, kamera keşfi, kocaeli",
    imageUrl: "/images/blog/cctv-kamera-sistemi-kurulumunda-ilk-adimlar.svg",
    publishedAt: "2026-03-10T09:00:00.000Z",
    content: `İyi bir kamera sistemi, doğru sorularla başlar. Hangi alanı, hangi amaçla ve ne kadar süreyle kaydetmek istediğinizi bilmeden seçilen ürünler ya gereğinden pahalı olur ya da ihtiyacı karşılamaz.

## Keşifte neye bakılır?

- Giriş ve çıkışlar, otopark, kasa ve depo gibi kritik noktalar
- Gece aydınlatması ve arka ışık alan kapılar
- Kablo güzergâhı ve kayıt cihazının duracağı kilitli alan

## Kayıt ve saklama

Kayıt süresi, disk kapasitesini doğrudan belirler. Kaç gün kayıt tutmanız gerektiğini önceden belirleyin; ihtiyacı [HDD hesaplama aracımızla](/hdd-hesaplama) kolayca bulabilirsiniz.

Ücretsiz keşif için bizimle iletişime geçin; sahayı birlikte gezip size uygun bir teklif hazırlayalım.`,
  },
  {
    title: "Küçük Ofisler İçin Güvenilir Network Altyapısı",
    slug: "kucuk-ofisler-icin-guvenilir-network-altyapisi",
    excerpt: "Doğru switch, kablosuz erişim noktası ve güvenlik duvarı seçimiyle küçük bir ofiste kesintisiz ve güvenli bir ağ kurmanın temelleri.",
    keywords: "ofis network, switch, access point, firewall, kablolama",
    imageUrl: "/images/blog/kucuk-ofisler-icin-guvenilir-network-altyapisi.svg",
    publishedAt: "2026-02-18T09:00:00.000Z",
    content: `Bir ofisin günlük işleri artık tamamen ağa bağlı: muhasebe programı, IP telefonlar, kameralar ve bulut uygulamaları aynı altyapıyı paylaşır. Bu yüzden ağ, binanın elektrik tesisatı kadar özenle planlanmalıdır.

## Temel bileşenler

1. **Yapısal kablolama:** En az Cat6 kablo ve etiketlenmiş bir patch panel
2. **Yönetilebilir switch:** Kameralar ve telefonlar için PoE desteği
3. **Kablosuz erişim noktaları:** Tavana monte, merkezi yönetilen cihazlar
4. **Güvenlik duvarı:** Misafir ağını ve kamera ağını ofis ağından ayırmak için

## Sık yapılan hatalar

Ev tipi modemle tüm ofisi yönetmeye çalışmak, kabloları etiketsiz bırakmak ve yedekleme yapmamak en sık karşılaştığımız sorunlardır.

Mevcut ağınızı birlikte değerlendirmek isterseniz ekibimiz ücretsiz keşif yapar.`,
  },
  {
    title: "Yangın Algılama Sisteminde Dedektör Türleri",
    slug: "yangin-algilama-sisteminde-dedektor-turleri",
    excerpt: "Optik duman, ısı ve çoklu sensörlü dedektörler hangi alanlarda kullanılır? Doğru dedektör seçimi yanlış alarmları azaltır.",
    keywords: "yangın dedektörü, duman dedektörü, ısı dedektörü, yangın algılama",
    imageUrl: "/images/blog/yangin-algilama-sisteminde-dedektor-turleri.svg",
    publishedAt: "2026-01-27T09:00:00.000Z",
    content: `Yangın algılama sisteminin güvenilirliği büyük ölçüde doğru dedektörün doğru yere takılmasına bağlıdır. Her dedektör her ortam için uygun değildir.

## Başlıca dedektör türleri

- **Optik duman dedektörü:** Ofis, koridor ve odalar için en yaygın seçimdir.
- **Isı dedektörü:** Mutfak, kazan dairesi ve tozlu alanlarda yanlış alarmı önler.
- **Çoklu sensörlü dedektör:** Duman ve ısıyı birlikte değerlendirir; değişken ortamlarda daha kararlıdır.

## Bakım unutulmamalı

Dedektörler yılda en az bir kez test edilmeli ve temizlenmelidir. Kirlenen bir dedektör ya geç algılar ya da gereksiz alarm verir.

Binanıza uygun sistemi belirlemek için projelendirme desteği veriyoruz.`,
  },
  {
    title: "Alarm Sistemi Seçerken Kablolu mu Kablosuz mu?",
    slug: "alarm-sistemi-secerken-kablolu-mu-kablosuz-mu",
    excerpt: "Kablolu ve kablosuz hırsız alarm sistemlerinin kurulum, bakım ve güvenilirlik açısından karşılaştırması.",
    keywords: "hırsız alarmı, kablosuz alarm, kablolu alarm, alarm paneli",
    imageUrl: "/images/blog/alarm-sistemi-secerken-kablolu-mu-kablosuz-mu.svg",
    publishedAt: "2025-12-15T09:00:00.000Z",
    content: `Hırsız alarm sistemi kurarken ilk karar, sistemin kablolu mu yoksa kablosuz mu olacağıdır. İkisinin de güçlü olduğu durumlar vardır.

## Kablolu sistemler

Yeni yapılan ya da tadilattaki binalarda kablolu sistem, pil değişimi gerektirmediği ve sinyal kesintisinden etkilenmediği için uzun vadede daha az bakım ister.

## Kablosuz sistemler

Oturulan bir evde ya da kiralık bir iş yerinde kablosuz sistem, duvar kırmadan birkaç saat içinde kurulabilir. Güncel kablosuz dedektörler şifreli haberleşir ve pil durumunu panele bildirir.

## Hangisini seçmeli?

Çoğu projede en iyi sonuç, ikisini birlikte kullanan **hibrit** bir panelle alınır. Mobil bildirim ve uzaktan kurma-çözme özelliği ise artık her iki sistemde de standarttır.`,
  },
  {
    title: "Akıllı Ev Sistemleriyle Güvenliği Bir Arada Yönetmek",
    slug: "akilli-ev-sistemleriyle-guvenligi-bir-arada-yonetmek",
    excerpt: "Kamera, alarm, kapı ve aydınlatmayı tek uygulamadan yönetmek mümkün. Akıllı ev sistemlerinin güvenliğe katkısı ve dikkat edilmesi gerekenler.",
    keywords: "akıllı ev, ev otomasyonu, akıllı güvenlik, mobil bildirim",
    imageUrl: "/images/blog/akilli-ev-sistemleriyle-guvenligi-bir-arada-yonetmek.svg",
    publishedAt: "2025-11-20T09:00:00.000Z",
    content: `Akıllı ev sistemleri yalnızca konfor için değildir; doğru kurulduğunda güvenliği de güçlendirir. Alarm kurulduğunda ışıkların kapanması, kapı açıldığında kameranın kayda başlaması gibi senaryolar tek bir uygulamadan yönetilebilir.

## Örnek senaryolar

- Evden çıkarken tek dokunuşla alarmı kurmak ve tüm ışıkları kapatmak
- Tatildeyken aydınlatmayı farklı saatlerde açıp kapatarak evde biri varmış izlenimi vermek
- Su baskını sensörü tetiklendiğinde vanayı otomatik kapatmak

## Güvenlik için dikkat edilecekler

Akıllı cihazlar ayrı bir ağda çalışmalı, varsayılan parolalar mutlaka değiştirilmeli ve cihaz yazılımları güncel tutulmalıdır.`,
  },
  {
    title: "Güvenlik Teknolojilerinde Yapay Zekâ Destekli Analiz",
    slug: "guvenlik-teknolojilerinde-yapay-zeka-destekli-analiz",
    excerpt: "İnsan ve araç ayrımı, çizgi geçme ve bölge ihlali gibi akıllı analizler, kamera sistemlerinde yanlış alarmları nasıl azaltıyor?",
    keywords: "yapay zekâ, video analiz, akıllı kamera, insan araç ayrımı",
    imageUrl: "/images/blog/guvenlik-teknolojilerinde-yapay-zeka-destekli-analiz.svg",
    publishedAt: "2025-10-30T09:00:00.000Z",
    content: `Eski hareket algılama özellikleri ağaç dalı, yağmur ya da gölge gibi her değişiklikte alarm üretirdi. Yeni nesil kameralar ve kayıt cihazları, görüntüdeki nesneyi tanıyarak yalnızca önemli olaylarda bildirim gönderir.

## Sık kullanılan analizler

- **İnsan ve araç ayrımı:** Yalnızca kişi ya da araç algılandığında uyarı verir.
- **Çizgi geçme:** Belirlenen sanal çizgiyi aşan hareketi bildirir.
- **Bölge ihlali:** Tanımlı alana girişte alarm üretir.

## Neler kazanırsınız?

Yanlış alarmlar azaldıkça bildirimlere güven artar, kayıtlarda arama yapmak da kolaylaşır. Aradığınız olayı saatlerce görüntü izlemek yerine birkaç saniyede bulabilirsiniz.`,
  },
];

import type { DemoBlogPost } from "./demo-types";

/** Demo blog posts (Markdown content). Slugs are the Turkish-folded kebab-case of the titles. */
export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    title: "IP Kamera Seçerken Nelere Dikkat Etmelisiniz?",
    slug: "ip-kamera-secerken-nelere-dikkat-etmelisiniz",
    excerpt: "Çözünürlük, lens, gece görüşü ve koruma sınıfı: ev ya da iş yeriniz için doğru IP kamerayı seçerken bakmanız gereken başlıca ölçütler.",
    metaDescription:
      "IP kamera seçerken çözünürlük, lens açısı, gece görüşü, WDR, koruma sınıfı ve PoE gibi ölçütleri nasıl değerlendireceğinizi anlatan pratik rehber.",
    keywords: "ip kamera seçimi, güvenlik kamerası, kamera çözünürlüğü, gece görüşü, poe kamera, kocaeli kamera sistemleri",
    imageUrl: "/images/blog/ip-kamera-secerken-nelere-dikkat-etmelisiniz.svg",
    publishedDaysAgo: 8,
    content: `Güvenlik kamerası almaya karar verdiğinizde karşınıza yüzlerce model çıkar. Kataloglarda megapiksel, milimetre, IP67 gibi değerler sıralanır; ancak hangisinin sizin için önemli olduğu her zaman açık değildir. Bu yazıda ev, dükkân veya fabrika için IP kamera seçerken dikkat etmeniz gereken başlıca ölçütleri sade bir dille özetliyoruz.

## Önce ne görmek istediğinizi belirleyin

Doğru kamerayı seçmenin ilk adımı, kameradan beklentinizi netleştirmektir. Bir kapı girişinde gelen kişinin yüzünü tanımak ile bir otoparkın genel görüntüsünü almak farklı kameralar gerektirir.

- **Genel izleme:** Alanda hareket olup olmadığını görmek yeterliyse geniş açılı bir kamera iş görür.
- **Tanıma:** Kişinin kim olduğunu anlamak istiyorsanız kamera hedefe daha yakın olmalı ya da daha dar açılı bir lens kullanılmalıdır.
- **Plaka okuma:** Araç plakaları için özel konumlandırma ve çoğu zaman ayrı bir kamera gerekir.

Tek bir kameradan hem geniş alanı hem de yüz detayını beklemek en sık yapılan hatadır. Kritik noktalarda iki kamerayla çalışmak genellikle daha iyi sonuç verir.

## Çözünürlük: Daha yüksek her zaman daha iyi değildir

Günümüzde 4 MP (2560 × 1440) kameralar fiyat ve performans açısından en dengeli seçenektir. 8 MP (4K) kameralar geniş alanlarda dijital yakınlaştırma yapıldığında daha fazla detay sunar; ancak daha fazla bant genişliği ve disk alanı tüketir. 2 MP kameralar ise küçük odalar ve koridorlar için hâlâ yeterli olabilir.

Çözünürlüğü seçerken kayıt cihazınızın ve disklerinizin bu yükü kaldırıp kaldıramayacağını da hesaba katın.

## Lens ve görüş açısı

Lensin milimetre değeri küçüldükçe görüş açısı genişler, uzaktaki detay ise azalır.

- **2,8 mm:** Yaklaşık 100° görüş açısı; odalar, mağazalar ve girişler için idealdir.
- **4 mm:** Yaklaşık 85° açı; orta büyüklükteki alanlar ve bahçeler için uygundur.
- **6 mm ve üzeri:** Dar açı; uzun koridorlar ve uzaktaki kapılar için tercih edilir.
- **Motorize (varifokal) lens:** Açı, kurulumdan sonra uzaktan ayarlanabilir; doğru değeri baştan kestirmenin zor olduğu yerlerde esneklik sağlar.

## Gece görüşü

Kameraların çoğu karanlıkta kızılötesi (IR) ışıkla siyah-beyaz görüntü verir. Katalogdaki IR mesafesinin, alanınızdaki en uzak noktayı karşıladığından emin olun. Gece olaylarında renk bilgisinin önemli olduğu yerlerde (örneğin araç rengi), düşük ışıkta renkli görüntü veren ya da beyaz LED aydınlatmalı modelleri değerlendirebilirsiniz.

## Arka ışık ve WDR

Cam kapıya veya pencereye bakan kameralarda içerideki kişi, dışarıdan gelen güçlü ışık nedeniyle karanlık bir siluet olarak görünebilir. Gerçek WDR (geniş dinamik aralık) özelliği bu durumu büyük ölçüde düzeltir. Girişlerde en az 120 dB WDR sunan modelleri tercih etmenizi öneririz.

## Dış ortam dayanımı

Kocaeli'nin nemli ve yağışlı iklimi, özellikle sahile yakın bölgelerde kamera gövdelerini zorlar. Dış ortamda kullanılacak kameralarda şunlara bakın:

- **IP66 veya IP67** toz ve su koruması,
- Erişilebilir yüksekliklerde darbeye karşı **IK10** sınıfı gövde,
- Metal gövde ve korozyona dayanıklı montaj aparatı.

## PoE, sıkıştırma ve uyumluluk

PoE (Power over Ethernet) destekli kameralar hem veriyi hem de enerjiyi tek bir ağ kablosundan alır; kurulum sadeleşir ve ayrı adaptör gerekmez. H.265 sıkıştırma, aynı görüntü kalitesinde H.264'e göre belirgin ölçüde daha az disk alanı kullanır. ONVIF uyumluluğu ise kamerayı farklı markaların kayıt cihazlarıyla kullanabilmenizi sağlar.

## Kayıt cihazıyla birlikte düşünün

Kamera tek başına bir sistem değildir. Seçtiğiniz kameraların çözünürlüğünü ve kanal sayısını kayıt cihazının desteklediğinden, toplam bit hızının NVR'ın gelen bant genişliği sınırını aşmadığından emin olun. İleride kamera eklemeyi düşünüyorsanız bugünden birkaç boş kanal bırakan bir kayıt cihazı seçmek, sonradan cihaz değiştirme masrafını önler. Aynı şekilde PoE switch'in güç bütçesi de gelecekteki kameralar hesaba katılarak belirlenmelidir.

## Güvenliği unutmayın

IP kamera ağınıza bağlı bir bilgisayar gibidir. Varsayılan şifreleri mutlaka değiştirin, cihaz yazılımlarını güncel tutun ve kameraları mümkünse ayrı bir ağ bölümünde çalıştırın.

Hangi kameranın sizin alanınıza uygun olduğundan emin değilseniz ücretsiz keşif hizmetimizden yararlanabilirsiniz. İzmit ve çevresinde yerinde inceleme yaparak kamera noktalarını ve uygun modelleri birlikte belirliyoruz.
`,
  },
  {
    title: "Kamera Kayıtları Kaç Gün Saklanmalı? HDD Kapasitesi Nasıl Hesaplanır?",
    metaTitle: "Kamera Kayıtları Kaç Gün Saklanmalı? HDD Hesabı",
    slug: "kamera-kayitlari-kac-gun-saklanmali-hdd-kapasitesi-nasil-hesaplanir",
    excerpt: "Kayıt süresini belirleyen etkenler ve kameralarınız için gereken disk kapasitesini basit bir formülle nasıl hesaplayacağınız.",
    metaDescription:
      "Kamera kayıtlarının kaç gün saklanması gerektiğini ve bit hızı, kamera sayısı ve kayıt moduna göre gereken HDD kapasitesinin nasıl hesaplandığını öğrenin.",
    keywords: "kamera kayıt süresi, hdd hesaplama, nvr disk kapasitesi, güvenlik kamerası depolama, h.265, bit hızı",
    imageUrl: "/images/blog/kamera-kayitlari-kac-gun-saklanmali-hdd-kapasitesi-nasil-hesaplanir.svg",
    publishedDaysAgo: 23,
    content: `Kamera sistemi kurarken sorulan ilk sorulardan biri, kayıtların geriye dönük kaç gün izlenebileceğidir. Bir olay genellikle birkaç gün sonra fark edilir; hırsızlık, hasar veya anlaşmazlık durumunda ihtiyaç duyduğunuz görüntünün üzerine çoktan yazılmış olması can sıkıcıdır. Bu yazıda kayıt süresini nasıl belirleyeceğinizi ve gereken disk kapasitesini nasıl hesaplayacağınızı anlatıyoruz.

## Kaç gün kayıt yeterli?

Konutlar ve küçük iş yerleri için herkese uyan tek bir süre yoktur. Uygulamada en sık tercih edilen aralık 15 ile 30 gün arasıdır. Süreyi belirlerken şunları düşünün:

- Bir olayı fark etmeniz ne kadar sürer? Hafta sonu kapalı olan bir iş yerinde olay ancak pazartesi anlaşılabilir.
- Tatil dönemlerinde bina uzun süre boş kalıyor mu?
- Sigorta şirketiniz veya bağlı olduğunuz kurum belirli bir süre talep ediyor mu?
- Bazı sektörlerde ilgili mevzuat veya yetkili kurumlar farklı süreler öngörebilir; faaliyet alanınıza özel bir düzenleme olup olmadığını kontrol edin.

Öte yandan kişisel verilerin korunması açısından kayıtların amaç için gerekenden uzun saklanmaması gerekir. Süreyi ihtiyacınıza göre belirleyip saklama politikanıza yazmanız en doğru yaklaşımdır.

## Disk kapasitesini belirleyen etkenler

Kayıt cihazına takılacak diskin boyutu dört temel etkene bağlıdır:

- **Bit hızı:** Kameranın saniyede ürettiği veri miktarıdır (Mbps). Çözünürlük, kare hızı, sıkıştırma türü ve sahnedeki hareket bit hızını belirler.
- **Kamera sayısı:** Her kamera kendi bit hızı kadar veri üretir.
- **Kayıt modu:** Sürekli kayıt mı, yoksa yalnızca hareket algılandığında mı kayıt yapılacak?
- **Saklama süresi:** Kayıtların kaç gün tutulacağı.

## Basit hesaplama formülü

Bir kameranın günlük disk tüketimi yaklaşık olarak şöyle hesaplanır:

**Günlük GB = Bit hızı (Mbps) × 10,8**

Bu katsayı, bir günün 86.400 saniye olmasından ve bitin bayta çevrilmesinden gelir. Toplam kapasite için sonucu kamera sayısı ve gün sayısıyla çarpmanız yeterlidir.

**Örnek:** 4 Mbps bit hızıyla H.265 sıkıştırma kullanan 8 adet 4 MP kamera, 30 gün sürekli kayıt:

- Bir kamera için günlük tüketim: 4 × 10,8 = 43,2 GB
- 8 kamera için günlük tüketim: 345,6 GB
- 30 günlük toplam: yaklaşık 10,4 TB

Bu sistem için 12 TB kapasite doğru bir seçim olur. Disk üreticilerinin belirttiği kapasite ile işletim sisteminin gösterdiği kapasite arasında yaklaşık yüzde 9 fark olduğunu ve biraz pay bırakmanın faydalı olduğunu unutmayın.

## Tipik bit hızları

Aşağıdaki değerler 25 fps ve ortalama hareketli bir sahne için yol göstericidir; gerçek değerler kameraya ve sahneye göre değişir:

- 2 MP, H.265: 1–2 Mbps
- 4 MP, H.265: 2–4 Mbps
- 8 MP (4K), H.265: 4–8 Mbps
- Aynı kameralar H.264 ile: yaklaşık 1,5–2 katı

## Kapasiteyi verimli kullanmanın yolları

- **H.265 veya akıllı sıkıştırma** kullanarak disk tüketimini ciddi ölçüde azaltabilirsiniz.
- **Hareket algılamalı kayıt**, gece boş kalan depo ve ofislerde kayıt süresini uzatır. Ancak yanlış ayarlanırsa önemli anlar kaçabilir; kritik kameralarda sürekli kayıt tercih edin.
- **Kare hızını** ihtiyaca göre düşürmek (örneğin koridorlarda 12–15 fps) alan kazandırır.
- **Doğru disk seçimi** önemlidir: Masaüstü bilgisayar diskleri 7/24 yazma yüküne göre tasarlanmamıştır. Güvenlik kayıt veya NAS sınıfı diskler kullanın.

## Disk arızasına karşı önlem

Tek diskli bir kayıt cihazında disk arızalandığında o diskteki tüm kayıtlar kaybolur. Kayıtların kritik olduğu iş yerlerinde RAID destekli kayıt cihazları tercih edilebilir. Örneğin RAID 1 yapısında iki disk birbirinin kopyasını tutar; RAID 5 yapısında ise en az üç diskten biri arızalansa bile kayıtlar korunur. RAID kullanıldığında toplam kullanılabilir kapasitenin azalacağını hesaba katmayı unutmayın. Ayrıca kayıt cihazının disk sağlığı uyarılarını e-posta veya mobil bildirim olarak gönderecek şekilde ayarlanması, arızanın zamanında fark edilmesini sağlar.

## Hesaplama aracımızı deneyin

Kendi kamera sayınız, çözünürlük ve kayıt sürenize göre gereken kapasiteyi görmek için sitemizdeki ücretsiz HDD hesaplama aracını kullanabilirsiniz. Sonuçtan emin olamazsanız ekibimiz, mevcut kayıt cihazınızı inceleyerek en uygun disk yapılandırmasını önerebilir.
`,
  },
  {
    title: "Yangın Algılama Sistemlerinde Yönetmelik ve Temel Kurallar",
    slug: "yangin-algilama-sistemlerinde-yonetmelik-ve-temel-kurallar",
    excerpt: "Binaların Yangından Korunması Hakkında Yönetmelik çerçevesinde yangın algılama ve uyarı sistemlerine dair temel bilgiler.",
    metaDescription:
      "Yangın algılama ve uyarı sistemlerinin temel bileşenleri, konvansiyonel ve adreslenebilir sistem farkı ve yönetmelikle ilgili bilinmesi gereken genel kurallar.",
    keywords: "yangın algılama sistemi, yangın alarm paneli, duman dedektörü, binaların yangından korunması hakkında yönetmelik, ts en 54",
    imageUrl: "/images/blog/yangin-algilama-sistemlerinde-yonetmelik-ve-temel-kurallar.svg",
    publishedDaysAgo: 47,
    content: `Yangın algılama ve uyarı sistemleri, bir yangını henüz büyümeden fark edip bina içindekileri zamanında uyarmak için kurulur. Erken uyarı, hem can güvenliği hem de maddi kayıpların sınırlanması açısından belirleyicidir. Bu yazıda bir yangın algılama sisteminin nelerden oluştuğunu ve Türkiye'deki temel mevzuatın genel çerçevesini özetliyoruz.

## Hangi mevzuat geçerli?

Türkiye'de binalarda yangın güvenliğine ilişkin temel düzenleme, **Binaların Yangından Korunması Hakkında Yönetmelik**'tir. 2007 yılında yayımlanan yönetmelik, o tarihten bu yana çeşitli değişikliklerle güncellenmiştir. Yönetmelik; binaların kullanım amacına, yüksekliğine, alanına ve içinde bulunan kişi sayısına göre hangi yapılarda otomatik yangın algılama ve uyarı sistemi kurulmasının zorunlu olduğunu belirler.

Her bina için aynı kural geçerli değildir. Konut, otel, hastane, okul, alışveriş merkezi, fabrika ve depo gibi farklı kullanım sınıfları için ayrı hükümler bulunur. Bu nedenle bir projeye başlamadan önce yönetmeliğin güncel metninin ve binanın özelliklerinin birlikte değerlendirilmesi gerekir.

Yönetmelik, sistem bileşenlerinin ilgili standartlara uygun olmasını esas alır. Yangın algılama ürünleri için başvurulan temel standart serisi **TS EN 54**'tür. Panel, dedektör, ihbar butonu ve siren gibi ürünleri seçerken bu standartlara uygunluk belgelerini mutlaka sorun.

## Bir yangın algılama sisteminin bileşenleri

- **Yangın alarm kontrol paneli:** Sistemin beynidir. Dedektörlerden gelen sinyalleri değerlendirir, alarm ve arıza durumlarını gösterir, uyarı cihazlarını çalıştırır.
- **Dedektörler:** Duman, sıcaklık veya her ikisini birden algılar.
- **Yangın ihbar butonları:** Yangını fark eden kişinin alarmı elle başlatmasını sağlar. Genellikle kaçış yolları üzerinde ve kat çıkışlarına yakın noktalara yerleştirilir.
- **Sesli ve ışıklı uyarı cihazları:** Bina içindekileri tahliye için uyarır.
- **Yedek güç kaynağı:** Elektrik kesildiğinde sistemin çalışmaya devam etmesi için akü grubu bulunur.

## Konvansiyonel mi, adreslenebilir mi?

**Konvansiyonel sistemlerde** dedektörler bölgeler halinde gruplanır. Alarm geldiğinde panel yalnızca hangi bölgede olay olduğunu gösterir. Küçük ve orta ölçekli binalar için ekonomik bir çözümdür.

**Adreslenebilir sistemlerde** her dedektörün ve butonun kendine ait bir adresi vardır. Panel, alarmın tam olarak hangi odadan geldiğini gösterir. Büyük binalarda, otellerde, hastanelerde ve fabrikalarda müdahale süresini kısaltır; arızaların bulunmasını kolaylaştırır.

## Doğru dedektör seçimi

- **Optik duman dedektörü:** Ofis, koridor, yatak odası gibi alanlar için en yaygın seçimdir.
- **Sıcaklık dedektörü:** Mutfak, kazan dairesi ve otopark gibi duman, buhar veya egzoz nedeniyle duman dedektörünün yanlış alarm üreteceği yerlerde kullanılır.
- **Çoklu sensörlü dedektörler:** Duman ve ısı verisini birlikte değerlendirerek yanlış alarm riskini azaltır.

Dedektörlerin sayısı ve yerleşimi; tavan yüksekliği, tavan yapısı, kirişler ve havalandırma dikkate alınarak proje aşamasında belirlenir.

## Proje, kurulum ve bakım

- Sistem, yetkili bir mühendis tarafından projelendirilmeli ve projeye uygun şekilde kurulmalıdır.
- Kurulum sonrasında tüm dedektörler, butonlar ve uyarı cihazları tek tek test edilmelidir.
- Yönetmelik, sistemlerin düzenli olarak bakım ve testlerinin yapılmasını öngörür. Bu sorumluluk bina sahibine veya yönetimine aittir.
- Yapılan bakım ve testlerin kayıt altına alınması, denetimlerde işinizi kolaylaştırır.

## Yanlış alarmlar ve kullanıcı eğitimi

Sık yanlış alarm veren bir sistem, kullanıcıların alarmları önemsememesine ve gerçek bir yangında tahliyenin gecikmesine yol açabilir. Yanlış alarmların en yaygın nedenleri; yanlış dedektör tipi seçimi, tadilat sırasında oluşan toz, dedektörlerin temizlenmemesi ve klima çıkışlarına yakın montajdır. Tadilat öncesinde ilgili bölgenin geçici olarak devreden çıkarılması ve iş bitince yeniden devreye alınması gerekir. Bina sakinlerinin veya çalışanların panelin temel uyarılarını tanıması ve tahliye prosedürünü bilmesi de en az donanım kadar önemlidir.

## Sonuç

Yangın algılama sistemi, yalnızca yönetmelik gereği kurulan bir donanım değil; doğru tasarlandığında hayat kurtaran bir güvenlik katmanıdır. Bu yazı genel bilgilendirme amaçlıdır; binanıza özel yükümlülükler için yönetmeliğin güncel metnine ve yetkili bir mühendise başvurmanızı öneririz. Kocaeli genelinde keşif, projelendirme desteği, kurulum ve periyodik bakım hizmetleri için bizimle iletişime geçebilirsiniz.
`,
  },
  {
    title: "Mobil Bildirimli Alarm Sistemi Nasıl Çalışır?",
    slug: "mobil-bildirimli-alarm-sistemi-nasil-calisir",
    excerpt: "Alarm paneli, dedektörler ve haberleşme yolları: telefonunuza anında bildirim gönderen bir hırsız alarm sisteminin temel yapısı.",
    metaDescription:
      "Mobil bildirimli hırsız alarm sistemlerinin nasıl çalıştığını, GSM, Wi-Fi ve Ethernet haberleşme seçeneklerini ve yanlış alarmı azaltmanın yollarını öğrenin.",
    keywords: "alarm sistemi, mobil bildirim, hırsız alarmı, kablosuz alarm, gsm alarm paneli, ev alarm sistemi",
    imageUrl: "/images/blog/mobil-bildirimli-alarm-sistemi-nasil-calisir.svg",
    publishedDaysAgo: 76,
    content: `Eskiden alarm sistemleri yalnızca siren çalarak çevredekileri uyarırdı. Bugün ise alarm panelleri olay anında telefonunuza bildirim gönderiyor, sistemi uzaktan kurup devreden çıkarmanıza izin veriyor ve hangi dedektörün tetiklendiğini anında gösteriyor. Bu yazıda mobil bildirimli bir alarm sisteminin nasıl çalıştığını ve seçim yaparken nelere dikkat etmeniz gerektiğini anlatıyoruz.

## Sistemin temel parçaları

Bir hırsız alarm sistemi birbiriyle haberleşen birkaç bileşenden oluşur:

- **Alarm paneli:** Dedektörlerden gelen sinyalleri değerlendiren ve alarm kararını veren merkezdir.
- **Tuş takımı veya uzaktan kumanda:** Sistemi kurmak ve devreden çıkarmak için kullanılır.
- **Dedektörler:** Hareket (PIR) dedektörleri, kapı ve pencere manyetik kontakları, cam kırılma dedektörleri gibi sensörlerdir.
- **Sirenler:** İç ve dış ortam sirenleri, alarm anında sesli ve ışıklı uyarı verir.
- **Haberleşme modülü:** Alarm bilgisini telefonunuza ve isteğe bağlı olarak alarm izleme merkezine iletir.

## Bildirim telefonunuza nasıl ulaşır?

Panel bir alarm algıladığında olayı haberleşme modülü üzerinden üreticinin sunucusuna veya doğrudan izleme merkezine iletir. Mobil uygulama bu bilgiyi anlık bildirim olarak telefonunuza gönderir. Bildirimde hangi bölgenin tetiklendiği, saat bilgisi ve çoğu zaman olay türü yer alır.

Haberleşme için kullanılan başlıca yollar şunlardır:

- **Ethernet:** İnternet modeminize kabloyla bağlanır. Kararlıdır ancak elektrik veya internet kesintisinden etkilenir.
- **Wi-Fi:** Kablo gerektirmez; modeme yakın yerlerde pratik bir çözümdür.
- **GSM / 4G:** Panelin içindeki SIM kart üzerinden haberleşir. Sabit internet kesilse bile çalışmaya devam eder.

En güvenilir yapı, **çift yollu haberleşmedir**. Örneğin Wi-Fi ve 4G birlikte kullanıldığında biri kesilse bile bildirimler diğer yoldan ulaşmaya devam eder. Hırsızların modem kablosunu kesmesi gibi senaryolara karşı bu yaklaşım önemli bir avantaj sağlar.

## Kablolu mu, kablosuz mu?

**Kablolu sistemler** yeni yapılan veya tadilat gören binalarda tercih edilir. Pil değişimi gerektirmez ve uzun ömürlüdür.

**Kablosuz sistemler** mevcut ve kullanılan binalarda duvar kırmadan kurulabilir. Güncel kablosuz dedektörler pil durumunu panele raporlar ve pil zayıfladığında bildirim gönderir. Kaliteli kablosuz sistemler ayrıca sinyal karıştırma (jamming) girişimlerini algılayarak uyarı verir.

**Hibrit paneller** ise kablolu ve kablosuz dedektörleri aynı sistemde birleştirir; örneğin kablosu hazır olan zemin kata kablolu, sonradan eklenen bölümlere kablosuz dedektör kullanılabilir.

## Yanlış alarmları azaltmak için ipuçları

Sık yanlış alarm veren bir sistem bir süre sonra ciddiye alınmaz. Bunu önlemek için:

- Evcil hayvanınız varsa **evcil hayvan bağışıklı** PIR dedektörler seçin.
- Dedektörleri kalorifer peteği, klima çıkışı veya doğrudan güneş alan pencerelere doğrultmayın.
- Depo ve garaj gibi zorlu ortamlarda **çift teknolojili** (PIR + mikrodalga) dedektörler kullanın.
- Evde kalırken yalnızca kapı ve pencereleri koruyan **evde kurma** modunu kullanın.
- Sistemi ayda bir test edin ve pil uyarılarını ertelemeyin.

## Alarm izleme merkezi mi, yalnızca uygulama mı?

Mobil bildirim, olayı sizin fark etmenizi sağlar; ancak telefonunuz sessizdeyse, yurt dışındaysanız veya uyuyorsanız bildirim gözden kaçabilir. Alarm izleme merkezine bağlı sistemlerde ise alarm sinyali 7/24 çalışan bir operatöre ulaşır. Operatör, önceden belirlenen prosedüre göre sizi arar ve gerekirse ilgili birimlere haber verir. Ev kullanıcıları için genellikle mobil bildirim yeterli olurken, gece boş kalan iş yerleri ve depolar için izleme merkezi hizmeti ek bir güvence sağlar.

## Uygulamada dikkat edilecek noktalar

- Uygulamaya birden fazla aile bireyini veya çalışanı ekleyin; herkesin kendi kullanıcı kodu olsun.
- Kullanıcı yetkilerini sınırlayın; örneğin temizlik personeli yalnızca belirli saatlerde sistemi devreden çıkarabilsin.
- Telefon değiştirdiğinizde eski cihazın erişimini kaldırmayı unutmayın.
- Kameralı sistemlerde alarm anında ilgili kameranın görüntüsünü de uygulamada görmek, olayın gerçek olup olmadığını hızla anlamanızı sağlar.

Ev veya iş yeriniz için hangi alarm yapısının uygun olduğunu belirlemek üzere ücretsiz keşif talep edebilirsiniz. Kurulumdan sonra uygulamanın ayarlanmasında ve kullanıcıların tanımlanmasında da yardımcı oluyoruz.
`,
  },
  {
    title: "Kamera Ağları İçin PoE Switch Planlama Rehberi",
    slug: "kamera-aglari-icin-poe-switch-planlama-rehberi",
    excerpt: "PoE standartları, güç bütçesi hesabı, uplink bant genişliği ve kablo mesafesi: IP kamera ağınız için doğru switch seçimi.",
    metaDescription:
      "IP kamera projelerinde PoE switch seçerken güç bütçesi, PoE standartları, 100 metre kablo sınırı, uplink bant genişliği ve VLAN planlamasını ele alan rehber.",
    keywords: "poe switch, poe bütçesi, ip kamera ağı, 802.3af, 802.3at, network planlama, vlan",
    imageUrl: "/images/blog/kamera-aglari-icin-poe-switch-planlama-rehberi.svg",
    publishedDaysAgo: 112,
    content: `IP kamera sistemlerinde switch, kameraları kayıt cihazına bağlayan ve çoğu zaman onlara elektrik de sağlayan kritik bir bileşendir. Yanlış seçilen bir switch; kameraların rastgele yeniden başlaması, görüntü donmaları ve gece IR ışıkları yandığında kopan bağlantılar gibi sorunlara yol açabilir. Bu rehberde PoE switch planlarken dikkat etmeniz gereken başlıkları sırayla ele alıyoruz.

## PoE nedir, hangi standartlar var?

PoE (Power over Ethernet), veri ile birlikte elektriğin de aynı ağ kablosundan taşınmasıdır. Kameranın yanına ayrı bir priz veya adaptör götürmeniz gerekmez. Yaygın standartlar şunlardır:

- **802.3af (PoE):** Switch portu başına 15,4 W; cihaza ulaşan güç yaklaşık 12,95 W. Sabit dome ve bullet kameraların çoğu için yeterlidir.
- **802.3at (PoE+):** Port başına 30 W; cihaza ulaşan güç yaklaşık 25,5 W. Isıtıcılı dış ortam kameraları, motorize lensli modeller ve bazı access point'ler bu sınıfa ihtiyaç duyar.
- **802.3bt (PoE++):** Port başına 60 W veya 90 W. Büyük PTZ kameralar ve yüksek güçlü cihazlar içindir.

Kamera ile switch'in aynı standardı desteklediğinden emin olun. "Pasif PoE" olarak satılan ve standart dışı gerilim veren ürünler cihazlara zarar verebilir.

## Güç bütçesini hesaplayın

PoE switch'lerin kataloglarında iki değer bulunur: port başına güç ve toplam **PoE bütçesi**. Tüm portlara aynı anda tam güç verilemeyebilir. Hesaplama için:

1. Her kameranın veri sayfasındaki **en yüksek** güç tüketimini alın. Gece IR LED'ler yandığında tüketim gündüze göre belirgin şekilde artar.
2. Tüm kameraların en yüksek tüketimini toplayın.
3. Sonuca en az yüzde 20–30 pay ekleyin.

**Örnek:** Her biri en fazla 7 W çeken 14 kamera ve 20 W çeken 2 PTZ kamera: 14 × 7 + 2 × 20 = 138 W. Yüzde 25 pay ile yaklaşık 173 W eder. Bu proje için 120 W'lık bir switch yetersiz kalır; 250 W bütçeli 16 portlu bir model uygundur.

## Kablo mesafesi

Ethernet kablolamada kanal uzunluğu **100 metreyi** geçmemelidir. Daha uzun mesafeler için seçenekler şunlardır:

- Araya ikinci bir switch yerleştirmek,
- Fiber optik kablo ve SFP modüllerle bağlantı kurmak,
- Bazı switch'lerin sunduğu uzatma modunu kullanmak (bu modda hız 10 Mbps'e düşer; yalnızca tek kamera için uygundur).

PoE uygulamalarında **som bakır Cat6** kablo kullanın. Bakır kaplamalı alüminyum (CCA) kablolar daha fazla ısınır ve gerilim düşümüne neden olur.

## Uplink ve bant genişliği

Kameralardan gelen toplam trafik, switch'in kayıt cihazına bağlandığı uplink portundan geçer. 16 kameranın her biri 4 Mbps üretirse toplam 64 Mbps eder; bu, Gigabit bir uplink için rahat bir yüktür. Ancak birden fazla switch'in zincirleme bağlandığı büyük projelerde uplink hattı darboğaz olabilir. Bu durumda Gigabit veya 10G fiber uplink'ler ile yıldız topoloji tercih edilmelidir.

## Yönetilebilir switch ne zaman gerekir?

Küçük sistemlerde yönetilemeyen (tak-çalıştır) switch'ler yeterlidir. Şu durumlarda yönetilebilir switch öneririz:

- Kamera ağını ofis ağından **VLAN** ile ayırmak istiyorsanız,
- Donan bir kamerayı uzaktan **PoE portunu kapatıp açarak** yeniden başlatmak istiyorsanız,
- Port bazında güç tüketimini izlemek istiyorsanız,
- Ağ cihazlarını SNMP ile merkezi olarak takip ediyorsanız.

## Kabinet yerleşimi ve soğutma

PoE switch'ler yük altında ısınır. Switch'i kapalı bir dolabın içine sıkıştırmak yerine havalandırmalı bir rack kabinete yerleştirin ve üstünde en az bir U boşluk bırakın. Patch panel kullanarak kabloları etiketlemek, ileride arızalı bir kamerayı bulmayı ve değiştirmeyi büyük ölçüde kolaylaştırır.

## Enerji sürekliliği

Kameralar enerjisini switch'ten aldığı için switch'in kesintisiz güç kaynağına (UPS) bağlanması, elektrik kesintisinde tüm kamera sisteminin çalışmaya devam etmesini sağlar. UPS kapasitesini belirlerken switch'in PoE yükünü, kayıt cihazını ve modemi birlikte hesaba katın.

Kamera sayınızı ve yerleşiminizi paylaşırsanız ekibimiz sizin için güç bütçesi ve switch yerleşim planı çıkarabilir.
`,
  },
  {
    title: "İş Yerinde Güvenlik Kamerası ve KVKK: Bilgilendirme Levhası Rehberi",
    metaTitle: "İş Yerinde Güvenlik Kamerası ve KVKK Levhası Rehberi",
    slug: "is-yerinde-guvenlik-kamerasi-ve-kvkk-bilgilendirme-levhasi-rehberi",
    excerpt: "İş yerinizde kamera kullanırken KVKK kapsamında aydınlatma, bilgilendirme levhası, kayıt güvenliği ve saklama süresi hakkında bilmeniz gerekenler.",
    metaDescription:
      "İş yerlerinde güvenlik kamerası kullanırken 6698 sayılı KVKK kapsamında aydınlatma yükümlülüğü, bilgilendirme levhası ve kayıt güvenliği için temel öneriler.",
    keywords: "kvkk kamera, kamera bilgilendirme levhası, aydınlatma metni, iş yeri güvenlik kamerası, kişisel veri, 6698 sayılı kanun",
    imageUrl: "/images/blog/is-yerinde-guvenlik-kamerasi-ve-kvkk-bilgilendirme-levhasi-rehberi.svg",
    publishedDaysAgo: 158,
    content: `Güvenlik kamerası kayıtları, kişileri tanımlanabilir hale getirdiği için kişisel veri niteliğindedir. Bu nedenle iş yerinde kamera kullanan şirketler, **6698 sayılı Kişisel Verilerin Korunması Kanunu** (KVKK) kapsamında veri sorumlusu sıfatıyla bazı yükümlülükleri yerine getirmek zorundadır. Bu yazıda kamera kullanan iş yerlerinin dikkat etmesi gereken temel noktaları özetliyoruz.

## Kamera kaydı hangi amaçla yapılıyor?

KVKK'nın temel ilkelerinden biri, kişisel verilerin **belirli, açık ve meşru amaçlarla** ve bu amaçla **bağlantılı, sınırlı ve ölçülü** şekilde işlenmesidir. Kamera sistemi kurmadan önce amacı netleştirin: bina ve varlık güvenliği, hırsızlığın önlenmesi, çalışan ve ziyaretçi güvenliği gibi.

Güvenlik amaçlı kamera kaydı, uygulamada çoğunlukla açık rıza dışındaki hukuki sebeplere, örneğin veri sorumlusunun meşru menfaatine dayandırılır. Bu değerlendirmenin işletmenize özgü koşullarla birlikte yapılması gerekir.

## Kamera nereye konulmamalı?

Ölçülülük ilkesi gereği bazı alanlar kameralı izlemeye uygun değildir:

- Tuvaletler, duşlar ve soyunma odaları,
- Çalışanların özel hayatına müdahale sonucunu doğuracak dinlenme alanları,
- Güvenlik amacıyla açıklanamayacak şekilde, çalışanı sürekli ve yakından izleyen açılar.

Ayrıca **ses kaydı** görüntü kaydına göre çok daha fazla kişisel veri içerir. Güvenlik amacı için gerekli olmadığı sürece kameralarda ses kaydını kapalı tutmanız önerilir.

## Aydınlatma yükümlülüğü ve bilgilendirme levhası

KVKK'nın 10. maddesi, kişisel verileri işlenen kişilerin veri toplanırken bilgilendirilmesini öngörür. Kamera sistemlerinde bu genellikle **katmanlı** bir yaklaşımla yapılır:

- **Birinci katman:** Kameralı alana girmeden önce görülebilecek bir bilgilendirme levhası.
- **İkinci katman:** Aydınlatma metninin tamamı; internet sitesinde, resepsiyonda veya levhadaki bir karekod aracılığıyla erişilebilir olmalıdır.

Levhada genellikle şu bilgilere yer verilir:

- Alanda kamera ile kayıt yapıldığı,
- Veri sorumlusunun, yani işletmenin unvanı,
- Kaydın amacı (örneğin "bina ve kişi güvenliği"),
- Aydınlatma metninin tamamına nereden ulaşılabileceği.

Levhalar girişlerde, göz hizasında ve okunabilir büyüklükte olmalıdır. Yalnızca "Kameralı alan" yazan küçük etiketler tek başına yeterli bilgilendirme sağlamaz.

## Çalışanların bilgilendirilmesi

Çalışanlarınız için ayrı bir aydınlatma metni hazırlanması ve işe girişte imza karşılığı verilmesi iyi bir uygulamadır. Kameraların hangi alanları gördüğünü, kayıtların ne kadar saklandığını ve kimlerin erişebildiğini açıkça belirtin.

## Kayıtların güvenliği

Veri sorumlusu, kişisel verilerin hukuka aykırı olarak erişilmesini önlemek için gerekli teknik ve idari tedbirleri almakla yükümlüdür. Kamera sistemleri için bu şu anlama gelir:

- Kayıt cihazı kilitli bir kabinet veya odada bulunmalıdır.
- Varsayılan şifreler değiştirilmeli, her kullanıcıya ayrı hesap verilmelidir.
- Kayıtları izleme ve dışa aktarma yetkisi yalnızca gerekli kişilerle sınırlandırılmalıdır.
- Uzaktan erişim için güncel yazılım ve güvenli bağlantı yöntemleri kullanılmalıdır.
- Kayıtların kimlerle paylaşıldığı (örneğin adli makamların talebi) kayıt altına alınmalıdır.

## Saklama süresi

Kayıtlar, amacın gerektirdiği süreden uzun saklanmamalıdır. Kayıt cihazının eski görüntülerin üzerine otomatik yazması, belirlediğiniz sürenin uygulanmasını kolaylaştırır. Süreyi kişisel veri saklama ve imha politikanızda açıkça tanımlayın.

## Uzaktan izleme ve üçüncü taraflar

Kameraları telefondan izlemek pratik olsa da uzaktan erişim yetkisi verilen her kişi kayıtlara erişebilen bir kullanıcı demektir. Uzaktan izleme yetkisini yalnızca gerekli kişilere verin, ayrılan çalışanların hesaplarını hemen kapatın ve kurulum veya bakım yapan firmaların erişimini iş bittiğinde sonlandırın. Kayıtları sosyal medyada veya mesajlaşma gruplarında paylaşmak, ilgili kişilerin kişisel verilerinin hukuka aykırı şekilde aktarılması sonucunu doğurabilir.

## VERBİS kaydı

Veri Sorumluları Sicil Bilgi Sistemi'ne (VERBİS) kayıt yükümlülüğü; çalışan sayısı, yıllık mali bilanço ve faaliyet alanı gibi kriterlere göre belirlenir. İşletmenizin bu yükümlülük kapsamında olup olmadığını Kişisel Verileri Koruma Kurumu'nun güncel kararlarından kontrol edin.

Bu yazı genel bilgilendirme amaçlıdır ve hukuki danışmanlık yerine geçmez. Kamera yerleşimi, levha konumları ve kayıt cihazı güvenliği gibi teknik konularda ekibimiz size destek olabilir; hukuki değerlendirme için bir KVKK uzmanına danışmanızı öneririz.
`,
  },
];

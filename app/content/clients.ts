/**
 * 'Bizi Tercih Edenler' on the corporate page (a client is a name and a logo path).
 * Invented demo names with generated placeholder logos (`public/images/clients/*.svg`, from
 * `npm run assets:placeholders`); replace them with real references, with each client's permission.
 */
export type ClientReference = { name: string; logo: string; sector: string };

const client = (slug: string, name: string, sector: string): ClientReference => ({
  name,
  sector,
  logo: `/images/clients/${slug}.svg`,
});

export const CLIENTS: readonly ClientReference[] = [
  client("korfezliman-lojistik", "Körfezliman Lojistik", "Lojistik"),
  client("demirkent-makina", "Demirkent Makina", "Makina İmalatı"),
  client("yesilvadi-konutlari", "Yeşilvadi Konutları", "Konut Sitesi"),
  client("mavikiyi-otel", "Mavikıyı Otel", "Otelcilik"),
  client("camlitepe-koleji", "Çamlıtepe Koleji", "Eğitim"),
  client("aycicek-gida", "Ayçiçek Gıda", "Gıda Üretimi"),
  client("tepeoren-depoculuk", "Tepeören Depoculuk", "Depolama"),
  client("kuzeyruzgari-enerji", "Kuzeyrüzgârı Enerji", "Enerji"),
  client("baskaya-yapi", "Başkaya Yapı", "İnşaat"),
  client("golkiyisi-rezidans", "Gölkıyısı Rezidans", "Konut Sitesi"),
  client("pusula-musavirlik", "Pusula Müşavirlik", "Mali Müşavirlik"),
  client("eflakim-kimya", "Eflakim Kimya", "Kimya"),
  client("dalgakiran-denizcilik", "Dalgakıran Denizcilik", "Denizcilik"),
  client("sedefcam-cam-sanayi", "Sedefcam Cam Sanayi", "Cam Sanayi"),
  client("ormanevleri-sitesi", "Ormanevleri Sitesi", "Konut Sitesi"),
  client("oncu-yan-sanayi", "Öncü Yan Sanayi", "Otomotiv Yan Sanayi"),
  client("sifapark-eczanesi", "Şifapark Eczanesi", "Eczane"),
  client("bereketli-marketler", "Bereketli Marketler", "Perakende"),
  client("akcaagac-tekstil", "Akçaağaç Tekstil", "Tekstil"),
  client("yildizpark-carsi", "Yıldızpark Çarşı", "Alışveriş Merkezi"),
  client("selvi-tip-merkezi", "Selvi Tıp Merkezi", "Sağlık"),
  client("mercan-sofrasi", "Mercan Sofrası", "Restoran"),
  client("kavsak-akaryakit", "Kavşak Akaryakıt", "Akaryakıt"),
  client("doruk-lastik", "Doruk Lastik", "Lastik Sanayi"),
  client("kiyiboyu-tersanecilik", "Kıyıboyu Tersanecilik", "Tersane"),
  client("gumussu-ambalaj", "Gümüşsu Ambalaj", "Ambalaj"),
  client("ovabasi-tarim", "Ovabaşı Tarım", "Tarım"),
  client("papatyabahce-anaokulu", "Papatyabahçe Anaokulu", "Eğitim"),
  client("zirvegucu-spor", "Zirvegücü Spor Tesisleri", "Spor Tesisi"),
  client("atlasplaza-is-merkezi", "Atlasplaza İş Merkezi", "İş Merkezi"),
  client("terazi-hukuk", "Terazi Hukuk Bürosu", "Hukuk"),
  client("ekinova-un", "Ekinova Un", "Un Sanayi"),
  client("karacaagac-mobilya", "Karacaağaç Mobilya", "Mobilya"),
  client("yucetepe-konaklari", "Yücetepe Konakları", "Konut Sitesi"),
  client("incibasi-kuyumculuk", "İncibaşı Kuyumculuk", "Kuyumculuk"),
  client("limanagzi-soguk-hava", "Limanağzı Soğuk Hava", "Soğuk Hava Deposu"),
  client("parlakdokum-metal", "Parlakdöküm Metal", "Döküm"),
  client("dongu-geri-donusum", "Döngü Geri Dönüşüm", "Geri Dönüşüm"),
  client("armakargo-dagitim", "Armakargo Dağıtım", "Kargo"),
  client("zeytindali-butik-otel", "Zeytindalı Butik Otel", "Otelcilik"),
  client("patiev-veteriner", "Patiev Veteriner Kliniği", "Veteriner"),
  client("kuleonu-oto", "Kuleönü Oto", "Otomotiv Bayi"),
  client("bulutkapi-yazilim", "Bulutkapı Yazılım", "Bilişim"),
  client("kayinorman-kereste", "Kayınorman Kereste", "Orman Ürünleri"),
  client("ipekyolu-davet", "İpekyolu Davet", "Etkinlik"),
  client("orionlab-laboratuvar", "Orionlab Laboratuvar", "Laboratuvar"),
];

/** The marquee shows the list 5 times in a row, one full list every 170 s. */
export const CLIENT_MARQUEE_COPIES = 5;
export const CLIENT_MARQUEE_CYCLE_SECONDS = 170;

import { Activity, Download, ExternalLink, Film, Gauge, Layers, type LucideIcon } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button";

/** The vendor toolbox for Windows: a link to the vendor's own download page, opened on click only. */
export const VENDOR_TOOLBOX = {
  name: "Dahua Toolbox",
  href: "https://www.dahuasecurity.com/support/downloadCenter/softwares",
} as const;

const HOW_TO_STEPS = [
  {
    title: "Kamera bilgilerini girin",
    text: "Kamera sayısını, çözünürlüğü, sıkıştırma standardını ve kare hızını seçin. Bit hızı seçimlerinize göre otomatik dolar; cihazınızın değerini biliyorsanız değiştirebilirsiniz.",
  },
  {
    title: "Kayıt süresini ve RAID seviyesini seçin",
    text: "Kayıtların kaç gün saklanacağını girin ve kayıt cihazınızda kullanacağınız RAID seviyesini belirleyin.",
  },
  {
    title: "Hesapla düğmesine basın",
    text: "Günlük depolama, gereken ve önerilen kapasite ile önerilen disk boyutu görünür. Sonucun bağlantısını paylaşabilir veya bu kurulum için teklif isteyebilirsiniz.",
  },
] as const;

const TIPS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Film,
    title: "Sıkıştırma Standartları",
    text: "H.265, aynı görüntü kalitesinde H.264'e göre yaklaşık %50 daha az alan kullanır. H.265+ ise H.265'e göre yaklaşık %20 ek tasarruf sağlar; kameralarınızın ve kayıt cihazınızın desteklediğinden emin olun.",
  },
  {
    icon: Layers,
    title: "RAID Yapılandırması",
    text: "RAID 1 ve RAID 10 kayıtların birebir kopyasını tuttuğu için iki kat, RAID 5 yaklaşık 1,33 kat, RAID 6 ise 1,5 kat alan gerektirir. Karşılığında bir disk (RAID 6'da iki disk) arızalandığında kayıtlarınız kaybolmaz.",
  },
  {
    icon: Activity,
    title: "Kayıt Optimizasyonu",
    text: "Sürekli kayıt yerine hareket algılamalı kayıt, sahnedeki hareketin yoğunluğuna göre %30–70 arasında alan tasarrufu sağlar. Gece görüşü ve yoğun hareketli sahneler bit hızını artırır; kritik kameralarda sürekli kaydı koruyun.",
  },
  {
    icon: Gauge,
    title: "Performans",
    text: "7/24 çalışmaya uygun, güvenlik kaydı için üretilmiş diskler kullanın. Kayıt cihazının gelen bant genişliğinin hesaplanan toplam bit hızını karşıladığını ve desteklediği en büyük disk boyutunu kontrol edin.",
  },
];

/** The download card for the vendor's Windows toolbox; nothing is requested from the vendor until the link is followed. */
export function VendorToolboxCard() {
  return (
    <section aria-labelledby="hdd-toolbox-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="hdd-toolbox-title" className="flex items-center gap-2 text-lg font-bold">
        <Download aria-hidden="true" className="size-5 text-accent-600" /> Windows İçin Hesaplama Aracı
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Üreticinin ücretsiz araç kutusu {VENDOR_TOOLBOX.name}, disk hesaplama, ağdaki cihazları bulma ve cihaz yapılandırma
        araçlarını bilgisayarınızda bir arada sunar.
      </p>
      <a
        href={VENDOR_TOOLBOX.href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: "outline", className: "mt-4" })}
      >
        <Download aria-hidden="true" className="size-4" /> Windows için indir
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">: üreticinin sitesinde, yeni sekmede açılır</span>
      </a>
    </section>
  );
}

/** The three-step how-to and the four tip cards below the calculator. */
export function HddGuide() {
  return (
    <>
      <section aria-labelledby="hdd-howto-title" className="bg-slate-50">
        <div className="mx-auto max-w-content px-6 py-14">
          <h2 id="hdd-howto-title" className="text-2xl font-bold sm:text-3xl">
            Nasıl Kullanılır?
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {HOW_TO_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="hdd-tips-title" className="mx-auto max-w-content px-6 py-14">
        <h2 id="hdd-tips-title" className="text-2xl font-bold sm:text-3xl">
          Kayıt Kapasitesi İçin İpuçları
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-accent-600" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { HardDrive, Info, Send } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { buttonVariants } from "#app/components/ui/button";
import { describeHddSetup, formatKbps, formatMbps, formatStorage, RAID_LABELS, type HddResult } from "./hdd-calculator";

/** The short sentence a screen reader hears when a calculation is shown. */
export function hddResultAnnouncement(result: HddResult): string {
  return (
    `Hesaplama tamamlandı. Günlük depolama ${formatStorage(result.dailyStorageGb)}, ` +
    `gereken kapasite ${formatStorage(result.requiredCapacityGb)}, önerilen kapasite ${formatStorage(result.recommendedCapacityGb)}, ` +
    `önerilen disk ${result.suggestion.label}.`
  );
}

/** The results card: the four figures, the disk suggestion, the notes and the quote link. */
export function HddResults({ result, quoteHref }: { result: HddResult; quoteHref: string }) {
  const { values, suggestion } = result;
  return (
    <section aria-labelledby="hdd-results-title" className="rounded-xl border border-navy-100 bg-navy-50 p-6 shadow-sm">
      <h2 id="hdd-results-title" className="text-xl font-bold">
        Hesaplama Sonuçları
      </h2>
      <p className="mt-1 text-sm text-slate-700">{describeHddSetup(values)}</p>

      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Figure label="Toplam bit hızı" value={formatKbps(result.totalBitrateKbps)} detail={formatMbps(result.totalBitrateKbps)} />
        <Figure label="Günlük depolama" value={formatStorage(result.dailyStorageGb)} detail="24 saat kayıt" />
        <Figure
          label="Gereken kapasite"
          value={formatStorage(result.requiredCapacityGb)}
          detail={`${values.days} gün, ${RAID_LABELS[values.raid]}`}
        />
        <Figure label="Önerilen kapasite" value={formatStorage(result.recommendedCapacityGb)} detail="%20 yedek alan dahil" />
      </dl>

      <div className="mt-5 flex items-start gap-4 rounded-lg bg-navy-900 p-5 text-white">
        <HardDrive aria-hidden="true" className="mt-1 size-8 shrink-0 text-accent-100" />
        <div>
          <p className="text-sm font-semibold text-navy-100">Önerilen disk</p>
          <p className="text-3xl font-bold" data-testid="hdd-suggestion">
            {suggestion.label}
          </p>
          <p className="mt-1 text-sm text-navy-100">
            {suggestion.sizeTb === null
              ? "Önerilen kapasite tek bir 20 TB diski aşıyor: birden fazla disk veya daha büyük bir kayıt sistemi gerekir."
              : "Önerilen kapasiteyi karşılayan en küçük standart disk boyutu."}
          </p>
        </div>
      </div>

      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        <li className="flex gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
          Hesaplama 7/24 kesintisiz kayıt varsayımıyla yapılmıştır; hareket algılamalı kayıtta daha az alan gerekir.
        </li>
        <li className="flex gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
          RAID, kayıtları disk arızasına karşı korumak için ek disk alanı kullanır; bu pay gereken kapasiteye eklenmiştir.
        </li>
      </ul>

      <SiteLink to={quoteHref} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-6 w-full sm:w-auto" })}>
        <Send aria-hidden="true" className="size-4" /> Bu kurulum için teklif al
      </SiteLink>
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-lg bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy-900">{value}</dd>
      <dd className="text-sm text-slate-600">{detail}</dd>
    </div>
  );
}

/** What the results column shows before the first calculation. */
export function HddResultsPlaceholder() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
      <HardDrive aria-hidden="true" className="size-8 text-navy-400" />
      <p className="mt-3 font-semibold text-navy-900">Sonuçlar burada görünecek</p>
      <p className="mt-1 text-sm">
        Bilgileri girip <strong>Hesapla</strong> düğmesine bastığınızda günlük depolama, gereken ve önerilen kapasite ile uygun disk
        boyutu burada görünür.
      </p>
    </div>
  );
}

import { describeHddSetup, formatKbps, formatMbps, formatStorage, type HddResult } from "./hdd-calculator";

/** The contact form's pre-filled message asking for a quote for a calculated setup, in Turkish. */
export function hddQuoteMessage(result: HddResult, calculationUrl: string): string {
  return [
    "Merhaba, HDD hesaplama aracında hesapladığım kurulum için fiyat teklifi almak istiyorum.",
    `Kurulum: ${describeHddSetup(result.values)}.`,
    `Sonuç: toplam bit hızı ${formatKbps(result.totalBitrateKbps)} (${formatMbps(result.totalBitrateKbps)}), ` +
      `günlük ${formatStorage(result.dailyStorageGb)}, gereken kapasite ${formatStorage(result.requiredCapacityGb)}, ` +
      `önerilen kapasite ${formatStorage(result.recommendedCapacityGb)}, önerilen disk ${result.suggestion.label}.`,
    `Hesaplama: ${calculationUrl}`,
  ].join("\n");
}

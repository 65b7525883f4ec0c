import { describeHddSetup, formatKbps, formatMbps, formatStorage, type HddResult } from "./hdd-calculator";

/**
 * A calculated setup as the survey request's readable summary ("Kurulum özeti"), in Turkish. One
 * line: it travels in the address (`?ozet=`), where control characters such as a line break get 400.
 */
export function hddSetupSummary(result: HddResult, calculationUrl: string): string {
  return [
    `Kurulum: ${describeHddSetup(result.values)}.`,
    `Sonuç: toplam bit hızı ${formatKbps(result.totalBitrateKbps)} (${formatMbps(result.totalBitrateKbps)}), ` +
      `günlük ${formatStorage(result.dailyStorageGb)}, gereken kapasite ${formatStorage(result.requiredCapacityGb)}, ` +
      `önerilen kapasite ${formatStorage(result.recommendedCapacityGb)}, önerilen disk ${result.suggestion.label}.`,
    `Hesaplama: ${calculationUrl}`,
  ].join(" ");
}

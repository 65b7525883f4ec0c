import type { HddValues } from "./hdd-calculator";

export const HDD_CALCULATOR_PATH = "/hdd-hesaplama";

/**
 * The calculator's query parameters, also the form's field names (the form works as a plain GET
 * form without JavaScript). In this order in every URL the page writes.
 */
export const HDD_QUERY_KEYS = {
  channels: "kanal",
  codec: "sikistirma",
  resolution: "cozunurluk",
  fps: "fps",
  bitrateKbps: "bithizi",
  days: "gun",
  raid: "raid",
} as const satisfies Record<keyof HddValues, string>;

/**
 * A hidden field of the form (not a value of the calculation): the bitrate the page filled in from
 * the table. Without JavaScript nothing refills the bitrate when the resolution, codec or frame rate
 * changes, so a bitrate sent back unchanged is one the visitor did not type: the server takes the
 * table's value for the new choices instead (issue 27).
 */
export const HDD_SUGGESTED_BITRATE_KEY = "onerilen";

/** The shareable address of a calculation: `/hdd-hesaplama?kanal=…&sikistirma=…&…`, every value written. */
export function hddCalculatorHref(values: HddValues): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(HDD_QUERY_KEYS) as [keyof HddValues, string][]) {
    params.set(key, String(values[field]));
  }
  return `${HDD_CALCULATOR_PATH}?${params.toString()}`;
}

import { DISTRICTS } from "#app/content/districts";
import { OTHER_DISTRICT, OTHER_DISTRICT_LABEL } from "./lead-fields";

/** The lead forms' district choices: Kocaeli's districts of the local-SEO pages, then "Diğer". */
export const LEAD_DISTRICT_OPTIONS: readonly { value: string; label: string }[] = [
  ...DISTRICTS.map((district) => ({ value: district.slug, label: district.name })),
  { value: OTHER_DISTRICT, label: OTHER_DISTRICT_LABEL },
];

export const LEAD_DISTRICT_VALUES: readonly string[] = LEAD_DISTRICT_OPTIONS.map((option) => option.value);

/** A district's name for staff and messages, or the stored value when it is not one of ours. */
export function leadDistrictLabel(value: string | null): string | null {
  return LEAD_DISTRICT_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

import { DISTRICTS } from "#app/content/districts";

/**
 * The district names of LocalBusiness `areaServed`, sent by the home and contact loaders: the
 * district records (12 KB gzip) then stay out of those pages' JavaScript (ADR 017).
 */
export const servedAreaNames = (): string[] => DISTRICTS.map((district) => district.name);

/**
 * Kocaeli's districts, plus the province itself for the province-level companies page.
 * The landing-page issue extends each record with district-specific content.
 */
export type District = { slug: string; name: string };

export const KOCAELI: District = { slug: "kocaeli", name: "Kocaeli" };

export const DISTRICTS: readonly District[] = [
  { slug: "basiskele", name: "Başiskele" },
  { slug: "cayirova", name: "Çayırova" },
  { slug: "darica", name: "Darıca" },
  { slug: "derince", name: "Derince" },
  { slug: "dilovasi", name: "Dilovası" },
  { slug: "gebze", name: "Gebze" },
  { slug: "golcuk", name: "Gölcük" },
  { slug: "izmit", name: "İzmit" },
  { slug: "kandira", name: "Kandıra" },
  { slug: "karamursel", name: "Karamürsel" },
  { slug: "kartepe", name: "Kartepe" },
  { slug: "korfez", name: "Körfez" },
];

export function findDistrict(slug: string): District | undefined {
  return slug === KOCAELI.slug ? KOCAELI : DISTRICTS.find((district) => district.slug === slug);
}

/** The district of a landing page from its path, e.g. ("/gebze-guvenlik-sistemleri", "-guvenlik-sistemleri"). */
export function findDistrictByPagePath(pathname: string, suffix: string): District | undefined {
  const slug = pathname.replace(/^\//, "");
  return slug.endsWith(suffix) ? findDistrict(slug.slice(0, -suffix.length)) : undefined;
}

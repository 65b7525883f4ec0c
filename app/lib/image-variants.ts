/**
 * The naming convention of our responsive images (ADR 018), shared by the upload pipeline
 * (`features/media/media.server.ts`), the placeholder generator and the `<Picture>` component, so
 * that an image's variant set follows from its URL alone, without a database lookup.
 *
 * - Uploads: `/media/<20 hex>-<w>.webp`, where `<w>` is the largest variant (what is stored). The
 *   smaller variants are the widths of IMAGE_WIDTHS below `<w>`; every width exists as `.webp` and
 *   `.avif`.
 * - Demo and static images: `/images/<folder>/<name>.svg`; the generator writes
 *   `/images/<folder>/<name>-<w>.webp|avif` for the same rule, `<w>` being the SVG's own width,
 *   which STATIC_IMAGE_WIDTH gives per folder.
 * - Sharing images (Open Graph, Twitter), 1200 × 630, which link previews need as a raster: an
 *   upload's is `/media/<20 hex>-og.jpg`; a demo product's or post's is `/images/<folder>/<name>-og.png`.
 */

/** The widths written for every image; none larger than the original. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The intrinsic width of the SVG illustrations in each folder of `public/images` (the generator's sizes). */
export const STATIC_IMAGE_WIDTH: ReadonlyMap<string, number> = new Map([
  ["blog", 1200],
  ["brands", 240],
  ["clients", 200],
  ["districts", 1200],
  ["products", 800],
  ["services", 800],
  ["support", 256],
]);

/** The size of every sharing image (the site default, `/og-default.png`, too). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folders of `public/images` whose drawings have a sharing image (what a product or post shows). */
const SOCIAL_IMAGE_FOLDERS = new Set(["products", "blog"]);

/** The variant widths of an image whose largest variant is `largest` pixels wide, ascending. */
export function variantWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

export type ImageVariants = {
  /** `srcset` of the AVIF variants, widest last. */
  avifSrcSet: string;
  /** `srcset` of the WebP variants, widest last. */
  webpSrcSet: string;
  /** The widest AVIF variant (what a preload's `href` names). */
  largestAvif: string;
  widths: number[];
};

const UPLOAD_PATTERN = /^\/media\/([0-9a-f]{20})-(\d{1,4})\.webp$/;
const STATIC_PATTERN = /^\/images\/([a-z]+)\/([a-z0-9-]+)\.svg$/;

function variantsOf(base: string, widths: number[]): ImageVariants {
  const srcSet = (extension: string) => widths.map((width) => `${base}-${width}.${extension} ${width}w`).join(", ");
  return { avifSrcSet: srcSet("avif"), webpSrcSet: srcSet("webp"), largestAvif: `${base}-${widths.at(-1)}.avif`, widths };
}

/**
 * The variant set behind a stored image URL, or null when the URL is not one of ours (an external
 * or hand-typed address, legacy data): such an image is shown as a plain `<img>`.
 */
export function imageVariants(url: string): ImageVariants | null {
  const upload = UPLOAD_PATTERN.exec(url);
  if (upload) {
    const largest = Number(upload[2]);
    if (largest < 1 || largest > IMAGE_WIDTHS.at(-1)!) return null;
    return variantsOf(`/media/${upload[1]}`, variantWidths(largest));
  }
  const placeholder = STATIC_PATTERN.exec(url);
  const intrinsic = placeholder && STATIC_IMAGE_WIDTH.get(placeholder[1]!);
  if (placeholder && intrinsic) return variantsOf(`/images/${placeholder[1]}/${placeholder[2]}`, variantWidths(Math.min(intrinsic, IMAGE_WIDTHS.at(-1)!)));
  return null;
}

/**
 * The 1200 × 630 raster sharing image of a stored image URL, or null when it has none (an external
 * or hand-typed address, a folder without them): the page then shares the site's default image.
 */
export function socialImageUrl(url: string): string | null {
  const upload = UPLOAD_PATTERN.exec(url);
  if (upload) return imageVariants(url) ? `/media/${upload[1]}-og.jpg` : null;
  const placeholder = STATIC_PATTERN.exec(url);
  if (placeholder && SOCIAL_IMAGE_FOLDERS.has(placeholder[1]!) && placeholder[2] !== "placeholder") return `/images/${placeholder[1]}/${placeholder[2]}-og.png`;
  return null;
}

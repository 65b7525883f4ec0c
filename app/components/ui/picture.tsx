import { preload } from "react-dom";
import { imageVariants } from "#app/lib/image-variants";

export type PictureProps = {
  /** The stored image URL: an upload (`/media/…`), a demo image (`/images/…`) or any other address. */
  src: string;
  /** Turkish text for a meaningful image; `""` for a decorative one. */
  alt: string;
  /** The rendered box's proportions (the browser reserves the space: no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn, as for `<img sizes>`; it lets the browser pick the smallest variant. */
  sizes: string;
  /**
   * The page's LCP image: loaded eagerly with `fetchpriority="high"` and preloaded from `<head>`.
   * Exactly one image of a page should have it.
   */
  priority?: boolean;
  /** `"eager"`: loaded at once, without the preload and the high priority (the rest of a list's first row). */
  loading?: "lazy" | "eager";
  className?: string;
};

/**
 * How the `index`th image of a card grid loads, `perRow` being the cards of its widest row: the first
 * row at once (it is in the first viewport at any width), its first image as the page's LCP image,
 * every later row lazily.
 */
export function firstRowLoading(index: number, perRow: number): Pick<PictureProps, "priority" | "loading"> {
  if (index === 0) return { priority: true };
  return { loading: index < perRow ? "eager" : "lazy" };
}

/**
 * Every image of the site (ADR 018). For one of our images it renders `<picture>` with AVIF and WebP
 * sources (variants derived from the URL's naming convention); any other URL (legacy data) becomes a
 * plain `<img>`. The `<picture>` is `display: contents`, so the `<img>` stays the layout box that
 * `className` styles; its `<source>`s are hidden, or (being inline by default) each would take a
 * cell of a parent grid (issue 16: the hero's picture fell into a second row).
 */
export function Picture({ src, alt, width, height, sizes, priority = false, loading = "lazy", className }: PictureProps) {
  const variants = imageVariants(src);
  const load = priority ? { fetchPriority: "high" as const } : loading === "eager" ? { decoding: "async" as const } : { loading: "lazy" as const, decoding: "async" as const };
  const img = <img src={src} alt={alt} width={width} height={height} className={className} {...load} />;
  if (!variants) return img;
  // React emits this in <head> during the server render. An <img> inside <picture> is never preloaded
  // by React itself, and a browser without AVIF skips a preload typed image/avif (no double download).
  if (priority) preload(variants.largestAvif, { as: "image", type: "image/avif", imageSrcSet: variants.avifSrcSet, imageSizes: sizes, fetchPriority: "high" });
  return (
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={variants.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

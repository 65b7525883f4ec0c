/** The icons drawn by a CSS mask (app/app.css, `.icon-…`): the ones a page repeats many times. */
export type MaskIconName = "chevron-down" | "clipboard-plus" | "columns-3";

/**
 * A decorative icon as a CSS mask in the text's colour: a few bytes per use where an inline SVG is
 * about 400, for the icons that the header and the product cards repeat on every page (ADR 039).
 * Size it like a Lucide icon (`size-4` is the default, `size-5` larger).
 */
export function MaskIcon({
  name,
  className,
}: {
  name: MaskIconName;
  className?: string;
}) {
  // Joined by hand, not with cn(): the header is on every page, and tailwind-merge would add 8 KB of JavaScript to each.
  return (
    <span
      aria-hidden="true"
      className={`icon-mask icon-${name}${className ? ` ${className}` : ""}`}
    />
  );
}

import { type AnchorHTMLAttributes, createContext, type Ref, useContext } from "react";
import { Link, type To } from "react-router";

/**
 * True while the server renders a page that ships no React (`scripts: "enhance"` or `false`, ADR 017
 * and 027): set by the root layout, false in the browser and on pages that hydrate.
 */
export const PlainLinksContext = createContext(false);

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  /** React Router's: a click loads the whole document, which a plain link always does. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** `.` or `..` as a path segment: React Router resolves those, so such a path is left to it. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** An absolute path that React Router would write into `href` as it is. */
function plainPath(to: To): to is string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return false;
  return !DOT_SEGMENT.test(to.split(/[?#]/, 1)[0]!);
}

/**
 * A link of the public site. On a page that ships no React nothing in the browser ever routes a
 * link, so the server writes the `<a href>` React Router's `<Link>` would end up as, without the
 * router's hooks: they were 8 % of the home page's server time (ADR 039, "Ninth session"). Anywhere
 * else, and for a relative or object `to`, it is React Router's `<Link>`.
 */
export function SiteLink({ to, reloadDocument, ...props }: SiteLinkProps) {
  const plain = useContext(PlainLinksContext);
  if (plain && plainPath(to)) return <a {...props} href={to} />;
  return <Link to={to} reloadDocument={reloadDocument} {...props} />;
}

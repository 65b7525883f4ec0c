import { createContext, createElement, useContext, type ComponentPropsWithoutRef, type ElementType, type ReactElement, type ReactNode } from "react";
import { StaticRouter, useLocation } from "react-router";

/**
 * Renders `element` to static HTML, once per `key` until the next content write (ContentMemo.markup).
 * The server provides it only for pages React never hydrates (ADR 027, "Fourth pass"): there the
 * markup is final, so it need not be built from the same tree as the browser's.
 */
export type MarkupRenderer = (key: string, element: ReactElement) => string;

const MarkupRendererContext = createContext<MarkupRenderer | null>(null);
export const MarkupRendererProvider = MarkupRendererContext.Provider;

type CachedMarkupProps<T extends ElementType> = {
  as: T;
  /** Everything the children's markup depends on besides content (which a purge covers); null renders them live. */
  cacheKey: string | null;
  /**
   * The children use the page's location only as an attribute's whole value (a form's `returnTo`):
   * their markup is rendered once for every page, at a stand-in location, and each page writes its own
   * path and query in its place. A product card is one, so the same card is kept for every list.
   */
  anyLocation?: boolean;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "children" | "dangerouslySetInnerHTML">;

/**
 * An element whose children are rendered once and reused, on pages without React in the browser;
 * everywhere else (hydrated pages, the browser) it renders its children as usual. The children are
 * rendered inside a `<StaticRouter>` at the page's location, React Router's own router for a render
 * on the server, so links and active states are what a live render gives. The browser build gets
 * the plain element only.
 *
 * The children must depend on nothing but their props, content and what `cacheKey` says: no nonce,
 * no query string, and no loader data (`useSiteData`, `useLoaderData`: the basket count is per
 * visitor), which the static router does not have: such a hook fails the render instead of
 * keeping one visitor's data for everyone.
 */
export const CachedMarkup = import.meta.env.SSR ? ServerCachedMarkup : LiveMarkup;

function LiveMarkup<T extends ElementType>({ as, cacheKey: _cacheKey, anyLocation: _anyLocation, children, ...props }: CachedMarkupProps<T>) {
  return createElement(as, props, children);
}

/** Where an `anyLocation` part is rendered: a path no page has, written back as each page's own. */
const STAND_IN_PATH = "/__bu-sayfa__";

function ServerCachedMarkup<T extends ElementType>({ as, cacheKey, anyLocation, children, ...props }: CachedMarkupProps<T>) {
  const renderMarkup = useContext(MarkupRendererContext);
  const location = useLocation();
  if (!renderMarkup || cacheKey === null) return createElement(as, props, children);
  if (!anyLocation) {
    const atThisLocation: ReactElement = createElement(StaticRouter, { location }, children);
    return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: renderMarkup(cacheKey, atThisLocation) } });
  }
  const html = renderMarkup(`${cacheKey}@any`, createElement(StaticRouter, { location: STAND_IN_PATH }, children));
  const here = escapeAttributeValue(location.pathname + location.search);
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html.replaceAll(`="${STAND_IN_PATH}"`, `="${here}"`) } });
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** An attribute value escaped as React's server renderer escapes it, so that the markup is the same as a live render's. */
function escapeAttributeValue(value: string): string {
  return value.replace(/["'&<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);
}

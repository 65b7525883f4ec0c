import { createContext, createElement, Fragment, useContext, type ComponentPropsWithoutRef, type ElementType, type ReactElement, type ReactNode } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from "react-router";

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
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "children" | "dangerouslySetInnerHTML">;

/**
 * An element whose children are rendered once and reused, on pages without React in the browser;
 * everywhere else (hydrated pages, the browser) it renders its children as usual. The children see
 * the page's router (links, active states) through the contexts passed on here. The browser build
 * gets the plain element only.
 *
 * The children must depend on nothing but their props, content and what `cacheKey` says: no loader
 * data hook (`useSiteData`, `useLoaderData`: the basket count is per visitor), no nonce, no query string.
 */
export const CachedMarkup = import.meta.env.SSR ? ServerCachedMarkup : LiveMarkup;

function LiveMarkup<T extends ElementType>({ as, cacheKey: _cacheKey, children, ...props }: CachedMarkupProps<T>) {
  return createElement(as, props, children);
}

function ServerCachedMarkup<T extends ElementType>({ as, cacheKey, children, ...props }: CachedMarkupProps<T>) {
  const renderMarkup = useContext(MarkupRendererContext);
  const withRouter = useRouterContexts(children);
  if (!renderMarkup || cacheKey === null) return createElement(as, props, children);
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: renderMarkup(cacheKey, withRouter) } });
}

/** `children` inside the router contexts of the page being rendered, for a render of their own. */
function useRouterContexts(children: ReactNode): ReactElement {
  const contexts = [
    [FrameworkContext, useContext(FrameworkContext)],
    [DataRouterContext, useContext(DataRouterContext)],
    [DataRouterStateContext, useContext(DataRouterStateContext)],
    [FetchersContext, useContext(FetchersContext)],
    [NavigationContext, useContext(NavigationContext)],
    [LocationContext, useContext(LocationContext)],
    [RouteContext, useContext(RouteContext)],
  ] as const;
  return contexts.reduceRight<ReactElement>(
    (inner, [Context, value]) => createElement((Context as React.Context<unknown>).Provider, { value }, inner),
    createElement(Fragment, null, children),
  );
}

import { createContext, createElement, memo, useContext, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { createContext as createRouterContext, type RouterContext, type RouterContextProvider } from "react-router";

/*
 * Markup only the server renders (ADR 041, "The services page without its hydration data"). A loader
 * puts what it needs into the request's context (`context.set(key, value)`) instead of its loader
 * data, so the page carries it once, as HTML, not twice (HTML and React Router's hydration data).
 * The browser hydrates the element itself and keeps the children the server wrote; a render in the
 * browser (a client-side navigation) leaves the element empty, so its content must be reachable
 * another way there too.
 */

const RequestContext = createContext<Readonly<RouterContextProvider> | null>(null);
/** The request's context for the server render (app/entry.server.tsx). */
export const RequestContextProvider = RequestContext.Provider;

/** A key for data only the server render reads. */
export const serverRenderData = <T,>() => createRouterContext<T | null>(null);

type ServerMarkupProps<T> = {
  as: "section" | "div";
  data: RouterContext<T | null>;
  children: (value: T) => ReactNode;
} & Omit<ComponentPropsWithoutRef<"section">, "children" | "dangerouslySetInnerHTML">;

function ServerRenderedMarkup<T>({ as, data, children, ...props }: ServerMarkupProps<T>) {
  const value = useContext(RequestContext)?.get(data) ?? null;
  return createElement(as, props, value === null ? null : children(value));
}

// One object for every render: React compares it by identity and so never rewrites the children.
const KEEP_SERVER_CHILDREN = { __html: "" };

const BrowserMarkup = memo(
  function BrowserMarkup<T>({ as, data: _data, children: _children, ...props }: ServerMarkupProps<T>) {
    return createElement(as, { ...props, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_CHILDREN });
  },
  () => true,
) as <T>(props: ServerMarkupProps<T>) => ReactNode;

/** An element whose children the server renders from `data` and the browser keeps as they came. */
export const ServerMarkup = import.meta.env.SSR ? ServerRenderedMarkup : BrowserMarkup;

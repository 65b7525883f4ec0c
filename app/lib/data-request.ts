/**
 * True for React Router's client-navigation data requests (`/blog.data`), false for a document
 * request. With `v8_passThroughRequests` loaders see the original URL, suffix included.
 *
 * A loader can await its data for documents (complete HTML, readable without JavaScript) and hand
 * the promise over for client navigations, so `<Suspense>` shows the skeletons meanwhile.
 */
export function isClientDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The page's own path, for a document request and its client-navigation data request alike (`/kvkk.data` → `/kvkk`). */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

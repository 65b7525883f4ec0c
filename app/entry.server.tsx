import { PassThrough } from "node:stream";
import { createHash } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { getRequestScope, getServices, type AppServices, type RequestScope } from "./app-context.server";
import { MarkupRendererProvider, type MarkupRenderer } from "./components/cached-markup";
import { classifyDatabaseError } from "./db/db-errors.server";
import { NonceProvider } from "./components/nonce";
import { RequestContextProvider } from "./components/server-markup";
import { shippedScripts } from "./lib/shipped-scripts";

export const streamTimeout = 5_000;

/**
 * Markers of a Suspense boundary that did not finish in one synchronous pass (pending `<!--$?-->`,
 * given up `<!--$!-->`): React's string renderer cannot wait for it, the streaming one can.
 */
const UNFINISHED_BOUNDARY = /<!--\$[?!]/;

/**
 * The document render, by one of two paths: a page React never hydrates, with all its data at
 * hand, is rendered in one synchronous pass to a string (`renderStatic`); every other page, and a
 * static one that still suspended, is streamed (`renderStreaming`). A HEAD request is rendered as
 * its GET, so that both carry the same headers; React Router sends it without the body.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const scope = getRequestScope(loadContext);
  const document = (
    <NonceProvider value={scope.cspNonce}>
      <RequestContextProvider value={loadContext}>
        <ServerRouter context={routerContext} url={request.url} nonce={scope.cspNonce} />
      </RequestContextProvider>
    </NonceProvider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!pageShipsReact(routerContext) && !hasPendingData(routerContext)) {
    const html = renderStatic(document, routerContext, getServices(loadContext), scope);
    if (html !== null) {
      // Bytes, not a string: a string body would be scanned for lone surrogates before it is encoded.
      const response = new Response(html, { headers: responseHeaders, status: responseStatusCode });
      scope.renderedDocument = { response, html };
      return response;
    }
  }
  return renderStreaming(document, responseStatusCode, responseHeaders, loadContext);
}

/**
 * A page without React, in one synchronous pass, its layout parts from the memo: the stream's chunk
 * encoding is most of what it saves (ADR 027, "Fourth pass"). Such a page renders no <Scripts/>, so
 * the hydration data stream is left out: nothing would read it. React Router encodes that data only
 * when it is first read (patches/react-router+7.18.4.patch), so it is set aside here, not copied
 * with a spread, which would read it. Returns the document's bytes with its doctype; null when a
 * boundary still suspended: the stream renders it.
 */
function renderStatic(
  document: ReactElement,
  routerContext: EntryContext,
  { contentMemo }: Pick<AppServices, "contentMemo">,
  { contentGeneration }: Pick<RequestScope, "contentGeneration">,
): Buffer<ArrayBuffer> | null {
  routerContext.serverHandoffStream = undefined;
  // In development the components change under the server, so nothing is kept there.
  const renderMarkup: MarkupRenderer | null =
    process.env.NODE_ENV !== "development" ? (key, element) => contentMemo.markup(key, () => renderFragment(key, element), contentGeneration) : null;
  // React hands its output over in pieces of ~16,000 characters (patches/react-dom+19.3.1.patch), each
  // made flat on its own: a whole document of Turkish text is two bytes a character, and one flat
  // copy of it (>128 KB) costs a large-object allocation (ADR 039, "Tenth session").
  const segments = ["<!DOCTYPE html>"];
  const options: SegmentedRenderOptions = { unstable_segments: segments };
  segments.push(renderToString(<MarkupRendererProvider value={renderMarkup}>{document}</MarkupRendererProvider>, options));
  let byteLength = 0;
  for (const segment of segments) {
    // React writes each marker as one piece, so a marker never straddles two segments.
    if (UNFINISHED_BOUNDARY.test(segment)) return null;
    byteLength += Buffer.byteLength(segment);
  }
  const html = Buffer.allocUnsafe(byteLength);
  let written = 0;
  for (const segment of segments) written += html.write(segment, written);
  return html;
}

/** `renderToString`'s options with the patched one: an array that takes the output in pieces, the last returned. */
type SegmentedRenderOptions = { identifierPrefix?: string; unstable_segments: string[] };

function pageShipsReact(routerContext: EntryContext): boolean {
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  return shippedScripts(handles) === "react";
}

/** Whether a loader or action handed over a promise for React Router to stream (a client navigation's skeletons). */
function hasPendingData({ staticHandlerContext: { loaderData, actionData } }: EntryContext): boolean {
  return [...Object.values(loaderData), ...Object.values(actionData ?? {})].some(
    (data) => data instanceof Promise || (typeof data === "object" && data !== null && Object.values(data).some((value) => value instanceof Promise)),
  );
}

/** A layout part on its own: its `useId`s get a prefix of their own, so they cannot repeat the page's. */
function renderFragment(key: string, element: ReactElement): string {
  const identifierPrefix = `m${createHash("sha256").update(key).digest("base64url").slice(0, 6)}-`;
  return renderToStaticMarkup(element, { identifierPrefix });
}

function renderStreaming(document: ReactElement, responseStatusCode: number, responseHeaders: Headers, loadContext: RouterContextProvider) {
  const { cspNonce: nonce, logger } = getRequestScope(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The whole document is rendered before the first byte (onAllReady): pages are complete for
    // crawlers and for the page cache, and loaders have already awaited their data.
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        logger.error({ err: error }, "render error");
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const scope = getRequestScope(context);
  scope.logger.error({ err: error, url: request.url }, "loader or action error");
  // The server turns the 500 into 503/507 when the database, not the request, was the cause.
  scope.databaseFailure ??= classifyDatabaseError(error);
};

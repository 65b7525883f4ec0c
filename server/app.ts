import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import type { Rendered, Runtime } from "#app/runtime.server";
import { jsonError } from "#app/lib/json-response";
import { logText } from "#app/lib/log-text";
import { parseTrustProxy, peerAddress, resolveClientIp } from "./client-ip";
import { databaseFailureResponse } from "./database-failure";
import type { Env } from "./env";
import { fallbackErrorPage } from "./error-page";
import { accessLogger } from "./logger";
import { isCrossOriginWrite } from "./origin-check";
import { canonicalPath, canonicalRequest, rejectControlCharactersInPath } from "./path-hygiene";
import { acceptsGzip, type CachedPage, isPageCacheCandidate, keepPage, pageCacheKey, pageResponse, preparePage } from "./page-cache";
import { rejectInvalidQueryParameters } from "./query-hygiene";
import { createRenderGate, RenderGateFull, serverBusyResponse } from "./render-gate";
import { REQUEST_ID_PATTERN } from "./request-id";
import { hashAppScripts } from "./script-hashes";
import { createNonce, securityHeaders } from "./security-headers";

export type AppOptions = {
  env: Env;
  /** The app: its database, caches and renders (app/runtime.server.ts). */
  runtime: Runtime<CachedPage>;
  logger: Logger;
  /** Directory with the built client assets; static files are not served when absent (development). */
  clientDir?: string;
  /** The client address of requests that come without a socket (`app.request` in tests); never set by a server. */
  addressWithoutSocket?: string;
};

/** What node:http hands the app (`@hono/node-server`); absent for requests made in-process. */
type Bindings = { incoming?: IncomingMessage };

type Variables = {
  requestId: string;
  nonce: string;
  /** Set for a shareable page: its CSP allows its inline scripts by these hashes instead of the nonce. */
  scriptHashes?: string[];
  clientIp: string;
  logger: Logger;
  actor?: Rendered["actor"];
};

const JSON_BODY_LIMIT = 1024 * 1024;
/** Public pages' own forms (the survey request): a few text fields, far below this. */
const PAGE_FORM_BODY_LIMIT = 64 * 1024;
/** The endpoints that take files (images, product CSV, support downloads): the upload limit plus room for the form's framing. */
const UPLOAD_PATHS = new Set(["/api/admin/media", "/api/admin/products/import", "/api/admin/redirects/import", "/api/admin/support-files"]);
/** A library image's replacement (ADR 042): `/api/admin/media-library/<id>/file`. */
const MEDIA_REPLACE_PATH = /^\/api\/admin\/media-library\/\d{1,9}\/file$/;
const UPLOAD_FRAMING_BYTES = 64 * 1024;
/** A path whose last segment has an extension: the only kind that can name a built client file. */
const FILE_NAME = /\.[^/]*$/;
/** Every admin page, the sign-in page and the account API: personal or live data, never stored by a browser or proxy (ASVS 14.3). */
const NO_STORE_PATH = /^\/(?:n1_admin|admin-login|admin-hesap|api\/admin|api\/auth)(?:[/.]|$)/i;
/** Support downloads live under MEDIA_DIR but are served only by their route, as attachments (ADR 025). */
const MEDIA_DOWNLOADS = /^\/media\/downloads(?:\/|$)/i;

export function createApp(options: AppOptions) {
  const { env, runtime, logger } = options;
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const accessLog = accessLogger(logger);
  const app = new Hono<{ Bindings: Bindings; Variables: Variables }>({ getPath: canonicalPath });

  app.use(async (c, next) => {
    const started = performance.now();
    const incomingId = c.req.header("x-request-id");
    const requestId = incomingId && REQUEST_ID_PATTERN.test(incomingId) ? incomingId : randomUUID();
    const socketAddress = c.env?.incoming ? peerAddress(c.env.incoming.socket) : options.addressWithoutSocket;
    const requestLogger = logger.child({ reqId: requestId });
    if (!socketAddress) {
      // The connection is gone (reset by the client); nothing may be written under an invented address.
      requestLogger.warn({ method: c.req.method, path: logText(c.req.path) }, "request without a client address refused");
      return jsonError(400, "İstemci adresi belirlenemedi.");
    }
    const clientIp = resolveClientIp(socketAddress, c.req.header("x-forwarded-for"), trustProxy);
    c.set("requestId", requestId);
    c.set("clientIp", clientIp);
    c.set("nonce", createNonce());
    c.set("logger", requestLogger);
    await next();
    // Set on the answer in place: once the handlers have answered, `c.header` would copy the answer
    // into a new Response whose body is a stream, which @hono/node-server then reads chunk by chunk
    // instead of sending the rendered bytes in one write (ADR 039, "Seventh session"). Every answer
    // here is made with `new Response`, whose headers can be changed.
    const headers = c.res.headers;
    if (NO_STORE_PATH.test(c.req.path)) headers.set("Cache-Control", "no-store");
    else if ((c.req.header("cookie") !== undefined || headers.has("set-cookie")) && !headers.has("cache-control")) {
      // An answer to one visitor (a quote basket, a signed-in staff member): never kept by a shared cache such as a CDN.
      headers.set("Cache-Control", "private, no-store");
      headers.append("Vary", "Cookie");
    }
    headers.set("X-Request-Id", requestId);
    const hashes = c.get("scriptHashes");
    const allowance = hashes ? { hashes } : { nonce: c.get("nonce") };
    for (const [name, value] of Object.entries(securityHeaders(allowance, env.isHttps))) headers.set(name, value);
    const event = securityEvent(c.req.method, c.req.path, c.res.status);
    const actor = c.get("actor");
    accessLog[event && event !== "admin.write" ? "warn" : "info"](
      {
        reqId: requestId,
        ...(event ? { event } : {}),
        method: c.req.method,
        path: logText(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ip: clientIp,
        ...(actor ? { userId: actor.id, username: logText(actor.username) } : {}),
      },
      "request",
    );
  });

  app.on(["TRACE", "TRACK"], "*", () => new Response(null, { status: 405, headers: { Allow: "GET, HEAD, POST" } }));

  // Before anything reads a body, on every path (the upload endpoints get their own larger limit).
  const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: () => jsonError(413, "İstek gövdesi çok büyük (en fazla 1 MB).") });
  const uploadBodyLimit = bodyLimit({ maxSize: runtime.uploadLimit.bytes + UPLOAD_FRAMING_BYTES, onError: () => jsonError(413, runtime.uploadLimit.message) });
  // GET and HEAD carry no body (the Request of either has none); asking for one would build the whole Request per page view.
  app.use((c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return UPLOAD_PATHS.has(c.req.path) || MEDIA_REPLACE_PATH.test(c.req.path) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next);
  });
  // Form posts to pages (the survey request) are a few text fields: a far smaller limit, answered with the Turkish page.
  const pageFormBodyLimit = bodyLimit({ maxSize: PAGE_FORM_BODY_LIMIT, onError: (c) => c.html(fallbackErrorPage(413), 413) });
  app.use((c, next) => (c.req.method !== "GET" && c.req.method !== "HEAD" && !c.req.path.startsWith("/api/") ? pageFormBodyLimit(c, next) : next()));

  app.use(compress());

  // With SITE_URL set, the Host header (which the client writes) has no say in what counts as our origin.
  const allowedOrigins = (request: Request) => new Set([env.SITE_URL ? env.siteOrigin : new URL(request.url).origin]);
  app.use(async (c, next) => {
    if (isCrossOriginWrite(c.req.raw, allowedOrigins(c.req.raw))) {
      c.get("logger").warn(
        { event: "access.denied", reason: "cross-origin", origin: logText(c.req.header("origin") ?? c.req.header("referer")) },
        "cross-origin write refused",
      );
      return jsonError(403, "Bu isteğe izin verilmiyor: farklı bir kaynaktan gönderildi.");
    }
    await next();
  });

  app.use(rejectControlCharactersInPath());
  app.use(rejectInvalidQueryParameters());

  app.get("/healthz", async (c) => {
    try {
      await Promise.race([
        runtime.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), 2_000)),
      ]);
      return c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check failed");
      return c.json({ status: "unavailable" }, 503, { "Cache-Control": "no-store" });
    }
  });

  // Uploaded images are content-addressed (their name is their hash), so they never change.
  mkdirSync(env.MEDIA_DIR, { recursive: true });
  const serveMediaFile = serveStatic({ root: env.MEDIA_DIR, rewriteRequestPath: (requestPath) => requestPath.slice("/media".length) });
  app.use("/media/*", async (c, next) => {
    if (MEDIA_DOWNLOADS.test(c.req.path)) return next();
    // A file found is answered here; a path that names none goes on (`next`) and answers undefined.
    const file = await serveMediaFile(c, next);
    if (file?.status === 200) file.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    return file;
  });

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    app.use("*", async (c, next) => {
      await next();
      if (c.res.status !== 200 || c.res.headers.has("Cache-Control") || !c.res.headers.has("Last-Modified")) return;
      // Only static files carry Last-Modified here; hashed assets never change.
      const immutable = c.req.path.startsWith("/assets/");
      c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    });
    // Every built file's name has an extension; a path without one (every page) is not looked for on disk.
    const serveClientFile = serveStatic({ root, precompressed: true });
    app.use("*", (c, next) => (FILE_NAME.test(c.req.path) ? serveClientFile(c, next) : next()));
  }

  // Renders wait their turn in arrival order (ADR 039); past the bounds they are refused before any work starts.
  const renderGate = createRenderGate({ concurrency: env.RENDER_CONCURRENCY, maxQueue: env.RENDER_QUEUE_MAX, maxWaitMs: env.RENDER_QUEUE_WAIT_MS });
  app.all("*", async (c) => {
    // The body (bounded by the limits above) is read before the request takes a slot: a client that
    // sends it slowly must not hold one while it trickles in.
    // (GET and HEAD carry none; asking them would build the whole Request per page view.)
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.raw.body && !c.req.raw.bodyUsed) {
      const body = await c.req.raw.arrayBuffer().catch(() => null);
      if (body === null) return new Response(null, { status: 400 }); // the client went away mid-body
      c.req.raw = new Request(c.req.raw, { body });
    }
    try {
      return await renderGate.run(() => renderThroughApp(c));
    } catch (error) {
      if (!(error instanceof RenderGateFull)) throw error;
      c.get("logger").warn({ event: "render.refused", reason: error.reason, ...renderGate.stats }, "render refused: the server is saturated");
      return serverBusyResponse(c.req.path);
    }
  });

  const renderThroughApp = async (c: Context<{ Bindings: Bindings; Variables: Variables }>) => {
    const cacheable = isPageCacheCandidate(c.req.raw);
    const generation = runtime.pageCache.generation;
    // A HEAD of a page is rendered as the GET it describes, so that it can fill the cache too.
    const raw = canonicalRequest(c.req.raw, c.req.path);
    const request = cacheable && c.req.method === "HEAD" ? new Request(raw.url, { headers: raw.headers }) : raw;
    const { response, degraded, databaseFailure, actor, html: renderedHtml } = await runtime.render(request, {
      clientIp: c.get("clientIp"),
      requestId: c.get("requestId"),
      logger: c.get("logger"),
      // A shareable render's nonce is only a marker: its CSP allows the marked scripts by hash (script-hashes.ts).
      cspNonce: c.get("nonce"),
    });
    c.set("actor", actor);
    if (response.status === 500 && databaseFailure) return databaseFailureResponse(c.req.path, databaseFailure);
    if (cacheable) {
      const contentType = response.headers.get("content-type") ?? "";
      if (!contentType.startsWith("text/html")) return response;
      // A page rendered in one pass comes with its bytes: reading them back through the body would
      // build a whole Response around them again (undici's, behind @hono/node-server's lightweight one).
      const { html, hashes } = hashAppScripts(renderedHtml ?? Buffer.from(await response.arrayBuffer()), c.get("nonce"));
      c.set("scriptHashes", hashes);
      const shareable =
        response.status === 200 && !degraded && !response.headers.has("cache-control") && !response.headers.has("set-cookie");
      if (!shareable) {
        return new Response(c.req.method === "HEAD" ? null : new Uint8Array(html), { status: response.status, headers: response.headers });
      }
      const compress = runtime.pageCache.active || acceptsGzip(c.req.header("accept-encoding"));
      const page = await preparePage(html, { contentType, scriptHashes: hashes, isHttps: env.isHttps, compress });
      const stored = keepPage(runtime.pageCache, pageCacheKey(c.req.raw), page, generation);
      return pageResponse(c.req.raw, page, stored ? "MISS" : null);
    }
    if (c.req.path.startsWith("/api/") && response.status >= 400 && !isJson(response)) {
      // Resource routes answer JSON themselves; this keeps unmatched or crashed API calls JSON too.
      return jsonError(response.status, response.status === 404 ? "Kaynak bulunamadı." : "Sunucu hatası.");
    }
    return response;
  };

  app.onError((error, c) => {
    c.get("logger")?.error({ err: error }, "unhandled error");
    const failure = runtime.databaseFailureOf(error);
    if (failure) return databaseFailureResponse(c.req.path, failure);
    if (c.req.path.startsWith("/api/")) return jsonError(500, "Sunucu hatası.");
    return c.html(fallbackErrorPage(500), 500);
  });

  return app;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The security event a request's log line carries (ASVS 16.3): 400 on the API is a validation
 * failure, 401/403 an access-control failure, and a successful write under /api/admin an admin write.
 */
function securityEvent(method: string, path: string, status: number): string | undefined {
  if (status === 401 || status === 403) return "access.denied";
  if (status === 400 && path.startsWith("/api/")) return "validation.failed";
  if (status < 400 && WRITE_METHODS.has(method) && path.startsWith("/api/admin/")) return "admin.write";
  return undefined;
}

function isJson(response: Response) {
  return response.headers.get("content-type")?.includes("application/json") ?? false;
}

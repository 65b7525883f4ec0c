import { randomBytes } from "node:crypto";
import type { Runtime } from "#app/runtime.server";
import type { HitRequest, HitResponse } from "./page-cache-hits";
import type { HeaderList } from "./page-cache";
import { REQUEST_ID_PATTERN } from "./request-id";
import { securityHeaders } from "./security-headers";

type Answer = NonNullable<ReturnType<Runtime<never>["redirects"]["find"]>>;

/**
 * A permanent move may be kept by browsers and shared caches for an hour: long enough to spare the
 * server, short enough that staff can correct a wrong rule the same day (ADR 043).
 */
const CACHE_CONTROL = { 301: "public, max-age=3600", 302: "no-store" } as const;

/**
 * Answers a GET or HEAD whose request target a redirect rule names, from the runtime's rules in
 * memory, before Hono or React Router see it (ADR 043); everything else returns false. It runs
 * after the page-cache hit path, so a cached page costs nothing more: a rule's source is never a
 * page that renders (refused when staff write it; a renamed post's old page is purged with it).
 * Each hit is counted in memory; the runtime writes the counts in batches.
 */
export function createRedirectHandler(redirects: Runtime<never>["redirects"], isHttps: boolean) {
  const idPrefix = `r${randomBytes(6).toString("hex")}-`;
  let served = 0;
  const security = Object.entries(securityHeaders({ hashes: [] }, isHttps)).flat();
  // One header list per rule answer, made on its first hit; a reload makes new answers.
  const lists = new WeakMap<Answer, HeaderList>();
  const headerList = (answer: Answer) => {
    let list = lists.get(answer);
    if (!list) {
      list = ["Location", answer.location, "Cache-Control", CACHE_CONTROL[answer.status], "Content-Length", "0", ...security, "X-Request-Id", ""];
      lists.set(answer, list);
    }
    return list;
  };

  return function serveRedirect(request: HitRequest, response: HitResponse): boolean {
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || request.url === undefined) return false;
    const answer = redirects.find(request.url);
    if (!answer) return false;
    const list = headerList(answer);
    const incomingId = request.headers["x-request-id"];
    list[list.length - 1] = typeof incomingId === "string" && REQUEST_ID_PATTERN.test(incomingId) ? incomingId : idPrefix + (served++).toString(36);
    response.writeHead(answer.status, list);
    response.end();
    redirects.countHit(answer.id);
    return true;
  };
}

import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import robotsParser from "robots-parser";
import { Agent, request } from "undici";
import type { AddressPolicy } from "./address-policy.server";

export const SUPPLIER_USER_AGENT = "OrnekGuvenlikUrunAktarici/1.0 (+urun iceri aktarma; yonetici tarafindan baslatilir)";

export type FetchLimits = {
  /** Per request: connection, headers and body together. */
  requestTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  concurrency: number;
  /** The pause between two requests to the supplier. */
  delayMs: number;
};

export const DEFAULT_FETCH_LIMITS: FetchLimits = { requestTimeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3, concurrency: 2, delayMs: 300 };

/** Who is at the other end, as the Turkish failure messages name it. */
export type FetchPeer = {
  /** The subject: "Tedarikçi 10 saniye içinde yanıt vermedi." */
  name: string;
  /** Where a connection goes, in the dative: "Tedarikçi sitesine bağlanılamadı." */
  place: string;
};

export const SUPPLIER_PEER: FetchPeer = { name: "Tedarikçi", place: "Tedarikçi sitesine" };

/** A failed supplier request, with a Turkish message an administrator can act on. */
export class SupplierFetchError extends Error {
  override name = "SupplierFetchError";
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
  }
}

/** The fetcher's own signal (the import's time budget) stopped the request: the whole run ends. */
export class FetchAbortedError extends SupplierFetchError {
  override name = "FetchAbortedError";
}

class BlockedAddressError extends Error {
  override name = "BlockedAddressError";
}

export type FetchedPage = { url: string; status: number; contentType: string; body: Buffer };

/**
 * The only way the importer reaches the network. Every connection's address is checked after DNS
 * resolution (and IP literals before connecting), on the first request and on every redirect, so a
 * supplier cannot point us at the intranet or a cloud metadata endpoint. Responses are capped in
 * time and size, requests are limited in number and spaced out, and robots.txt is obeyed.
 */
export function createSafeFetcher({
  policy,
  limits = DEFAULT_FETCH_LIMITS,
  signal,
  userAgent = SUPPLIER_USER_AGENT,
  peer = SUPPLIER_PEER,
}: {
  policy: AddressPolicy;
  limits?: FetchLimits;
  signal?: AbortSignal;
  userAgent?: string;
  peer?: FetchPeer;
}) {
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => !policy(entry.address));
      if (refused) return callback(new BlockedAddressError(`${hostname} → ${refused.address}`), "", 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  const agent = new Agent({
    connect: { lookup: checkedLookup, timeout: limits.requestTimeoutMs },
    headersTimeout: limits.requestTimeoutMs,
    bodyTimeout: limits.requestTimeoutMs,
    connections: limits.concurrency,
  });

  let active = 0;
  let nextStart = 0;
  const waiting: (() => void)[] = [];
  async function slot<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limits.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    const wait = nextStart - Date.now();
    nextStart = Math.max(Date.now(), nextStart) + limits.delayMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  type Sending = { method: "GET" } | { method: "POST"; headers: Record<string, string>; body: string };
  const GET: Sending = { method: "GET" };

  async function fetchOnce(target: URL, sending: Sending = GET): Promise<FetchedPage & { location?: string }> {
    if (target.protocol !== "http:" && target.protocol !== "https:") throw new SupplierFetchError("Yalnızca http ve https adreslerinden veri çekilebilir.", target.href);
    const literal = target.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal) && !policy(literal)) throw new SupplierFetchError(`Güvenlik nedeniyle engellendi: ${target.host} iç ağ adresi.`, target.href);
    const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
    try {
      const response = await request(target, {
        dispatcher: agent,
        method: sending.method,
        headers:
          sending.method === "POST"
            ? { ...sending.headers, "user-agent": userAgent }
            : { "user-agent": userAgent, accept: "text/html,application/json,text/csv,image/*;q=0.8,*/*;q=0.5" },
        body: sending.method === "POST" ? sending.body : undefined,
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      const contentType = String(response.headers["content-type"] ?? "");
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        await response.body.dump();
        return { url: target.href, status: response.statusCode, contentType, body: Buffer.alloc(0), location: String(response.headers.location) };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).byteLength;
        if (size > limits.maxBytes) {
          response.body.destroy();
          throw new SupplierFetchError(`Yanıt ${Math.round(limits.maxBytes / 1024 / 1024)} MB sınırını aştı; okuma kesildi.`, target.href);
        }
        chunks.push(chunk as Buffer);
      }
      return { url: target.href, status: response.statusCode, contentType, body: Buffer.concat(chunks) };
    } catch (error) {
      throw describeFailure(error, target.href, limits, peer, signal);
    }
  }

  /** GET with at most `maxRedirects` redirects, each target checked like the first. */
  async function fetchFollowing(url: string): Promise<FetchedPage> {
    let target = new URL(url);
    for (let hop = 0; ; hop++) {
      const page = await slot(() => fetchOnce(target));
      if (!page.location) return page;
      if (hop >= limits.maxRedirects) throw new SupplierFetchError(`Çok fazla yönlendirme (en fazla ${limits.maxRedirects}).`, url);
      target = new URL(page.location, target);
    }
  }

  const robotsByOrigin = new Map<string, Promise<ReturnType<typeof robotsParser>>>();
  function robotsFor(url: URL) {
    let robots = robotsByOrigin.get(url.origin);
    if (!robots) {
      const robotsUrl = new URL("/robots.txt", url).href;
      robots = fetchFollowing(robotsUrl).then((page) => {
        if (page.status >= 500) throw new SupplierFetchError(`robots.txt okunamadı (HTTP ${page.status}); tedarikçi sitesi şu an yanıt vermiyor.`, robotsUrl);
        return robotsParser(robotsUrl, page.status === 200 ? page.body.toString("utf8") : "");
      });
      robotsByOrigin.set(url.origin, robots);
    }
    return robots;
  }

  return {
    /** A page the supplier's robots.txt allows us to read; non-2xx answers are errors. */
    async fetchPage(url: string): Promise<FetchedPage> {
      const target = new URL(url);
      const robots = await robotsFor(target);
      if (robots.isAllowed(target.href, SUPPLIER_USER_AGENT) === false) {
        throw new SupplierFetchError("Tedarikçinin robots.txt dosyası bu sayfanın okunmasına izin vermiyor.", url);
      }
      const page = await fetchFollowing(url);
      if (page.status < 200 || page.status >= 300) throw new SupplierFetchError(`Tedarikçi HTTP ${page.status} yanıtı verdi.`, url);
      return page;
    },
    /**
     * One POST (a webhook): no robots.txt, and a redirect is answered as its status, not followed,
     * so a receiver cannot send the body on to another address.
     */
    async post(url: string, { headers, body }: { headers: Record<string, string>; body: string }): Promise<{ status: number }> {
      const { status } = await slot(() => fetchOnce(new URL(url), { method: "POST", headers, body }));
      return { status };
    },
    close: () => agent.close(),
  };
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>;

function describeFailure(error: unknown, url: string, limits: FetchLimits, peer: FetchPeer, signal?: AbortSignal): Error {
  if (error instanceof SupplierFetchError) return error;
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof BlockedAddressError) return new SupplierFetchError(`Güvenlik nedeniyle engellendi: ${cause.message} iç ağ adresi.`, url);
  }
  if (signal?.aborted) return new FetchAbortedError("İçe aktarma süre sınırını aştı ve durduruldu.", url);
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError" || /Timeout/i.test(name)) {
    return new SupplierFetchError(`${peer.name} ${Math.round(limits.requestTimeoutMs / 1000)} saniye içinde yanıt vermedi.`, url);
  }
  return new SupplierFetchError(`${peer.place} bağlanılamadı.`, url);
}

import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database, Db } from "./db/client.server";
import type { DatabaseFailure } from "./db/db-errors.server";
import type { ContentMemo } from "./runtime/content-memo.server";

/** What the runtime (app/runtime/runtime.server.ts) provides every request: the same for the process's lifetime. */
export type AppServices = {
  database: Database;
  db: Db;
  siteOrigin: string;
  isHttps: boolean;
  appSecret: string;
  /** Query answers kept between content writes (site settings, brands): `contentMemo.get(key, load)`. */
  contentMemo: ContentMemo;
  /** Whether a path of the site renders a page today (200 to an anonymous GET): a redirect rule must not hide it (ADR 043). */
  isLivePath: (path: string) => Promise<boolean>;
  /** Empties the page cache of every server instance (staff's "clear page cache" tool). */
  purgePageCache: () => Promise<void>;
  /** DATA_DIR: where the first admin password's file is (deleted after its first change). */
  dataDir: string;
  /** Where uploaded images are written; served under `/media/`. */
  mediaDir: string;
  /** SUPPLIER_URL: the supplier catalogue until staff set one in the site settings. */
  supplierUrl: string | null;
  /** SUPPLIER_ALLOW_PRIVATE=1: server-side fetches may reach private and loopback addresses. */
  supplierAllowPrivate: boolean;
  /** SMTP_URL: where lead notifications are sent from; null sends none. */
  smtpUrl: string | null;
  /** LEAD_WEBHOOK_URL and _SECRET: where new leads are POSTed, signed; `allowPrivate` is LEAD_WEBHOOK_ALLOW_PRIVATE=1. */
  leadWebhook: { url: string; secret: string; allowPrivate: boolean } | null;
  /** ADMIN_REQUIRE_2FA=1: a signed-in admin without 2FA may only enrol (and log out). */
  adminRequire2fa: boolean;
};

/** What the host (server/) knows of one request before the app sees it. */
export type RequestFacts = {
  clientIp: string;
  requestId: string;
  logger: Logger;
  /**
   * The Content-Security-Policy nonce of this response. For a page that may be cached and shared it
   * only marks the app's own scripts, which are then allowed by hash (server/script-hashes.ts).
   */
  cspNonce: string | undefined;
};

/** Noted when the request begins and written while it runs. */
export type RequestState = {
  /** `contentMemo.generation` when this request began: markup it renders is kept only if no write came since. */
  contentGeneration: number;
  /** Marks this response as showing a fallback for data that failed to load: it must not be cached or shared. */
  markDegraded: () => void;
  /** Set by the admin guard once it knows who is signed in; the request log line names them. */
  actor?: { id: number; username: string };
  /** Set by `handleError` (app/entry.server.tsx) when a loader or action failed because of the database. */
  databaseFailure?: DatabaseFailure;
  /**
   * Set by the document render (app/entry.server.tsx) when it rendered the page in one pass: the
   * answer and the bytes of its body, which the host can then take as they are instead of reading
   * the body back.
   */
  renderedDocument?: { response: Response; html: Buffer };
};

/** What one request knows and writes while it runs: the host's facts and the request's own state. */
export type RequestScope = RequestFacts & RequestState;

/** The runtime's services: one object for the process's lifetime, shared by every request. */
export const servicesContext = createContext<AppServices>();
/** This request's facts and state: a new object for every request. */
export const requestScopeContext = createContext<RequestScope>();

/** The services a loader or action uses: `const { db, siteOrigin } = getServices(context)`. */
export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

/** What this request knows (client IP, logger, CSP nonce) and the state it writes (actor, degraded). */
export function getRequestScope(context: Readonly<RouterContextProvider>): RequestScope {
  return context.get(requestScopeContext);
}

import type { DatabaseFailure } from "#app/runtime.server";
import { fallbackErrorPage } from "./error-page";

const MESSAGES: Record<DatabaseFailure, { status: 503 | 507; message: string }> = {
  unavailable: { status: 503, message: "Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin." },
  "disk-full": { status: 507, message: "Sunucuda yer kalmadığı için değişiklik kaydedilemedi. Lütfen daha sonra tekrar deneyin." },
};

/**
 * The answer to a request that failed because of the database rather than itself: JSON 503 (or
 * 507 for a full disk) under /api, the Turkish 503 page elsewhere; never cached, with Retry-After.
 */
export function databaseFailureResponse(path: string, failure: DatabaseFailure): Response {
  const { status, message } = MESSAGES[failure];
  const headers = { "Cache-Control": "no-store", "Retry-After": "5" };
  if (path.startsWith("/api/")) {
    return new Response(JSON.stringify({ message }), { status, headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
  }
  return new Response(fallbackErrorPage(503), { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

import type { z } from "zod";
import { DomainError } from "#app/lib/errors";

const STATUS_BY_CODE: Record<DomainError["code"], number> = {
  validation: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** A JSON answer that is never cached: every API response of ours carries personal or live data. */
export function json(body: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(body === null ? null : JSON.stringify(body), { ...init, headers });
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return json({ message, ...extra }, { status });
}

/**
 * Reads a JSON body and validates it with the form's zod schema: 415 without a JSON content type,
 * 400 for malformed JSON, 400 with `fieldErrors` when validation fails. Thrown as Responses.
 */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    throw jsonError(415, "İstek gövdesi JSON olmalıdır (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw jsonError(400, "İstek gövdesi geçerli bir JSON değil.");
  }
  const unstorable = unstorableText(body);
  if (unstorable) throw jsonError(400, unstorable);
  const result = schema.safeParse(body);
  if (!result.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".") || "_";
      (fieldErrors[field] ??= []).push(issue.message);
    }
    const first = result.error.issues[0]?.message ?? "Geçersiz istek.";
    throw jsonError(400, first, { fieldErrors });
  }
  return result.data;
}

/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a JSON value holds text PostgreSQL cannot store (a 500 in the database otherwise): U+0000, or
 * a lone surrogate (`"\\ud800"`), which is no character and has no UTF-8 form. Keys count too.
 */
function unstorableText(value: unknown): string | undefined {
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    const texts = typeof current === "string" ? [current] : current && typeof current === "object" ? Object.keys(current) : [];
    for (const text of texts) {
      if (text.includes("\u0000")) return "Metin alanları NUL (\\u0000) karakteri içeremez.";
      if (LONE_SURROGATE.test(text)) return "Metin alanları eşleşmemiş bir UTF-16 vekil karakteri (ör. \\ud800) içeremez.";
    }
    if (current && typeof current === "object") stack.push(...Object.values(current));
  }
  return undefined;
}

/** Turns a thrown DomainError into its JSON answer; anything else is rethrown (a 500 without details). */
export function domainErrorResponse(error: unknown): Response {
  if (error instanceof DomainError) {
    return jsonError(STATUS_BY_CODE[error.code], error.message, error.fieldErrors ? { fieldErrors: error.fieldErrors } : {});
  }
  throw error;
}

/** A positive integer route parameter, or a 400 answer. */
export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw jsonError(400, "Geçersiz kimlik numarası.");
  return Number(value);
}

type ItemWriteHandlers = {
  PUT?: () => Promise<unknown>;
  PATCH?: () => Promise<unknown>;
  DELETE?: () => Promise<void>;
};

/**
 * Dispatches a write on one admin item by method: PUT/PATCH answer the updated row as JSON,
 * DELETE answers 204, other methods 405; domain errors become their JSON status.
 */
export async function itemWrite(request: Request, handlers: ItemWriteHandlers): Promise<Response> {
  try {
    if (request.method === "DELETE" && handlers.DELETE) {
      await handlers.DELETE();
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    const update = request.method === "PUT" ? handlers.PUT : request.method === "PATCH" ? handlers.PATCH : undefined;
    if (update) return json(await update());
    return jsonError(405, "Bu yöntem desteklenmiyor.");
  } catch (error) {
    return domainErrorResponse(error);
  }
}

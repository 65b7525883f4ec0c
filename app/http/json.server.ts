import type { z } from "zod";
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from "#app/domain/uploads";
import { DomainError } from "#app/lib/errors";
import { json, jsonError } from "#app/lib/json-response";

const STATUS_BY_CODE: Record<DomainError["code"], number> = {
  validation: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

export { json, jsonError };

async function readBody(request: Request): Promise<unknown> {
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
  return body;
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

function validate<T extends z.ZodType>(body: unknown, schema: T): z.infer<T> {
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

/**
 * Reads a JSON body and validates it with the form's zod schema: 415 without a JSON content type,
 * 400 for malformed JSON, 400 with `fieldErrors` when validation fails. Thrown as Responses.
 */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  return validate(await readBody(request), schema);
}

/**
 * A partial update's body, validated like `readJson`, keeping only the fields the body names: a
 * schema default (`platforms: []`) must never stand in for a field the client left out.
 */
export async function readPatch<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const body = await readBody(request);
  const parsed = validate(body, schema) as Record<string, unknown>;
  const named = body && typeof body === "object" ? Object.keys(body) : [];
  return Object.fromEntries(named.filter((key) => Object.hasOwn(parsed, key)).map((key) => [key, parsed[key]])) as z.infer<T>;
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

/**
 * The one `file` of a multipart upload, or the answer refusing it: 415 for another body type, 400
 * for an unreadable form or no file, 413 over the upload limit. `noun` names it in the messages.
 */
export async function readUploadedFile(request: Request, noun: "Görsel" | "Dosya"): Promise<File | Response> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    return jsonError(415, `${noun} multipart/form-data olarak gönderilmelidir.`);
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return jsonError(400, "Form verisi okunamadı.");
  }
  const missing = `Yüklenecek ${noun === "Görsel" ? "görseli" : "dosyayı"} seçin.`;
  if (!(file instanceof File)) return jsonError(400, missing, { fieldErrors: { file: [missing] } });
  if (file.size > MAX_UPLOAD_BYTES) return jsonError(413, uploadTooLargeMessage(noun));
  return file;
}

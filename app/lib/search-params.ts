import type { z } from "zod";

export type QueryParseResult<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

/**
 * Reads URL search params into an object; a parameter given more than once is an error
 * (`?brand=a&brand=b` has no single meaning). Empty values are dropped.
 */
export function searchParamsToObject(params: URLSearchParams): { values: Record<string, string>; repeated: string[] } {
  const values: Record<string, string> = {};
  const repeated: string[] = [];
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    if (all.length > 1) repeated.push(key);
    const value = all[0]!.trim();
    if (value !== "") values[key] = value;
  }
  return { values, repeated };
}

/** A strict query string for an API: repeated, unknown or malformed parameters give Turkish field errors (400). */
export function parseSearchParams<S extends z.ZodType>(params: URLSearchParams, schema: S): QueryParseResult<z.output<S>> {
  const { values, repeated } = searchParamsToObject(params);
  if (repeated.length > 0) {
    return {
      ok: false,
      message: "Her sorgu parametresi en fazla bir kez verilebilir.",
      fieldErrors: Object.fromEntries(repeated.map((key) => [key, ["Birden fazla kez verildi."]])),
    };
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : ((issue as { keys?: string[] }).keys?.[0] ?? "query");
    (fieldErrors[key] ??= []).push(issue.code === "unrecognized_keys" ? "Bilinmeyen parametre." : issue.message);
  }
  return { ok: false, message: "Geçersiz sorgu parametreleri.", fieldErrors };
}

import { z } from "zod";

const count = new Intl.NumberFormat("tr-TR");

/**
 * The message of a text length limit (issue 16): its own, never the field's "required" text, which
 * a zod schema-level `error` would otherwise lend it.
 */
export function tooLongMessage(max: number): string {
  return `En fazla ${count.format(max)} karakter olabilir.`;
}

/** zod's option for `.max(n, …)` on a string: `z.string().max(200, maxLength(200))`. */
export const maxLength = (max: number) => ({ error: tooLongMessage(max) });

/** An optional text of at most `max` characters, trimmed: absent, null (what GET answers for none) or empty is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLength(max))
    .nullish()
    .transform((value) => value || null);

import { createCookie } from "react-router";
import { z } from "zod";
import { COMPARISON_MAX } from "#app/domain/comparison-selection";

/*
 * The comparison selection's cookie (ADR 035): the chosen product ids, at most four. Not signed: it
 * says nothing the address `/karsilastir?urun=…` cannot say, and the server reads it with the same
 * rules (whole ids, no repeats, at most four); anything else reads as an empty selection.
 */

const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const selectionSchema = z
  .array(z.number().int().min(1).max(2_147_483_647))
  .max(COMPARISON_MAX)
  .refine((ids) => new Set(ids).size === ids.length);

const selectionCookie = (isHttps: boolean) =>
  createCookie(isHttps ? "__Host-karsilastirma" : "karsilastirma", { httpOnly: true, sameSite: "lax", secure: isHttps, path: "/", maxAge: MAX_AGE_SECONDS });

/** The product ids a request's selection cookie holds; an empty list for a missing or malformed one. */
export async function readComparisonSelection(request: Request, isHttps: boolean): Promise<number[]> {
  const value: unknown = await selectionCookie(isHttps)
    .parse(request.headers.get("cookie"))
    .catch(() => null);
  const parsed = selectionSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** The Set-Cookie value that stores `ids`; an empty selection deletes the cookie, so the visitor gets cached pages again. */
export function comparisonSelectionSetCookie(ids: readonly number[], isHttps: boolean): Promise<string> {
  const cookie = selectionCookie(isHttps);
  return ids.length === 0 ? cookie.serialize("", { maxAge: 0 }) : cookie.serialize([...ids]);
}

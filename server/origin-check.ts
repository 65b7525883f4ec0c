const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for unsafe methods (docs/security.md#http): `Origin`, or lacking it `Referer`, must name
 * this site. A request with neither comes from a non-browser client and passes; the session and
 * the other checks still apply to it.
 */
export function isCrossOriginWrite(request: Request, allowedOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  const referer = request.headers.get("referer");
  const source = origin ?? referer;
  if (source === null) return false;
  if (source === "null") return true;
  try {
    return !allowedOrigins.has(new URL(source).origin);
  } catch {
    return true;
  }
}

/** A JSON answer that is never cached: every API response of ours carries personal or live data. */
export function json(body: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(body === null ? null : JSON.stringify(body), { ...init, headers });
}

/** `{"message": …}` with the status: the shape of every refusal of the API, and of the host's own. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return json({ message, ...extra }, { status });
}

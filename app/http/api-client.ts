/**
 * The browser's one way to call the JSON API (docs/product.md#interface-behaviour): credentials are sent, a
 * body goes as JSON, and any non-2xx becomes `Error("<status>: <body or statusText>")`.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/** True for the errors that start the 'Yetkisiz Erişim' flow. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401");
}

export async function apiRequest(method: string, url: string, payload?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: payload === undefined ? undefined : { "Content-Type": "application/json" },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || "", response.statusText);
  return response;
}

/** The server's `{message}` from an ApiError body, for toasts that show the server's text. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed = JSON.parse(error.body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** The server's `fieldErrors` from a 400 ApiError body (one message per field), for forms that show them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { fieldErrors } = JSON.parse(error.body) as { fieldErrors?: Record<string, unknown> };
    const messages: Record<string, string> = {};
    for (const [field, list] of Object.entries(fieldErrors ?? {})) {
      if (Array.isArray(list) && typeof list[0] === "string") messages[field] = list[0];
    }
    return messages;
  } catch {
    return {};
  }
}

/**
 * Sends one file as multipart/form-data (field `file`); any non-2xx becomes an ApiError.
 * `onProgress` hears the share sent (0–1): fetch cannot report an upload's progress, XMLHttpRequest can.
 */
export async function postFile(url: string, file: File, onProgress?: (sent: number) => void): Promise<Response> {
  const body = new FormData();
  body.append("file", file);
  if (!onProgress) {
    const response = await fetch(url, { method: "POST", credentials: "include", body });
    if (!response.ok) throw new ApiError(response.status, (await response.text()) || "", response.statusText);
    return response;
  }
  const request = new XMLHttpRequest();
  const done = new Promise<Response>((resolve, reject) => {
    request.upload.addEventListener("progress", (event) => event.lengthComputable && onProgress(event.loaded / event.total));
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) resolve(new Response(request.responseText, { status: request.status, headers: { "content-type": "application/json" } }));
      else reject(new ApiError(request.status, request.responseText, request.statusText));
    });
    request.addEventListener("error", () => reject(new TypeError("Bağlantı kurulamadı.")));
  });
  request.open("POST", url);
  request.withCredentials = true;
  request.send(body);
  return done;
}

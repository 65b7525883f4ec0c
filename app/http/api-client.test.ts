import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, isUnauthorizedError, serverFieldErrors, serverMessage } from "./api-client";

function mockFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the request to fail");
}

describe("apiRequest", () => {
  it("sends credentials and a JSON body with its content type", async () => {
    const fetchMock = mockFetch(200, "{}");
    await apiRequest("POST", "/api/contact", { name: "Ayşe" });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Ayşe"}',
    });
  });

  it("sends no body or content type without a payload", async () => {
    const fetchMock = mockFetch(204, "");
    await apiRequest("POST", "/api/auth/logout");
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", {
      method: "POST",
      credentials: "include",
      headers: undefined,
      body: undefined,
    });
  });

  it("throws '<status>: <body>' on failure, or the status text for an empty body", async () => {
    mockFetch(409, '{"message":"Bu kısa ad zaten kullanılıyor."}');
    const conflict = await failure(apiRequest("PUT", "/api/admin/blog/1", {}));
    expect(conflict.message).toBe('409: {"message":"Bu kısa ad zaten kullanılıyor."}');
    expect(serverMessage(conflict)).toBe("Bu kısa ad zaten kullanılıyor.");

    mockFetch(401, "", "Unauthorized");
    const unauthorized = await failure(apiRequest("GET", "/api/admin/products"));
    expect(unauthorized.message).toBe("401: Unauthorized");
    expect(isUnauthorizedError(unauthorized)).toBe(true);
    expect(serverMessage(unauthorized)).toBeUndefined();
  });
});

describe("serverFieldErrors", () => {
  it("takes the first message of each field from a 400 body", () => {
    const body = JSON.stringify({ message: "Adınızı girin.", fieldErrors: { name: ["Adınızı girin.", "En fazla 120 karakter."], email: ["Geçerli bir e-posta adresi girin."] } });
    expect(serverFieldErrors(new ApiError(400, body, "Bad Request"))).toEqual({ name: "Adınızı girin.", email: "Geçerli bir e-posta adresi girin." });
  });

  it("gives nothing for other statuses, bodies that are not JSON, or errors that are not ApiErrors", () => {
    const body = JSON.stringify({ fieldErrors: { name: ["Adınızı girin."] } });
    expect(serverFieldErrors(new ApiError(429, body, "Too Many Requests"))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, "<html>", "Bad Request"))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, JSON.stringify({ fieldErrors: { name: "no list" } }), "Bad Request"))).toEqual({});
    expect(serverFieldErrors(new Error("400: x"))).toEqual({});
  });
});

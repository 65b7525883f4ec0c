import { afterEach, describe, expect, it, vi } from "vitest";
import { getParsed } from "./resource";
import { z } from "zod";
import { createQueryClient, nullOn401 } from "./query-client";

function mockFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("query defaults", () => {
  it("can answer null on 401, and still fails on other errors", async () => {
    const schema = z.object({ id: z.number() });
    mockFetch(401, "", "Unauthorized");
    expect(await nullOn401(() => getParsed("/api/auth/user", schema))()).toBeNull();
    await expect(getParsed("/api/auth/user", schema)).rejects.toThrow("401: Unauthorized");
    mockFetch(500, "Sunucu hatası");
    await expect(nullOn401(() => getParsed("/api/auth/user", schema))()).rejects.toThrow("500: Sunucu hatası");
  });

  it("fails a query whose answer does not have the schema's shape", async () => {
    mockFetch(200, '{"id":"1"}');
    await expect(getParsed("/api/auth/user", z.object({ id: z.number() }))).rejects.toThrow();
  });

  it("tells onMutationError of a failed write after the write's own onError, so its toast is the last one", async () => {
    const calls: string[] = [];
    const client = createQueryClient({ onMutationError: (error) => calls.push(`client: ${error.message}`) });
    const write = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error("401: Unauthorized")),
      onError: () => void calls.push("screen"),
    });
    await write.execute(undefined).catch(() => undefined);
    expect(calls).toEqual(["screen", "client: 401: Unauthorized"]);
  });

  it("never retries, refetches on focus or goes stale", () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.retry).toBe(false);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchInterval).toBe(false);
    expect(queries.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});

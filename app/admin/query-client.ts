import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "#app/http/api-client";

/**
 * A query that answers null instead of failing when the session is gone ("null on 401",
 * docs/product.md#interface-behaviour).
 */
export function nullOn401<T>(query: () => Promise<T>): () => Promise<T | null> {
  return async () => {
    try {
      return await query();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * docs/product.md#interface-behaviour: no retries, no refetch on focus or interval, data never stale.
 * `onMutationError` sees every failed write (the admin uses it for the 401 flow) after the write's own
 * `onError`, so a toast it shows replaces the screen's generic "Hata" (one toast at a time).
 */
export function createQueryClient({
  onMutationError,
}: { onMutationError?: (error: Error, meta: Record<string, unknown> | undefined) => void } = {}) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _result, mutation) => {
        if (error) onMutationError?.(error, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

import { MutationCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest, ApiError } from "./api-client";

type On401 = "throw" | "returnNull";

/** Default query: GET on the key parts joined by "/"; optionally null on 401 instead of an error. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      const response = await apiRequest("GET", queryKey.join("/"));
      if (response.status === 204) return null;
      return (await response.json()) as T;
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * SPEC 9 / DESIGN 10: no retries, no refetch on focus or interval, data never stale.
 * `onMutationError` sees every failed write (the admin uses it for the 401 flow).
 */
export function createQueryClient({
  onMutationError,
}: { onMutationError?: (error: Error, meta: Record<string, unknown> | undefined) => void } = {}) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => onMutationError?.(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

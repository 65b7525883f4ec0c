import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "#app/lib/query-client";

export type CurrentUser = { id: number; username: string };
export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** The signed-in user (null when signed out), seeded from the server's guard loader. */
export function useCurrentUser(initialUser?: CurrentUser | null) {
  return useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    initialData: initialUser,
  });
}

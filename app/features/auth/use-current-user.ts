import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { nullOn401 } from "#app/admin/query-client";
import { adminKeys } from "#app/admin/query-keys";
import { getParsed } from "#app/admin/resource";
import { can, type Permission, STAFF_ROLES } from "#app/domain/staff-roles";

/** `GET /api/auth/user`: who is signed in. */
export const currentUserSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string().nullable(), role: z.enum(STAFF_ROLES) });
export type CurrentUser = z.output<typeof currentUserSchema>;

/** The signed-in user (null when signed out), seeded from the server's guard loader. */
export function useCurrentUser(initialUser?: CurrentUser | null) {
  return useQuery({
    queryKey: adminKeys.currentUser(),
    queryFn: nullOn401(() => getParsed("/api/auth/user", currentUserSchema)),
    initialData: initialUser,
  });
}

/** Whether the signed-in person's role grants `permission`: for hiding what the server would refuse anyway. */
export function useCan(permission: Permission): boolean {
  const { data: user } = useCurrentUser();
  return user ? can(user.role, permission) : false;
}

import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { adminPageMeta } from "#app/admin/page-meta";
import { AdminShell } from "#app/features/auth/admin-shell";
import { requireAdminPage } from "#app/features/auth/guard.server";
import { useCurrentUser } from "#app/features/auth/use-current-user";
import { handleUnauthorized } from "#app/features/auth/unauthorized";
import type { Route } from "./+types/guard";

/**
 * Guards everything under /n1_admin on the server: without a session the loader redirects, so no
 * admin markup reaches the browser. The client re-checks only when the cached user is invalidated.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireAdminPage(request, context) };
}

export const meta = adminPageMeta();

export default function AdminGuard({ loaderData }: Route.ComponentProps) {
  const { data: user, isFetching } = useCurrentUser(loaderData.user);
  useEffect(() => {
    if (user === null) handleUnauthorized();
  }, [user]);
  if (!user) {
    return (
      <div role="status" className="grid min-h-screen place-items-center text-navy-900">
        <p className="flex items-center gap-3">
          <Loader2 aria-hidden="true" className={`size-5 ${isFetching ? "animate-spin" : ""}`} />
          Yetkilendirme kontrol ediliyor...
        </p>
      </div>
    );
  }
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}

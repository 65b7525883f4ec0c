import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { adminPageMeta } from "#app/admin/page-meta";
import { AdminShell } from "#app/features/auth/admin-shell";
import { FORBIDDEN_MESSAGE } from "#app/domain/staff-roles";
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

/** Every move to another admin page asks the server again: the role decides page by page. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
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

/** A page beyond the person's role (403 from the loader): said in words, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <main className="grid min-h-screen place-items-center px-6 text-navy-900">
      <div className="max-w-md space-y-4 text-center">
        <h1 className="text-2xl font-bold">Erişim izniniz yok</h1>
        <p>{FORBIDDEN_MESSAGE}</p>
        <a href="/n1_admin" className="inline-block rounded bg-navy-900 px-4 py-2 font-medium text-white hover:bg-navy-800">
          Panele dön
        </a>
      </div>
    </main>
  );
}

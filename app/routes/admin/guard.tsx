import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/guard";

/**
 * Guards everything under /n1_admin on the server, so no admin markup reaches an
 * unauthenticated browser. Sign-in does not exist yet, so every request is sent to the login.
 */
export function loader(_: Route.LoaderArgs) {
  throw redirect("/admin-login");
}

export default function AdminGuard() {
  return <Outlet />;
}

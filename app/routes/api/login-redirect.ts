import { redirect } from "react-router";

/**
 * Unauthorised admin visitors are sent to /api/login; it leads to the login page
 * (docs/product.md#interface-behaviour).
 */
export function loader() {
  return redirect("/admin-login", 302);
}

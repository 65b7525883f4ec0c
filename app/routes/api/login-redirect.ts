import { redirect } from "react-router";

/** SPEC sends unauthorised visitors to /api/login; it leads to the login page. */
export function loader() {
  return redirect("/admin-login", 302);
}

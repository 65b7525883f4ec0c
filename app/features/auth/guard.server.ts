import { redirect, type RouterContextProvider } from "react-router";
import { getAppContext } from "#app/app-context.server";
import { jsonError } from "#app/lib/http.server";
import { getSessionUser, sessionCookie, type SessionUser } from "./session.server";

/** The session token from the request's cookie, or null. */
export async function readSessionToken(request: Request, isHttps: boolean): Promise<string | null> {
  const value: unknown = await sessionCookie(isHttps).parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export async function getCurrentUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const { db, isHttps } = getAppContext(context);
  return getSessionUser(db, await readSessionToken(request, isHttps));
}

/** For `/api/admin/*` handlers: the signed-in user, or a thrown 401 JSON answer. */
export async function requireAdminApi(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = await getCurrentUser(request, context);
  if (!user) throw jsonError(401, "Oturum açmanız gerekiyor.");
  return user;
}

/** For admin pages: the signed-in user, or a redirect to the login page. */
export async function requireAdminPage(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = await getCurrentUser(request, context);
  if (!user) throw redirect("/admin-login");
  return user;
}

/** The loader of an admin API route that only takes writes: the session check first, then 405. */
export async function adminWritesOnlyLoader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  await requireAdminApi(request, context);
  return jsonError(405, "Bu yöntem desteklenmiyor.");
}

import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestScope, getServices } from "#app/app-context.server";
import { can, FORBIDDEN_MESSAGE, permissionFor } from "#app/domain/staff-roles";
import { jsonError } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import { getSessionUser, sessionCookie, type SessionUser } from "./session.server";
import type { AuthRequest } from "./sign-in.server";

/** The admin screen where 2FA is enrolled: the only page open to an admin who must enrol first. */
export const TWO_FACTOR_PAGE = "/n1_admin/security";
export const TWO_FACTOR_REQUIRED_MESSAGE = "Devam etmek için iki adımlı doğrulamayı etkinleştirmeniz gerekiyor.";

/** The session token from the request's cookie, or null. */
export async function readSessionToken(request: Request, isHttps: boolean): Promise<string | null> {
  const value: unknown = await sessionCookie(isHttps).parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export async function getCurrentUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const { db, isHttps } = getServices(context);
  return getSessionUser(db, await readSessionToken(request, isHttps));
}

/** Whether the user must have 2FA before using the admin: ADMIN_REQUIRE_2FA for everyone, or the settings for the user's role. */
export const twoFactorRequired = (user: SessionUser, adminRequire2fa: boolean) => adminRequire2fa || user.twoFactorRequiredByRole;

type GuardOptions = {
  /** The enrolment endpoints stay open to an admin who has yet to enrol (ADMIN_REQUIRE_2FA or the role's setting). */
  allowWithoutTwoFactor?: boolean;
};

/**
 * Who is signed in, checked against ADMIN_REQUIRE_2FA and the role's 2FA setting, and against the permission the path takes in
 * the role table (app/domain/staff-roles.ts); a path the table lacks is refused to every role.
 * Logs every refusal (ASVS 16.3.2).
 */
async function checkAdmin(request: Request, context: Readonly<RouterContextProvider>, options: GuardOptions) {
  const { adminRequire2fa } = getServices(context);
  const scope = getRequestScope(context);
  const user = await getCurrentUser(request, context);
  const path = logText(new URL(request.url).pathname);
  if (!user) {
    scope.logger.warn({ event: "access.denied", reason: "no-session", method: request.method, path }, "admin access refused");
    return { user: null, refusal: "no-session" as const };
  }
  scope.actor = { id: user.id, username: user.username };
  if (twoFactorRequired(user, adminRequire2fa) && !user.twoFactorEnabled && !options.allowWithoutTwoFactor) {
    scope.logger.warn(
      { event: "access.denied", reason: "two-factor-required", userId: user.id, username: logText(user.username), method: request.method, path },
      "admin access refused until 2FA is enrolled",
    );
    return { user, refusal: "two-factor-required" as const };
  }
  const permission = permissionFor(new URL(request.url).pathname, request.method);
  if (!permission || !can(user.role, permission)) {
    scope.logger.warn(
      { event: "access.denied", reason: permission ? "role" : "unclassified-route", userId: user.id, username: logText(user.username), role: user.role, permission, method: request.method, path },
      "admin access refused: beyond the role",
    );
    return { user, refusal: "forbidden" as const };
  }
  return { user, refusal: null };
}

/** For `/api/admin/*` handlers: the signed-in user, or a thrown 401 (no session) / 403 (2FA due, beyond the role) JSON answer. */
export async function requireAdminApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: GuardOptions = {},
): Promise<SessionUser> {
  const { user, refusal } = await checkAdmin(request, context, options);
  if (!user) throw jsonError(401, "Oturum açmanız gerekiyor.");
  if (refusal === "forbidden") throw jsonError(403, FORBIDDEN_MESSAGE);
  if (refusal) throw jsonError(403, TWO_FACTOR_REQUIRED_MESSAGE, { twoFactorRequired: true });
  return user;
}

/** For admin pages: the signed-in user, a redirect to the login page (or to the 2FA screen when it is due), or a 403 beyond the role. */
export async function requireAdminPage(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  // Client-side navigations ask for `<path>.data`; both forms name the same page.
  const onTwoFactorPage = new URL(request.url).pathname.replace(/(\.data|\/)$/, "") === TWO_FACTOR_PAGE;
  const { user, refusal } = await checkAdmin(request, context, { allowWithoutTwoFactor: onTwoFactorPage });
  if (!user) throw redirect("/admin-login");
  if (refusal === "forbidden") throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  if (refusal) throw redirect(TWO_FACTOR_PAGE);
  return user;
}

/** The loader of an admin API route that only takes writes: the session check first, then 405. */
export async function adminWritesOnlyLoader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  await requireAdminApi(request, context);
  return jsonError(405, "Bu yöntem desteklenmiyor.");
}

/** The request as the auth workflows (sign-in.server.ts, two-factor-settings.server.ts) take it. */
export function authRequest(request: Request, context: Readonly<RouterContextProvider>): AuthRequest {
  const { db, isHttps } = getServices(context);
  const { logger, clientIp } = getRequestScope(context);
  return { request, db, logger, clientIp, isHttps };
}

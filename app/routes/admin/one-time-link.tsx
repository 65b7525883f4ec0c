import { data, Form, redirect, useNavigation } from "react-router";
import { getRequestScope, getServices } from "#app/app-context.server";
import { Wordmark } from "#app/components/layout/wordmark";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { ROLE_LABELS } from "#app/domain/staff-roles";
import { PASSWORD_MIN_LENGTH } from "#app/features/auth/password-policy.schema";
import { readSessionToken } from "#app/features/auth/guard.server";
import { HashingBusyError } from "#app/features/auth/password.server";
import { rotateSession } from "#app/features/auth/session.server";
import { acceptLinkSchema, LINK_WITHDRAWN_MESSAGE } from "#app/features/auth/staff.schema";
import { readOneTimeLink, redeemOneTimeLink } from "#app/features/auth/staff.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { useSiteData } from "#app/domain/use-site-data";
import { DomainError } from "#app/lib/errors";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/one-time-link";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), { title: "Hesap Bağlantısı", description: "Davet veya şifre yenileme.", path: "/admin-hesap", noindex: true });

/** What the link is for (an invitation or a password reset), a 410 page saying a withdrawn invitation was withdrawn, or a 404 page for a dead link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await readOneTimeLink(getServices(context).db, params.token);
  if (!link) throw data(null, { status: 404 });
  if (link === "withdrawn") return data({ withdrawn: true as const }, { status: 410 });
  return { withdrawn: false as const, purpose: link.purpose, name: link.name, role: link.role, username: link.username };
}

/** Uses the link once and signs the person in; works as a plain form POST, without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, isHttps } = getServices(context);
  const { clientIp, logger } = getRequestScope(context);
  const form = await request.formData().catch(() => new FormData());
  const parsed = acceptLinkSchema.safeParse(Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string")));
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return data({ message: "Lütfen işaretli alanları düzeltin.", fieldErrors }, { status: 400 });
  }
  let user;
  try {
    user = await redeemOneTimeLink(db, { token: params.token, ...parsed.data }, { ipAddress: clientIp });
  } catch (error) {
    if (error instanceof HashingBusyError) {
      return data({ message: "Sunucu şu anda çok meşgul. Lütfen birkaç saniye sonra tekrar deneyin.", fieldErrors: {} }, { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } });
    }
    if (!(error instanceof DomainError)) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => [field, messages[0] ?? ""]));
    return data({ message: error.message, fieldErrors }, { status: error.code === "conflict" ? 409 : 400 });
  }
  logger.info({ event: "staff.link-used", userId: user.id, username: logText(user.username), ip: clientIp }, "one-time link used; signed in");
  const cookie = await rotateSession(db, { previousToken: await readSessionToken(request, isHttps), userId: user.id, ipAddress: clientIp, userAgent: request.headers.get("user-agent") ?? undefined, isHttps });
  throw redirect("/n1_admin", { headers: { "Set-Cookie": cookie } });
}

export default function OneTimeLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const busy = useNavigation().state === "submitting";
  if (loaderData.withdrawn) {
    return (
      <LinkCard companyName={settings.companyName} title="Davet Geri Çekildi">
        <p className="mt-2 text-sm text-slate-700">{LINK_WITHDRAWN_MESSAGE}</p>
      </LinkCard>
    );
  }
  const invite = loaderData.purpose === "invite";
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <LinkCard companyName={settings.companyName} title={invite ? "Daveti Kabul Et" : "Yeni Şifre Belirle"}>
      <p className="mt-2 text-sm text-slate-700">
        {invite
          ? `Merhaba ${loaderData.name ?? ""}, ${ROLE_LABELS[loaderData.role ?? "sales"]} rolüyle davet edildiniz. Bir kullanıcı adı ve şifre seçin.`
          : `${loaderData.username ?? ""} kullanıcısı için yeni bir şifre seçin. Eski şifre ve tüm açık oturumlar geçersiz olur.`}
      </p>
      {actionData?.message && (
        <p role="alert" className="mt-4 rounded-md border border-danger-700 bg-red-50 p-3 text-sm text-danger-700">
          {actionData.message}
        </p>
      )}
      <Form method="post" className="mt-6 grid gap-4">
        {invite && <FormField label="Kullanıcı adı" name="username" autoComplete="username" required minLength={3} maxLength={64} error={errors.username} />}
        <FormField label="Şifre" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={128} error={errors.password} />
        <FormField label="Şifre (tekrar)" name="confirmPassword" type="password" autoComplete="new-password" required error={errors.confirmPassword} />
        <p className="text-sm text-slate-600">Şifre en az {PASSWORD_MIN_LENGTH} karakter olmalı ve yaygın bir şifre olmamalıdır.</p>
        <Button type="submit" disabled={busy}>
          {invite ? "Hesabı oluştur ve giriş yap" : "Şifreyi kaydet ve giriş yap"}
        </Button>
      </Form>
    </LinkCard>
  );
}

function LinkCard({ companyName, title, children }: { companyName: string; title: string; children: React.ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center px-6">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <Wordmark companyName={companyName} />
        <h1 className="mt-6 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

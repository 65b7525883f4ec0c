import { Wordmark } from "#app/components/layout/wordmark";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { useSiteData } from "#app/lib/use-site-data";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Yönetici Girişi",
    description: "Yönetim paneline giriş.",
    path: "/admin-login",
    noindex: true,
  });

export default function AdminLoginPage() {
  const { settings } = useSiteData();
  return (
    <main className="grid min-h-screen place-items-center px-6">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <Wordmark companyName={settings.companyName} />
        <h1 className="mt-6 text-2xl font-bold">Yönetici Girişi</h1>
        <p className="mt-2 text-sm text-slate-700">Yönetim paneline erişmek için giriş yapın.</p>
      </div>
    </main>
  );
}

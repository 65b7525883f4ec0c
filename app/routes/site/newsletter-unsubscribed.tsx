import { CheckCircle2, TriangleAlert } from "lucide-react";
import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/newsletter-unsubscribed";

/**
 * Where `GET /api/newsletter/unsubscribe` sends the visitor: 'done', or (`?durum=gecersiz`) the
 * invalid-link state, answered with 400.
 */
export function loader({ request }: Route.LoaderArgs) {
  const valid = new URL(request.url).searchParams.get("durum") !== "gecersiz";
  return data({ valid }, { status: valid ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteIdentity(matches), {
    title: loaderData?.valid === false ? "Geçersiz Bağlantı" : "Bülten Aboneliği İptal Edildi",
    description: "Bülten aboneliğinden çıkma işleminin sonucu.",
    path: "/bulten/abonelik-iptal",
    noindex: true,
  });

export default function NewsletterUnsubscribedPage({ loaderData: { valid } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={valid ? "Bülten Aboneliği İptal Edildi" : "Geçersiz Bağlantı"} breadcrumbs={[{ label: "Blog", to: "/blog" }]} />
      <section className="mx-auto max-w-2xl px-6 py-16 text-center">
        {valid ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
            <p className="mt-4 text-lg text-slate-700">
              E-posta adresiniz bülten listemizden silindi. Bundan sonra size bülten ya da kampanya e-postası göndermeyeceğiz.
            </p>
          </>
        ) : (
          <>
            <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-danger-700" />
            <p className="mt-4 text-lg text-slate-700">
              Abonelikten çıkma bağlantısı geçersiz ya da eksik. Lütfen e-postadaki bağlantıyı eksiksiz açın veya{" "}
              <SiteLink to="/iletisim" className="font-semibold text-navy-900 underline">
                bize yazın
              </SiteLink>
              ; adresinizi hemen silelim.
            </p>
          </>
        )}
        <SiteLink to="/blog" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800">
          Blog&apos;a Dön
        </SiteLink>
      </section>
    </>
  );
}

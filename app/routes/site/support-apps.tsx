import { getAppContext } from "#app/app-context.server";
import { MOBILE_APP_FALLBACK } from "#app/content/support-fallbacks";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import { SupportDownloadsPage } from "#app/features/support/support-download-list";
import { listPublicMobileApps } from "#app/features/support/support.server";
import { loggedDeferred } from "#app/lib/deferred.server";
import type { Route } from "./+types/support-apps";

const PATH = "/destek/uygulamalar";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getAppContext(context);
  // Not awaited: a client-side navigation shows the 6 skeletons of SPEC 9 until the list arrives.
  return { apps: loggedDeferred(listPublicMobileApps(db), logger, "support mobile apps") };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "Mobil Uygulamalar",
      description: "Kameralarınızı, alarm sisteminizi ve görüntülü diafonunuzu telefondan izlemek ve yönetmek için Android ve iOS uygulamaları.",
      keywords: "kamera izleme uygulaması, mobil alarm uygulaması, android, ios",
      path: PATH,
    }),
    jsonLdMeta(site.siteOrigin, PATH, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Destek", path: "/destek" },
        { name: "Mobil Uygulamalar", path: PATH },
      ]),
    ]),
  ];
};

export default function SupportAppsPage({ loaderData: { apps } }: Route.ComponentProps) {
  return (
    <SupportDownloadsPage
      title="Mobil Uygulamalar"
      intro="Sisteminizi cebinizden izleyin: canlı görüntü, kayıt oynatma ve anlık bildirimler için mobil uygulamalar."
      listHeading="İndirilebilir Uygulamalar"
      kind="mobile-app"
      items={apps}
      fallback={MOBILE_APP_FALLBACK}
      texts={{
        label: "Mobil uygulamalar",
        loadingLabel: "Uygulamalar yükleniyor",
        errorTitle: "Uygulamalar Yüklenemedi",
        errorText: "Uygulamalar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
        fallbackNote: "Sık kullanılan güvenlik uygulamaları; indirme bağlantıları uygulama mağazasında, yeni sekmede açılır.",
      }}
    />
  );
}

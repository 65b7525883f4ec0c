import { getAppContext } from "#app/app-context.server";
import { SOFTWARE_FALLBACK } from "#app/content/support-fallbacks";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import { SupportDownloadsPage } from "#app/features/support/support-download-list";
import { listPublicSoftware } from "#app/features/support/support.server";
import { loggedDeferred } from "#app/lib/deferred.server";
import type { Route } from "./+types/support-software";

const PATH = "/destek/yazilimlar";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getAppContext(context);
  // Not awaited: a client-side navigation shows the 6 skeletons of SPEC 9 until the list arrives.
  return { software: loggedDeferred(listPublicSoftware(db), logger, "support software") };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "PC Yazılımları",
      description: "Kamera izleme (CMS), kayıt cihazı yapılandırma, IP tarama ve alarm programlama yazılımlarını indirin; Windows için güncel sürümler.",
      keywords: "cms yazılımı, nvr yazılımı, ip kamera bulma programı, alarm programlama",
      path: PATH,
    }),
    jsonLdMeta(site.siteOrigin, PATH, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Destek", path: "/destek" },
        { name: "PC Yazılımları", path: PATH },
      ]),
    ]),
  ];
};

export default function SupportSoftwarePage({ loaderData: { software } }: Route.ComponentProps) {
  return (
    <SupportDownloadsPage
      title="PC Yazılımları"
      intro="Bilgisayarınızdan kameralarınızı izlemek ve cihazlarınızı yapılandırmak için gereken yazılımlar."
      listHeading="İndirilebilir Yazılımlar"
      kind="software"
      items={software}
      fallback={SOFTWARE_FALLBACK}
      texts={{
        label: "PC yazılımları",
        loadingLabel: "Yazılımlar yükleniyor",
        errorTitle: "Yazılımlar Yüklenemedi",
        errorText: "Yazılımlar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
        fallbackNote: "Sık kullanılan üretici yazılımları; indirme bağlantıları üreticinin sitesinde, yeni sekmede açılır.",
      }}
    />
  );
}

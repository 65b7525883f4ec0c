import { data } from "react-router";
import { getRequestScope, getServices } from "#app/app-context.server";
import { SUPPORT_DOWNLOAD_PAGES } from "#app/content/support-pages";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import { SupportDownloadsPage } from "#app/features/support/support-download-list";
import type { PublicMobileApp, PublicSoftware } from "#app/features/support/support-public";
import { listPublicMobileApps, listPublicSoftware } from "#app/features/support/support.server";
import { isClientDataRequest } from "#app/lib/data-request";
import { loggedDeferred, settledForDocument } from "#app/lib/deferred.server";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/support-downloads";

/** A list of download links: no React in the browser, only the enhancement script for the header (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

/** /destek/yazilimlar and /destek/uygulamalar: one screen, its texts and fallback from app/content. */
const pageAt = (path: string) => SUPPORT_DOWNLOAD_PAGES.find((page) => page.path === path);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: with v8_passThroughRequests a client navigation's request ends in ".data".
  const page = pageAt(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const { db } = getServices(context);
  const items: Promise<(PublicSoftware | PublicMobileApp)[]> = page.kind === "software" ? listPublicSoftware(db) : listPublicMobileApps(db);
  // A document gets the list settled; a client-side navigation shows the 6 skeletons until it arrives.
  const settled = await settledForDocument(isClientDataRequest(request), loggedDeferred(items, getRequestScope(context), `support ${page.kind} list`));
  return { path: page.path, items: settled.value };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData && pageAt(loaderData.path);
  if (!page) return [];
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, { title: page.title, description: page.description, keywords: page.keywords, path: page.path }),
    jsonLdMeta(site.siteOrigin, page.path, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Destek", path: "/destek" },
        { name: page.title, path: page.path },
      ]),
    ]),
  ];
};

export default function SupportDownloadsRoute({ loaderData: { path, items } }: Route.ComponentProps) {
  const page = pageAt(path)!;
  return (
    <SupportDownloadsPage
      title={page.title}
      intro={page.intro}
      listHeading={page.listHeading}
      kind={page.kind}
      items={items}
      fallback={page.fallback}
      texts={page.texts}
    />
  );
}

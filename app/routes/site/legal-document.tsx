import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { pagePath } from "#app/lib/data-request";
import { toLegalDocument } from "#app/features/content/legal-view";
import { LegalPage } from "#app/features/legal/legal-page";
import { contentPageMeta } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/legal-document";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

/** The privacy policy, the terms of use and the KVKK notice, as staff last published them (or a draft's preview). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const { page, preview } = await loadContentPage(request, context, `legal${path}`, "legal");
  return contentPageResponse({ path, page, preview, document: toLegalDocument(page) }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => contentPageMeta(matches, loaderData, loaderData?.path ?? "");

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}

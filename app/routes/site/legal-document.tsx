import { getAppContext } from "#app/app-context.server";
import { CONTENT_MEMO_KEYS } from "#app/composition/content-memo-keys.server";
import { loadPublishedContent } from "#app/features/content/content.server";
import { toLegalDocument } from "#app/features/content/legal-view";
import { publishedPage } from "#app/features/content/published-page.server";
import { LegalPage } from "#app/features/legal/legal-page";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/legal-document";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

/** The privacy policy, the terms of use and the KVKK notice, as staff last published them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, contentMemo } = getAppContext(context);
  const path = new URL(request.url).pathname;
  const content = await contentMemo.get(CONTENT_MEMO_KEYS.publishedContent, () => loadPublishedContent(db));
  const page = publishedPage(content, `legal${path}`, "legal");
  return { path, page, document: toLegalDocument(page) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(siteIdentity(matches), { title: loaderData.page.title, description: loaderData.page.metaDescription, keywords: loaderData.page.keywords || undefined, path: loaderData.path })
    : [];

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}

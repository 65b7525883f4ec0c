import { getServices } from "#app/app-context.server";
import { INDEXABLE_STATIC_PATHS } from "#app/content/site-pages";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listDocuments, loadPublishedContent } from "#app/features/content/content.server";
import { analyseContentSeo } from "#app/features/content/content-seo";
import { analyseSeo } from "#app/features/seo/seo-analysis.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/admin-seo-analysis";

/** The products' and posts' findings, then the content pages' (ADR 041), counted together. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const { db, siteOrigin } = getServices(context);
  const [analysis, published, documents] = await Promise.all([analyseSeo(db, siteOrigin), loadPublishedContent(db), listDocuments(db)]);
  const titles = new Map(documents.map((document) => [document.key, document.title]));
  const knownPaths = new Set([...INDEXABLE_STATIC_PATHS, ...documents.map((document) => document.path)]);
  const content = analyseContentSeo(
    [...published.values()].map((document) => ({ key: document.key, kind: document.kind, title: titles.get(document.key) ?? document.key, data: document.data })),
    knownPaths,
  );
  const issues = [...analysis.issues, ...content];
  const count = (severity: (typeof issues)[number]["severity"]) => issues.filter((issue) => issue.severity === severity).length;
  return json({ totalIssues: issues.length, highSeverity: count("high"), mediumSeverity: count("medium"), lowSeverity: count("low"), issues });
}

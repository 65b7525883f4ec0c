import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { draftBodySchema } from "#app/features/content/content-admin.schema";
import { getDocument, loadPublishedContent, saveDraft } from "#app/features/content/content.server";
import { overlappingDocuments } from "#app/features/content/content-seo";
import { contentErrorResponse } from "#app/features/content/content-errors.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-content-document";

/** GET: one document, published version and draft. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  try {
    return json(await getDocument(getServices(context).db, `${params.group}/${params.name}`));
  } catch (error) {
    return contentErrorResponse(error);
  }
}

/**
 * PUT `{version, data}`: saves the draft; the live page and the page cache stay as they are. The
 * answer's `warnings` name published pages of the same kind whose text the draft repeats (> 60 %).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "PUT") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const body = await readJson(request, draftBodySchema);
  try {
    const saved = await saveDraft(db, { key: `${params.group}/${params.name}`, expectedVersion: body.version, data: body.data }, { actor, ipAddress: clientIp });
    const others = [...(await loadPublishedContent(db)).values()].map((document) => ({ key: document.key, kind: document.kind, title: document.path, data: document.data }));
    const overlaps = overlappingDocuments({ key: saved.key, kind: saved.kind as (typeof others)[number]["kind"], title: saved.title, data: saved.draft }, others);
    const warnings = overlaps.map((other) => `Metnin %${Math.round(other.share * 100)}'i ${other.title} sayfasıyla aynı: her sayfanın kendi metni olmalı.`);
    return json({ ...saved, warnings });
  } catch (error) {
    return contentErrorResponse(error);
  }
}

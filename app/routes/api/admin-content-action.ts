import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { publishBodySchema, scheduleBodySchema, slugBodySchema, unpublishBodySchema } from "#app/features/content/content-admin.schema";
import { getDocument, listRevisions, publishDocument, scheduleDocument, unpublishDocument } from "#app/features/content/content.server";
import { contentErrorResponse } from "#app/features/content/content-errors.server";
import { changeLandingSlug } from "#app/features/content/landing-pages.server";
import { createPreviewToken, PREVIEW_PARAM } from "#app/features/content/preview-token.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-content-action";

/** GET `revisions`: the document's publications, newest first. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  if (params.action !== "revisions") return jsonError(404, "Bulunamadı.");
  try {
    return json(await listRevisions(getServices(context).db, `${params.group}/${params.name}`));
  } catch (error) {
    return contentErrorResponse(error);
  }
}

/**
 * POST `publish` (`{version, data?}`), `schedule` (`{version, scheduledAt, data?}`, Istanbul time),
 * `unpublish` (`{version}`), `preview-link` (a signed link to the draft, valid 24 hours), `slug`
 * (`{version, slug}`: a staff landing page's new address; the old one answers 301 once it was public).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, appSecret, siteOrigin, isLivePath } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const key = `${params.group}/${params.name}`;
  const write = { actor, ipAddress: clientIp };
  try {
    switch (params.action) {
      case "publish": {
        const body = await readJson(request, publishBodySchema);
        return json(await publishDocument(db, { key, expectedVersion: body.version, data: body.data }, write));
      }
      case "schedule": {
        const body = await readJson(request, scheduleBodySchema);
        return json(await scheduleDocument(db, { key, expectedVersion: body.version, at: body.scheduledAt, data: body.data }, write));
      }
      case "unpublish": {
        const body = await readJson(request, unpublishBodySchema);
        return json(await unpublishDocument(db, { key, expectedVersion: body.version }, write));
      }
      case "slug": {
        const body = await readJson(request, slugBodySchema);
        return json(await changeLandingSlug(db, { key, expectedVersion: body.version, slug: body.slug }, isLivePath, write));
      }
      case "preview-link": {
        const document = await getDocument(db, key);
        const { token, expiresAt } = createPreviewToken(appSecret, key);
        const url = new URL(document.path, siteOrigin);
        url.searchParams.set(PREVIEW_PARAM, token);
        return json({ url: url.href, expiresAt: expiresAt.toISOString() });
      }
      default:
        return jsonError(404, "Bulunamadı.");
    }
  } catch (error) {
    return contentErrorResponse(error);
  }
}

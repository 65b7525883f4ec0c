import { data, type RouterContextProvider } from "react-router";
import { getServices, type AppServices } from "#app/app-context.server";
import { can } from "#app/domain/staff-roles";
import { getCurrentUser, twoFactorRequired } from "#app/features/auth/guard.server";
import { getDocument, loadPublishedContent, parseDocumentData, type PublishedDocument } from "#app/features/content/content.server";
import type { DocumentData, DocumentKind } from "#app/features/content/documents";
import { isValidPreviewToken, PREVIEW_PARAM } from "#app/features/content/preview-token.server";
import { publishedPage } from "#app/features/content/published-page.server";
import { CONTENT_MEMO_KEYS } from "./content-memo-keys.server";

/** What a preview answer carries: never stored by the page cache or a CDN, never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * The content a public page shows: the published document through the content memo, or, with
 * `?onizleme=…` from a signed-in staff member whose role edits content, or with a valid signed
 * link, the draft (ADR 041).
 * A preview request that is neither is answered as the public page.
 */
export async function loadContentPage<Kind extends DocumentKind>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  key: string,
  kind: Kind,
): Promise<{ page: DocumentData<Kind>; preview: boolean; content: PublishedContent }> {
  const { db, appSecret, adminRequire2fa } = getServices(context);
  const content = await publishedContent(context);
  const previewParam = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (previewParam !== null) {
    const allowed = previewParam === "1" ? await isStaff(request, context, adminRequire2fa) : isValidPreviewToken(appSecret, key, previewParam);
    const page = allowed ? await draftOrPublished(db, key, kind) : null;
    if (page) return { page, preview: true, content };
  }
  return { page: publishedPage(content, key, kind), preview: false, content };
}

/** What a preview shows of a document: its draft, else its published version; null when there is neither. */
export async function draftOrPublished<Kind extends DocumentKind>(db: AppServices["db"], key: string, kind: Kind): Promise<DocumentData<Kind> | null> {
  const row = await getDocument(db, key).catch(() => null);
  const source = row?.draft ?? row?.published;
  return row && row.kind === kind && source ? (parseDocumentData(kind, source) as DocumentData<Kind>) : null;
}

export type PublishedContent = ReadonlyMap<string, PublishedDocument>;

/** Every published document, through the content memo: one query until the next publication. */
export function publishedContent(context: Readonly<RouterContextProvider>): Promise<PublishedContent> {
  const { db, contentMemo } = getServices(context);
  return contentMemo.get(CONTENT_MEMO_KEYS.publishedContent, () => loadPublishedContent(db));
}

async function isStaff(request: Request, context: Readonly<RouterContextProvider>, adminRequire2fa: boolean) {
  const user = await getCurrentUser(request, context);
  return user !== null && can(user.role, "content") && (!twoFactorRequired(user, adminRequire2fa) || user.twoFactorEnabled);
}

/** The loader's answer, with the preview headers when it shows a draft. */
export function contentPageResponse<T>(payload: T, preview: boolean) {
  return data(payload, preview ? { headers: PREVIEW_HEADERS } : undefined);
}

import { and, asc, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "#app/db/client.server";
import { recordAudit } from "#app/db/audit.server";
import { contentDocuments, contentRevisions, type ContentDocumentRow } from "#app/db/schema/content";
import { DomainError } from "#app/lib/errors";
import { DOCUMENT_SCHEMAS, isDocumentKind, type DocumentData, type DocumentKind } from "./documents";

/*
 * Content documents (ADR 041): a published version, at most one draft, a version number for
 * optimistic concurrency and a revision per publication. Every write runs in one transaction with
 * the row locked, so two editors never interleave and nothing is half-written.
 */

/** Revisions kept per document: older ones are deleted when a new one is written (ADR 041). */
export const REVISIONS_KEPT = 50;

export type Actor = { id: number; username: string } | null;
type WriteContext = { actor: Actor; ipAddress?: string; now?: Date };

/** A document's demo content; checked against its kind's schema before it is stored, so staff can save it back unchanged. */
export type SeedDocument = { key: string; kind: DocumentKind; path: string; data: unknown };

/** The document changed since the editor loaded it: who changed it and when travel with the 409. */
export class StaleVersionError extends DomainError {
  constructor(readonly current: { version: number; updatedAt: Date; updatedByName: string | null }) {
    const when = current.updatedAt.toLocaleString("tr-TR", { timeZone: "Europe/Istanbul", dateStyle: "long", timeStyle: "short" });
    super("conflict", `Bu içerik siz düzenlerken ${current.updatedByName ?? "başka bir kullanıcı"} tarafından ${when} tarihinde değiştirildi. Yazdıklarınız duruyor: sayfayı yenileyip yeniden uygulayabilirsiniz.`);
  }
}

/** The document's own data validated with its kind's schema; errors beside the field, in Turkish. */
export function parseDocumentData(kind: string, data: unknown): DocumentData {
  if (!isDocumentKind(kind)) throw new DomainError("validation", "Bilinmeyen içerik türü.");
  const result = (DOCUMENT_SCHEMAS[kind] as z.ZodType<DocumentData>).safeParse(data);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fieldErrors[issue.path.join(".") || "_"] ??= []).push(issue.message);
  throw new DomainError("validation", result.error.issues[0]?.message ?? "İçerik geçersiz.", fieldErrors);
}

const titleOf = (data: unknown) => (data && typeof data === "object" && "title" in data && typeof data.title === "string" ? data.title : "");

/** Adds every seed document that has no row yet (a new database, or a page kind added by a release). */
export async function ensureContentDocuments(db: Db, seeds: readonly SeedDocument[], now = new Date()) {
  const existing = new Set((await db.select({ key: contentDocuments.key }).from(contentDocuments)).map((row) => row.key));
  const missing = seeds.filter((seed) => !existing.has(seed.key));
  if (missing.length === 0) return 0;
  const rows = missing.map((seed) => {
    const data = parseDocumentData(seed.kind, seed.data);
    return { key: seed.key, kind: seed.kind, path: seed.path, title: titleOf(data), published: data, publishedAt: now, updatedAt: now };
  });
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(contentDocuments).values(rows).onConflictDoNothing().returning({ key: contentDocuments.key, data: contentDocuments.published });
    // The seed is the first revision, so that staff can always go back to the original text.
    if (inserted.length > 0) await tx.insert(contentRevisions).values(inserted.map((row) => ({ documentKey: row.key, action: "seed", data: row.data, createdAt: now })));
  });
  return missing.length;
}

export type PublishedDocument = { key: string; kind: DocumentKind; path: string; status: "published" | "unpublished"; data: DocumentData; publishedAt: Date | null };

/** Every published document by key: one query, kept in the content memo until the next publication. */
export async function loadPublishedContent(db: Db): Promise<ReadonlyMap<string, PublishedDocument>> {
  const rows = await db
    .select({ key: contentDocuments.key, kind: contentDocuments.kind, path: contentDocuments.path, status: contentDocuments.status, data: contentDocuments.published, publishedAt: contentDocuments.publishedAt })
    .from(contentDocuments)
    .where(isNotNull(contentDocuments.published));
  return new Map(rows.map((row) => [row.key, row as PublishedDocument]));
}

export type DocumentSummary = Pick<ContentDocumentRow, "key" | "kind" | "path" | "title" | "status" | "publishedAt" | "scheduledAt" | "version" | "updatedAt" | "updatedByName"> & { hasDraft: boolean };

export async function listDocuments(db: Db): Promise<DocumentSummary[]> {
  const rows = await db.select().from(contentDocuments).orderBy(asc(contentDocuments.kind), asc(contentDocuments.path));
  return rows.map(({ draft, published: _published, draftUpdatedAt: _draftUpdatedAt, updatedBy: _updatedBy, ...row }) => ({ ...row, hasDraft: draft !== null }));
}

export async function getDocument(db: Db | Tx, key: string): Promise<ContentDocumentRow> {
  const [row] = await db.select().from(contentDocuments).where(eq(contentDocuments.key, key));
  if (!row) throw new DomainError("not_found", "İçerik bulunamadı.");
  return row;
}

/** The key of the document of `kind` at a public address, if any. */
export async function findDocumentKeyByPath(db: Db, path: string, kind: DocumentKind): Promise<string | undefined> {
  const [row] = await db.select({ key: contentDocuments.key }).from(contentDocuments).where(and(eq(contentDocuments.path, path), eq(contentDocuments.kind, kind)));
  return row?.key;
}

/** Locks the row and checks the version the editor loaded. */
export async function lockForWrite(tx: Tx, key: string, expectedVersion: number): Promise<ContentDocumentRow> {
  const [row] = await tx.select().from(contentDocuments).where(eq(contentDocuments.key, key)).for("update");
  if (!row) throw new DomainError("not_found", "İçerik bulunamadı.");
  if (row.version !== expectedVersion) throw new StaleVersionError(row);
  return row;
}

const stamp = ({ actor }: WriteContext, now: Date) => ({ updatedAt: now, updatedBy: actor?.id ?? null, updatedByName: actor?.username ?? null });

async function audit(tx: Tx, context: WriteContext, action: string, key: string, details?: Record<string, unknown>) {
  await recordAudit(tx, { user: context.actor, action, entityType: "content", entityId: key, details, ipAddress: context.ipAddress });
}

async function addRevision(tx: Tx, key: string, action: "publish" | "unpublish", data: unknown, context: WriteContext, now: Date) {
  await tx.insert(contentRevisions).values({ documentKey: key, action, data, userId: context.actor?.id ?? null, username: context.actor?.username ?? null, createdAt: now });
  const kept = tx.select({ id: contentRevisions.id }).from(contentRevisions).where(eq(contentRevisions.documentKey, key)).orderBy(desc(contentRevisions.id)).limit(REVISIONS_KEPT);
  await tx.delete(contentRevisions).where(and(eq(contentRevisions.documentKey, key), sql`${contentRevisions.id} not in ${kept}`));
}

/** Saves the draft: the live page and the page cache stay as they are. */
export async function saveDraft(db: Db, input: { key: string; expectedVersion: number; data: unknown }, context: WriteContext) {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, input.key, input.expectedVersion);
    const data = parseDocumentData(row.kind, input.data);
    const [saved] = await tx
      .update(contentDocuments)
      .set({ draft: data, draftUpdatedAt: now, title: titleOf(data), version: row.version + 1, ...stamp(context, now) })
      .where(eq(contentDocuments.key, input.key))
      .returning();
    await audit(tx, context, "content.draft", input.key);
    return saved!;
  });
}

async function publishLocked(tx: Tx, row: ContentDocumentRow, data: DocumentData, context: WriteContext, now: Date) {
  const [saved] = await tx
    .update(contentDocuments)
    .set({ published: data, publishedAt: now, status: "published", draft: null, draftUpdatedAt: null, scheduledAt: null, title: titleOf(data), version: row.version + 1, ...stamp(context, now) })
    .where(eq(contentDocuments.key, row.key))
    .returning();
  await addRevision(tx, row.key, "publish", data, context, now);
  await audit(tx, context, "content.publish", row.key);
  return saved!;
}

/** Publishes `data` when given (the editor's form), else the saved draft. */
export async function publishDocument(db: Db, input: { key: string; expectedVersion: number; data?: unknown }, context: WriteContext) {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, input.key, input.expectedVersion);
    const source = input.data !== undefined ? input.data : (row.draft ?? row.published);
    return publishLocked(tx, row, parseDocumentData(row.kind, source), context, now);
  });
}

/** Keeps the draft (the form's data when given) to go live at `at`; a moment that has passed is refused. */
export async function scheduleDocument(db: Db, input: { key: string; expectedVersion: number; at: Date; data?: unknown }, context: WriteContext) {
  const now = context.now ?? new Date();
  if (input.at.getTime() <= now.getTime()) throw new DomainError("validation", "Yayın zamanı gelecekte olmalı.", { scheduledAt: ["Yayın zamanı gelecekte olmalı."] });
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, input.key, input.expectedVersion);
    const source = input.data !== undefined ? input.data : row.draft;
    if (source === null) throw new DomainError("validation", "Zamanlanacak bir taslak yok: önce taslak kaydedin.");
    const data = parseDocumentData(row.kind, source);
    const [saved] = await tx
      .update(contentDocuments)
      .set({ draft: data, draftUpdatedAt: now, scheduledAt: input.at, title: titleOf(data), version: row.version + 1, ...stamp(context, now) })
      .where(eq(contentDocuments.key, input.key))
      .returning();
    await audit(tx, context, "content.schedule", input.key, { at: input.at.toISOString() });
    return saved!;
  });
}

/** Takes the page off the site: it answers 410 and leaves the sitemap; the published text is kept for a later publication. */
export async function unpublishDocument(db: Db, input: { key: string; expectedVersion: number }, context: WriteContext) {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, input.key, input.expectedVersion);
    if (row.status === "unpublished") throw new DomainError("validation", "Bu sayfa zaten yayında değil.");
    const [saved] = await tx
      .update(contentDocuments)
      .set({ status: "unpublished", scheduledAt: null, version: row.version + 1, ...stamp(context, now) })
      .where(eq(contentDocuments.key, input.key))
      .returning();
    await addRevision(tx, row.key, "unpublish", row.published, context, now);
    await audit(tx, context, "content.unpublish", row.key);
    return saved!;
  });
}

/** Publishes every draft whose time has come; each in its own transaction, skipping rows another instance holds. */
export async function publishDueDocuments(db: Db, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ key: contentDocuments.key })
    .from(contentDocuments)
    .where(and(isNotNull(contentDocuments.scheduledAt), lte(contentDocuments.scheduledAt, now)));
  const published: string[] = [];
  for (const { key } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(contentDocuments)
        .where(and(eq(contentDocuments.key, key), lte(contentDocuments.scheduledAt, now)))
        .for("update", { skipLocked: true });
      if (!row?.draft) return false;
      const context = { actor: row.updatedBy === null || row.updatedByName === null ? null : { id: row.updatedBy, username: row.updatedByName } };
      await publishLocked(tx, row, parseDocumentData(row.kind, row.draft), context, now);
      return true;
    });
    if (done) published.push(key);
  }
  return published;
}

export async function listRevisions(db: Db, key: string) {
  await getDocument(db, key);
  return db
    .select({ id: contentRevisions.id, action: contentRevisions.action, username: contentRevisions.username, createdAt: contentRevisions.createdAt })
    .from(contentRevisions)
    .where(eq(contentRevisions.documentKey, key))
    .orderBy(desc(contentRevisions.id));
}

export async function getRevision(db: Db, key: string, id: number) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.documentKey, key), eq(contentRevisions.id, id)));
  if (!row) throw new DomainError("not_found", "Sürüm bulunamadı.");
  return row;
}

/** Puts an earlier revision's content back as the draft; the live page changes only when it is published. */
export async function restoreRevision(db: Db, input: { key: string; revisionId: number; expectedVersion: number }, context: WriteContext) {
  const revision = await getRevision(db, input.key, input.revisionId);
  return saveDraft(db, { key: input.key, expectedVersion: input.expectedVersion, data: revision.data }, context);
}

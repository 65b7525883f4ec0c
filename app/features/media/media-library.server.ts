import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { deleteRow, lockRow, updateRow, type Actor, type EntityNames, type WriteOptions } from "#app/db/admin-write.server";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { mediaAssets } from "#app/db/schema/media";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { DomainError, conflict } from "#app/lib/errors";
import { MEDIA_URL_PREFIX, storeImage, type StoredImage } from "./media.server";
import type { MediaUser } from "#app/http/media-library-contract";
import { mediaLibraryResource } from "./media-library.resource";

/*
 * The media library (ADR 042): every uploaded image is a row; where it is used is asked of the
 * composition root's registry of users (`findUsers`), since this feature may not read products,
 * brands or posts itself.
 */

type MediaRow = typeof mediaAssets.$inferSelect;
type Item = Omit<MediaRow, "hash" | "createdById"> & { users: MediaUser[] };

/** The users of one upload, and how to point them all at another upload's URL (a replace). */
export type MediaUsers = {
  find: (db: Db | Tx, hash: string) => Promise<MediaUser[]>;
  /** Rewrites every address of `fromHash`'s variants in the users' rows to `toUrl`, inside `tx`. */
  repoint: (tx: Tx, fromHash: string, toUrl: string) => Promise<void>;
};

const names: EntityNames = {
  auditType: "media",
  notFound: "Görsel bulunamadı.",
  conflict: "Bu görsel siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};

/** The content hash in an upload's URL: `/media/<hash>-1280.webp`. */
const hashOf = (url: string) => /^\/media\/([0-9a-f]{20})-\d+\.webp$/.exec(url)?.[1] ?? null;

/** "Ürün “Kamera X”, Marka “Kaydera”": users as a Turkish list. */
export const describeUsers = (users: MediaUser[]) => users.map((user) => `${user.kind} “${user.title}”`).join(", ");

/** A file name as staff gave it, without folders or control characters; the hash when there is none. */
function displayName(name: string | undefined, hash: string): string {
  const base = (name ?? "").split(/[\\/]/).at(-1)!.replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 200);
  return base || `${hash}.webp`;
}

async function largestBytes(mediaDir: string, url: string): Promise<number> {
  const file = path.join(mediaDir, url.slice(MEDIA_URL_PREFIX.length));
  return existsSync(file) ? (await stat(file)).size : 0;
}

/** An uploaded picture: stored with its variants, registered in the library and audited; answers the stored image and its row's id. */
export async function uploadImage(db: Db, mediaDir: string, bytes: Buffer, { name, actor, ipAddress }: { name: string; actor: Actor; ipAddress?: string }) {
  const image = await storeImage(bytes, mediaDir);
  const row = await registerUpload(db, mediaDir, image, { name, actor });
  await recordAudit(db, { user: actor, action: "upload", entityType: "media", entityId: row.id, details: { url: image.url, bytes: bytes.length }, ipAddress });
  return { ...image, id: row.id };
}

/**
 * Registers a stored upload in the library: the same bytes uploaded again (same hash) answer the
 * row they already have, named as first uploaded.
 */
export async function registerUpload(db: Db, mediaDir: string, image: StoredImage, upload: { name?: string; actor: Actor | null }): Promise<MediaRow> {
  const hash = hashOf(image.url);
  if (!hash) throw new DomainError("validation", "Görsel kaydedilemedi.");
  const [inserted] = await db
    .insert(mediaAssets)
    .values({
      hash,
      url: image.url,
      name: displayName(upload.name, hash),
      bytes: await largestBytes(mediaDir, image.url),
      width: image.width,
      height: image.height,
      createdById: upload.actor?.id ?? null,
      createdByName: upload.actor?.username ?? null,
    })
    .onConflictDoNothing({ target: mediaAssets.hash })
    .returning();
  return inserted ?? (await db.select().from(mediaAssets).where(eq(mediaAssets.hash, hash)))[0]!;
}

/**
 * Start-up: every upload in MEDIA_DIR that has no library row gets one (uploads stored before the
 * library existed), named by its hash, its dimensions read from the largest WebP variant.
 */
export async function registerExistingUploads(db: Db, mediaDir: string, logger: Logger): Promise<number> {
  const files = existsSync(mediaDir) ? await readdir(mediaDir) : [];
  const largest = new Map<string, number>();
  for (const file of files) {
    const match = /^([0-9a-f]{20})-(\d+)\.webp$/.exec(file);
    if (match) largest.set(match[1]!, Math.max(largest.get(match[1]!) ?? 0, Number(match[2])));
  }
  const known = new Set((await db.select({ hash: mediaAssets.hash }).from(mediaAssets)).map((row) => row.hash));
  const missing = [...largest].filter(([hash]) => !known.has(hash));
  if (missing.length === 0) return 0;
  const sharp = (await import("sharp")).default;
  for (const [hash, width] of missing) {
    const url = `${MEDIA_URL_PREFIX}${hash}-${width}.webp`;
    try {
      const metadata = await sharp(path.join(mediaDir, `${hash}-${width}.webp`)).metadata();
      await registerUpload(db, mediaDir, { url, width: metadata.width ?? width, height: metadata.height ?? 0, variants: [] }, { actor: null });
    } catch (error) {
      logger.warn({ err: error, url }, "an upload could not be registered in the media library");
    }
  }
  logger.info({ registered: missing.length }, "existing uploads registered in the media library");
  return missing.length;
}

/** The library's admin resource, its usage answered by `users`. */
export function createMediaLibraryServer(users: MediaUsers) {
  // The hash and the uploader's id stay on the server: the item schema is strict.
  const withUsers = async (db: Db | Tx, { hash, createdById: _, ...row }: MediaRow): Promise<Item> => ({ ...row, users: await users.find(db, hash) });
  return defineResourceServer({
    resource: mediaLibraryResource,
    notFoundMessage: names.notFound,
    auditType: names.auditType,
    list: async (db) => Promise.all((await db.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))).map((row) => withUsers(db, row))),
    get: async (db, id) => {
      const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
      return row && withUsers(db, row);
    },
    /** Name and alternative text; the text may be empty only while no content uses the image. */
    update: async (db, { id, input, expectedUpdatedAt }, options) => {
      const row = await updateRow(
        db,
        {
          table: mediaAssets,
          names,
          id,
          expectedUpdatedAt,
          prepare: async (tx, current) => {
            if (!input.altText && (await users.find(tx, current.hash)).length > 0) {
              const message = "Bu görsel içerikte kullanılıyor; alternatif metin zorunludur.";
              throw new DomainError("validation", message, { altText: [message] });
            }
            return input;
          },
          describe: (updated, current) => ({ name: updated.name, from: current.altText, to: updated.altText }),
        },
        options,
      );
      return withUsers(db, row);
    },
    /** Refused with 409 while anything uses the image; the message names every user. */
    remove: (db, { id }, options) =>
      deleteRow(
        db,
        {
          table: mediaAssets,
          names,
          id,
          check: async (tx, current) => {
            const found = await users.find(tx, current.hash);
            if (found.length > 0) throw conflict(`Bu görsel kullanıldığı için silinemez. Kullanıldığı yerler: ${describeUsers(found)}.`);
          },
          describe: (row) => ({ name: row.name, url: row.url }),
        },
        options,
      ),
  });
}

/**
 * Replace: the row takes the new upload's hash, URL, size and dimensions, and every user is pointed
 * at the new URL in the same transaction, so a page never shows a missing image (the files are
 * content-addressed and cached as immutable, so the old URL is never given new bytes). Answers the
 * row as it was (its files go once nothing names them) and as it is.
 */
export async function replaceMedia(
  db: Db,
  users: MediaUsers,
  { id, image, mediaDir }: { id: number; image: StoredImage; mediaDir: string },
  { actor, ipAddress }: WriteOptions,
): Promise<{ before: MediaRow; after: MediaRow }> {
  const hash = hashOf(image.url);
  if (!hash) throw new DomainError("validation", "Görsel kaydedilemedi.");
  const bytes = await largestBytes(mediaDir, image.url);
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, mediaAssets, id, names);
    if (before.hash === hash) return { before, after: before };
    const [other] = await tx.select({ name: mediaAssets.name }).from(mediaAssets).where(eq(mediaAssets.hash, hash)).limit(1);
    if (other) throw conflict(`Bu görsel kütüphanede zaten var: “${other.name}”.`);
    await users.repoint(tx, before.hash, image.url);
    const [after] = await tx
      .update(mediaAssets)
      .set({ hash, url: image.url, bytes, width: image.width, height: image.height, updatedAt: new Date() })
      .where(eq(mediaAssets.id, id))
      .returning();
    await recordAudit(tx, { user: actor, action: "replace", entityType: names.auditType, entityId: id, details: { name: before.name, from: before.url, to: image.url }, ipAddress });
    return { before, after: after! };
  });
}

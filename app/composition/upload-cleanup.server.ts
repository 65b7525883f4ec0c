import { or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import type { CommittedChange } from "#app/db/admin-write.server";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { brands, products } from "#app/db/schema/catalog";
import { contentDocuments, contentRevisions } from "#app/db/schema/content";
import { mediaAssets } from "#app/db/schema/media";
import { supportApps } from "#app/db/schema/support";
import { deleteUploadedImage, namedUploadedImages, uploadedImageReference } from "#app/features/media/media.server";
import { SUPPORT_FILE_URL_PREFIX } from "#app/features/support/support-apps.resource";
import { deleteSupportFile, namedSupportFiles } from "#app/features/support/support-files.server";

/*
 * Uploads that no row uses any more are deleted (issue 27 item 9, ADR 037): an uploaded image
 * (every variant of `/media/<hash>-…`) or support download (`/destek/dosya/<name>`) that an edited
 * or deleted row named before, names no more, and that no other row names anywhere. Images are
 * content-addressed, so one file may serve a product, a post and a brand at once: only the last
 * user's change deletes it; an image in the media library stays until it is deleted there (ADR 042).
 * Runs after the row's transaction has committed, never before, so a
 * write that fails loses no file.
 */

type Upload = { reference: string; remove: () => Promise<string[]> };

/** The uploads a text names, each with what a row naming it contains and how to delete it. */
function uploadsNamedIn(text: string, mediaDir: string): Upload[] {
  return [
    ...namedUploadedImages(text).map((hash) => ({ reference: uploadedImageReference(hash), remove: () => deleteUploadedImage(mediaDir, hash) })),
    ...namedSupportFiles(text).map((name) => ({
      reference: `${SUPPORT_FILE_URL_PREFIX}${name}`,
      remove: async () => ((await deleteSupportFile(mediaDir, name)) ? [`downloads/${name}`] : []),
    })),
  ];
}

/** Whether any row of a table that can hold an upload's address names `reference`, in any of those columns. */
async function namedByAnyRow(db: Db, reference: string): Promise<boolean> {
  const names = (column: PgColumn | SQL) => sql`strpos(${column}, ${reference}) > 0`;
  const found = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(or(names(products.imageUrl), names(products.description), names(sql`${products.documents}::text`)))
      .limit(1),
    db
      .select({ id: brands.id })
      .from(brands)
      .where(or(names(brands.logoUrl), names(brands.description)))
      .limit(1),
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(or(names(blogPosts.imageUrl), names(blogPosts.content), names(blogPosts.excerpt)))
      .limit(1),
    db
      .select({ id: supportApps.id })
      .from(supportApps)
      .where(
        or(
          ...[supportApps.imageUrl, supportApps.downloadUrl, supportApps.androidDownloadUrl, supportApps.iosDownloadUrl, supportApps.windowsDownloadUrl].map(names),
          names(supportApps.description),
        ),
      )
      .limit(1),
    db
      .select({ key: contentDocuments.key })
      .from(contentDocuments)
      .where(or(names(sql`${contentDocuments.published}::text`), names(sql`${contentDocuments.draft}::text`)))
      .limit(1),
    db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(names(sql`${contentRevisions.data}::text`))
      .limit(1),
    db.select({ id: mediaAssets.id }).from(mediaAssets).where(names(mediaAssets.url)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/**
 * The `afterCommit` of admin writes: deletes the uploads the row no longer names and nothing else
 * uses. A failure is logged and leaves the file where it was; the write itself has succeeded.
 */
export function deleteUnusedUploads({ db, mediaDir, logger }: { db: Db; mediaDir: string; logger: Logger }) {
  return async ({ before, after }: CommittedChange) => {
    try {
      const stillNamed = JSON.stringify(after);
      for (const upload of uploadsNamedIn(JSON.stringify(before), mediaDir)) {
        if (stillNamed.includes(upload.reference) || (await namedByAnyRow(db, upload.reference))) continue;
        const files = await upload.remove();
        if (files.length > 0) logger.info({ event: "upload.deleted", reference: upload.reference, files }, "an upload no row uses any more was deleted");
      }
    } catch (error) {
      logger.error({ err: error }, "unused uploads were not deleted");
    }
  };
}

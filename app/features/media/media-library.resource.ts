import { z } from "zod";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField } from "#app/admin/wire";
import { MEDIA_LIBRARY, mediaItemSchema } from "#app/http/media-library-contract";
import { maxLength } from "#app/lib/length-limits";

const MEDIA_ALT_MAX = 250;

/** The dialog's fields: the name staff know the image by, and its alternative text (Turkish). */
export const mediaFormSchema = z.object({
  name: z.string({ error: "Görsel adı zorunludur." }).trim().min(1, { error: "Görsel adı zorunludur." }).max(200, maxLength(200)),
  altText: z
    .string()
    .trim()
    .max(MEDIA_ALT_MAX, maxLength(MEDIA_ALT_MAX))
    .nullish()
    .transform((value) => value || null),
});

export const mediaLibraryResource = defineAdminResource({
  name: MEDIA_LIBRARY.name,
  schemas: {
    row: mediaItemSchema,
    item: mediaItemSchema,
    update: z.object({ ...updatedAtField }).and(mediaFormSchema),
    remove: true,
  },
});

/** "1,2 MB", "840 KB": a file size as staff read it. */
export function formatBytes(bytes: number): string {
  const number = (value: number) => value.toLocaleString("tr-TR", { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number(bytes / 1024 / 1024)} MB` : `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

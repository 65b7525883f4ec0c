import { z } from "zod";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";
import { maxLength } from "#app/lib/length-limits";

export const MEDIA_ALT_MAX = 250;

/** One place that shows a library image: a product, brand, post, setting… with a link to it. */
export const mediaUserSchema = z.strictObject({ kind: z.string(), title: z.string(), href: z.string() });
export type MediaUser = z.output<typeof mediaUserSchema>;

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

/** What `GET /api/admin/media-library` lists, newest first, and `GET …/{id}` answers. */
export const mediaItemSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
  users: mediaUserSchema.array(),
});

export const mediaLibraryResource = defineAdminResource({
  name: "media-library",
  schemas: {
    row: mediaItemSchema,
    item: mediaItemSchema,
    update: z.object({ ...updatedAtField }).and(mediaFormSchema),
    remove: true,
  },
});

/** The upload endpoint's answer: the stored variants and the library row they belong to. */
export const uploadedImageSchema = z.object({ id: z.number().int(), url: z.string() });

/** "1,2 MB", "840 KB": a file size as staff read it. */
export function formatBytes(bytes: number): string {
  const number = (value: number) => value.toLocaleString("tr-TR", { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number(bytes / 1024 / 1024)} MB` : `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

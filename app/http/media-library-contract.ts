import { z } from "zod";

/*
 * The media library's wire (ADR 042), here rather than in its feature because the image picker, a
 * shared admin component that every feature's image field uses, reads it too.
 */

export const MEDIA_LIBRARY = { name: "media-library", path: "/api/admin/media-library" } as const;

/** One place that shows a library image: a product, brand, post… with a link to it. */
export const mediaUserSchema = z.strictObject({ kind: z.string(), title: z.string(), href: z.string() });
export type MediaUser = z.output<typeof mediaUserSchema>;

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
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  users: mediaUserSchema.array(),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

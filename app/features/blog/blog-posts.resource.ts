import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";
import { maxLength, optionalText } from "#app/lib/length-limits";

export const META_DESCRIPTION_HINT = 160;

/** The blog post form, shared by the admin dialog and the API. */
export const postFormSchema = z.object({
  title: z.string({ error: "Başlık zorunludur." }).trim().min(1, { error: "Başlık zorunludur." }).max(200, maxLength(200)),
  slug: z
    .string({ error: "Kısa ad zorunludur." })
    .trim()
    .min(1, { error: "Kısa ad zorunludur." })
    .max(200, maxLength(200))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir." }),
  content: z.string({ error: "İçerik zorunludur." }).trim().min(1, { error: "İçerik zorunludur." }).max(100_000, maxLength(100_000)),
  excerpt: optionalText(500),
  imageUrl: optionalText(2000).refine((value) => value === null || value.startsWith("/") || /^https?:\/\/\S+$/i.test(value), {
    error: "Geçerli bir adres girin (https://… ya da /… ile başlamalı).",
  }),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  keywords: optionalText(500),
  isPublished: z.boolean().default(false),
});

/** What `GET /api/admin/blog/{id}` answers, and `PUT` accepts back (author and dates are the server's). */
export const postItemSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  keywords: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: wireTimestamp.nullable(),
  authorId: z.number().int().nullable(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
});

/** One row of `GET /api/admin/blog`. */
export const postRowSchema = postItemSchema.pick({ id: true, title: true, slug: true, isPublished: true, publishedAt: true, updatedAt: true });

export const blogPostsResource = defineAdminResource({
  name: "blog",
  schemas: {
    row: postRowSchema,
    item: postItemSchema,
    create: postFormSchema,
    update: z.object({ ...updatedAtField }).and(postFormSchema),
    remove: true,
  },
  affects: [adminKeys.dataStats(), adminKeys.seoAnalysis()],
});

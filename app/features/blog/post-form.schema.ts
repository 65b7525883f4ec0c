import { z } from "zod";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const META_DESCRIPTION_HINT = 160;

/** The blog post form, shared by the admin dialog and the API. */
export const postFormSchema = z.object({
  title: z.string({ error: "Başlık zorunludur." }).trim().min(1, { error: "Başlık zorunludur." }).max(200),
  slug: z
    .string({ error: "Kısa ad zorunludur." })
    .trim()
    .min(1, { error: "Kısa ad zorunludur." })
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir." }),
  content: z.string({ error: "İçerik zorunludur." }).trim().min(1, { error: "İçerik zorunludur." }).max(100_000),
  excerpt: optionalText(500),
  imageUrl: optionalText(2000).refine((value) => value === null || value.startsWith("/") || /^https?:\/\/\S+$/i.test(value), {
    error: "Geçerli bir adres girin (https://… ya da /… ile başlamalı).",
  }),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  keywords: optionalText(500),
  isPublished: z.boolean().default(false),
});

export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormValues = z.output<typeof postFormSchema>;

export const postUpdateSchema = z.object({ updatedAt: z.iso.datetime({ offset: true }) }).and(postFormSchema);

import { z } from "zod";

/** The brand form, shared by the admin dialog and the API. */
export const brandFormSchema = z.object({
  name: z.string({ error: "Marka adı zorunludur." }).trim().min(1, { error: "Marka adı zorunludur." }).max(120),
  logoUrl: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || value.startsWith("/") || /^https?:\/\/\S+$/i.test(value), { error: "Geçerli bir adres girin." }),
  description: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value || null),
  isActive: z.boolean().default(true),
});
export type BrandFormValues = z.output<typeof brandFormSchema>;

export const brandUpdateSchema = z.object({ updatedAt: z.iso.datetime({ offset: true }) }).and(brandFormSchema);

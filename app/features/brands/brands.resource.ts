import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";
import { maxLength } from "#app/lib/length-limits";

/** The brand form, shared by the admin dialog and the API (create; with `updatedAt`, update). */
export const brandFormSchema = z.object({
  name: z.string({ error: "Marka adı zorunludur." }).trim().min(1, { error: "Marka adı zorunludur." }).max(120, maxLength(120)),
  logoUrl: z
    .string()
    .trim()
    .max(2000, maxLength(2000))
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || value.startsWith("/") || /^https?:\/\/\S+$/i.test(value), { error: "Geçerli bir adres girin." }),
  description: z
    .string()
    .trim()
    .max(2000, maxLength(2000))
    .nullish()
    .transform((value) => value || null),
  isActive: z.boolean().default(true),
});

/** What `GET /api/admin/brands` lists and `GET /api/admin/brands/{id}` answers. */
export const brandItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
});

export const brandsResource = defineAdminResource({
  name: "brands",
  schemas: {
    row: brandItemSchema,
    item: brandItemSchema,
    create: brandFormSchema,
    update: z.object({ ...updatedAtField }).and(brandFormSchema),
    remove: true,
  },
  affects: [adminKeys.dataStats()],
});

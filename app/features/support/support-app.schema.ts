import { z } from "zod";
import { SUPPORT_APP_TYPES, SUPPORT_PLATFORMS } from "#app/db/schema/support";

/** A download address: an http(s) URL or a path on this site. */
const link = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value.startsWith("/") || /^https?:\/\/\S+$/i.test(value), { error: "Geçerli bir URL girin." })
  .optional();

const fields = {
  type: z.enum(SUPPORT_APP_TYPES, { error: "Tür seçin." }),
  name: z.string({ error: "Uygulama adı zorunludur." }).trim().min(1, { error: "Uygulama adı zorunludur." }).max(200),
  description: z.string().trim().max(2000).optional(),
  downloadUrl: link,
  androidDownloadUrl: link,
  iosDownloadUrl: link,
  windowsDownloadUrl: link,
  imageUrl: link,
  version: z.string().trim().max(40).optional(),
  platforms: z.array(z.enum(SUPPORT_PLATFORMS)).max(3).default([]),
  brand: z.string().trim().max(120).optional(),
  isActive: z.boolean().default(true),
};

/** Create/replace: optional fields may be absent (the form leaves empty ones out). */
export const supportAppFormSchema = z.object(fields);
export const supportAppUpdateSchema = z.object({ updatedAt: z.iso.datetime({ offset: true }) }).and(supportAppFormSchema);
/** PATCH: any subset, e.g. `{ isActive: false }`. */
export const supportAppPatchSchema = z.object(fields).partial();

export type SupportAppFormValues = z.output<typeof supportAppFormSchema>;
export type SupportAppPatch = z.output<typeof supportAppPatchSchema>;

/** Empty strings become absent, as SPEC 5 asks of the support-app form. */
export function withoutEmptyFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "" && value !== undefined)) as Partial<T>;
}

import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";
import { SUPPORT_APP_TYPES, SUPPORT_PLATFORMS } from "#app/domain/support-apps";

/** Where uploaded support files are served (app/features/support/support-files.server.ts). */
export const SUPPORT_FILE_URL_PREFIX = "/destek/dosya/";
import { maxLength } from "#app/lib/length-limits";

/** Absent, null (what GET answers for "none") or empty: none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLength(max))
    .nullish()
    .transform((value) => value || undefined);

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);
/** A download: the vendor's http(s) address or a file uploaded here (/destek/dosya/…, ADR 025); no other page of ours is a download. */
const link = optionalText(2000).refine((value) => value === undefined || value.startsWith(SUPPORT_FILE_URL_PREFIX) || isWebAddress(value), {
  error: "Bir https:// adresi girin ya da dosya yükleyin.",
});
/** An image: an http(s) URL or a path on this site. */
const imageLink = optionalText(2000).refine((value) => value === undefined || value.startsWith("/") || isWebAddress(value), {
  error: "Geçerli bir URL girin.",
});

const fields = {
  type: z.enum(SUPPORT_APP_TYPES, { error: "Tür seçin." }),
  name: z.string({ error: "Uygulama adı zorunludur." }).trim().min(1, { error: "Uygulama adı zorunludur." }).max(200, maxLength(200)),
  description: optionalText(2000),
  downloadUrl: link,
  androidDownloadUrl: link,
  iosDownloadUrl: link,
  windowsDownloadUrl: link,
  imageUrl: imageLink,
  version: optionalText(40),
  platforms: z.array(z.enum(SUPPORT_PLATFORMS)).max(3, { error: "En fazla 3 platform seçilebilir." }).default([]),
  brand: optionalText(120),
  isActive: z.boolean().default(true),
};

/** Create/replace: optional fields may be absent (the form leaves empty ones out). */
export const supportAppFormSchema = z.object(fields);
/** PATCH: any subset, e.g. `{ isActive: false }`. */
export const supportAppPatchSchema = z.object(fields).partial();

export type SupportAppFormValues = z.output<typeof supportAppFormSchema>;

/** What `GET /api/admin/support-apps` lists and `GET …/{id}` answers; `PUT` accepts it back. */
export const supportAppItemSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(SUPPORT_APP_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  androidDownloadUrl: z.string().nullable(),
  iosDownloadUrl: z.string().nullable(),
  windowsDownloadUrl: z.string().nullable(),
  version: z.string().nullable(),
  platforms: z.array(z.enum(SUPPORT_PLATFORMS)),
  brand: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
});

export const supportAppsResource = defineAdminResource({
  name: "support-apps",
  schemas: {
    row: supportAppItemSchema,
    item: supportAppItemSchema,
    create: supportAppFormSchema,
    update: z.object({ ...updatedAtField }).and(supportAppFormSchema),
    patch: supportAppPatchSchema,
    remove: true,
  },
  affects: [adminKeys.dataStats()],
});

import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";
import { wireTimestamp } from "#app/admin/wire";
import { STAFF_ROLES } from "#app/domain/staff-roles";

const optionalLink = z.string().nullable();

/** `GET /api/admin/settings`: the effective settings the editor shows, and its stale-check stamp. */
export const editableSiteSettingsSchema = z.strictObject({
  companyName: z.string(),
  phonePrimary: z.string(),
  phoneSecondary: z.string(),
  whatsappNumber: z.string(),
  email: z.string(),
  address: z.string(),
  workingHours: z.array(z.strictObject({ days: z.string(), hours: z.string() })),
  socialLinks: z.strictObject({ instagram: optionalLink, linkedin: optionalLink, facebook: optionalLink, youtube: optionalLink, x: optionalLink }),
  mapEmbedUrl: z.string().nullable(),
  geoLatitude: z.number(),
  geoLongitude: z.number(),
  supplierUrl: z.string().nullable(),
  contactRetentionMonths: z.number().int(),
  twoFactorRoles: z.array(z.enum(STAFF_ROLES)),
  updatedAt: wireTimestamp.nullable(),
});
export type EditableSiteSettings = z.output<typeof editableSiteSettingsSchema>;

export const siteSettingsQuery = () => adminView(adminKeys.settings(), "/api/admin/settings", editableSiteSettingsSchema);

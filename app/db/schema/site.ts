import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { SocialLinks, WorkingHours } from "#app/domain/site-settings";
import type { StaffRole } from "#app/domain/staff-roles";
import { timestamps } from "./_columns";
import { users } from "./auth";

/** One row (id = 1). Columns left null fall back to the defaults in app/domain/site-settings.ts. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name"),
    phonePrimary: text("phone_primary"),
    phoneSecondary: text("phone_secondary"),
    whatsappNumber: text("whatsapp_number"),
    email: text("email"),
    address: text("address"),
    workingHours: jsonb("working_hours").$type<WorkingHours>(),
    socialLinks: jsonb("social_links").$type<SocialLinks>(),
    mapEmbedUrl: text("map_embed_url"),
    geoLatitude: text("geo_latitude"),
    geoLongitude: text("geo_longitude"),
    supplierUrl: text("supplier_url"),
    supplierProfile: jsonb("supplier_profile").$type<Record<string, unknown>>(),
    contactRetentionMonths: integer("contact_retention_months").notNull().default(24),
    /** Roles whose users must enrol 2FA before using the admin (besides ADMIN_REQUIRE_2FA for everyone). */
    twoFactorRoles: text("two_factor_roles").array().$type<StaffRole[]>().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text so the entry stays readable after the user is deleted. */
    username: text("username"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_entity_idx").on(table.entityType, table.entityId),
  ],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;

/**
 * One row per counted request of a public form (contact, newsletter): in the database, so a limit
 * holds across instances. Rows older than a day are deleted as new ones arrive.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_hits_lookup_idx").on(table.bucket, table.key, table.createdAt)],
);

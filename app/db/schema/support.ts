import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { SUPPORT_APP_TYPES, type SupportPlatform } from "../../domain/support-apps";
import { timestamps } from "./_columns";

export const supportApps = pgTable(
  "support_apps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type", { enum: SUPPORT_APP_TYPES }).notNull(),
    name: text("name").notNull(),
    description: text("description"),
    downloadUrl: text("download_url"),
    androidDownloadUrl: text("android_download_url"),
    iosDownloadUrl: text("ios_download_url"),
    windowsDownloadUrl: text("windows_download_url"),
    version: text("version"),
    platforms: jsonb("platforms").$type<SupportPlatform[]>().notNull().default([]),
    brand: text("brand"),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (table) => [index("support_apps_type_active_idx").on(table.type, table.isActive)],
);

export type SupportApp = typeof supportApps.$inferSelect;
export type NewSupportApp = typeof supportApps.$inferInsert;

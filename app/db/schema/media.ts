import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./_columns";
import { users } from "./auth";

/**
 * The media library (ADR 042): one row per uploaded image, named by the content hash of its files
 * (`/media/<hash>-<width>.webp|avif`). A replace gives the row a new hash and URL; its id stays.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hash: text("hash").notNull(),
    /** The largest WebP variant: what products, brands and posts store. */
    url: text("url").notNull(),
    name: text("name").notNull(),
    /** Bytes of the largest WebP variant on disk. */
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    altText: text("alt_text"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text so the row stays readable after the user is deleted; null for images found at start-up. */
    createdByName: text("created_by_name"),
    ...timestamps,
  },
  (table) => [uniqueIndex("media_assets_hash_unique").on(table.hash), index("media_assets_created_idx").on(table.createdAt)],
);

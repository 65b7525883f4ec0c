import { sql } from "drizzle-orm";
import { boolean, check, index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CATEGORIES } from "#app/domain/catalog-taxonomy";
import { timestamps } from "./_columns";

export type ProductDocument = { kind: "manual" | "datasheet" | "installation"; title: string; url: string };

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    /** The category's key (slug) in the fixed taxonomy, `app/domain/catalog-taxonomy.ts`; answers show its display name. */
    categorySlug: text("category_slug").notNull(),
    subcategory: text("subcategory"),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    imageUrl: text("image_url"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** json, not jsonb: the names keep the order staff gave them (jsonb sorts object keys). */
    specifications: json("specifications").$type<Record<string, string>>().notNull().default({}),
    documents: jsonb("documents").$type<ProductDocument[]>().notNull().default([]),
    /** The supplier's SKU (or GTIN) of an imported product: the first key that matches a re-import. */
    supplierSku: text("supplier_sku"),
    /**
     * Folded name, brand name and description: what the text search `q` matches against. Written by
     * the database alone (trigger `products_search_text`, and on a brand rename `brands_rename_search_text`,
     * migration 0014): a value the app sends is overwritten.
     */
    searchText: text("search_text").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("products_slug_unique").on(table.slug),
    index("products_featured_idx").on(table.isFeatured).where(sql`${table.isFeatured}`),
    index("products_supplier_sku_idx").on(table.supplierSku).where(sql`${table.supplierSku} is not null`),
    index("products_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    // The public filters compare keys; ordered by id for the paged list, active rows only.
    index("products_active_category_idx").on(table.categorySlug, table.id).where(sql`${table.isActive}`),
    index("products_active_brand_idx").on(table.brandId, table.id).where(sql`${table.isActive}`),
    // Every product of a brand, passive ones too: "brand in use" and the foreign key's check on delete.
    index("products_brand_id_idx").on(table.brandId),
    check("products_category_in_taxonomy", sql`${table.categorySlug} in (${sql.raw(CATEGORIES.map((category) => `'${category.slug}'`).join(", "))})`),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logoUrl: text("logo_url"),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex("brands_slug_unique").on(table.slug), uniqueIndex("brands_name_unique").on(table.name)],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;

/**
 * Catalogue searches that found nothing (issue 19 item 5): the query folded like the catalogue's
 * search, how often it was searched and when last. No IP, no visitor: nothing personal is kept.
 */
export const unfoundSearches = pgTable(
  "unfound_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(1),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("unfound_searches_query_unique").on(table.query)],
);

export type UnfoundSearch = typeof unfoundSearches.$inferSelect;

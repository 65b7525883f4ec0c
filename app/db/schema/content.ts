import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Everything a visitor reads on the site's content pages (ADR 041): one row per document (a page,
 * the hero slide set, the home sections), its published version and at most one draft. `version`
 * grows with every write staff make (draft, publish, schedule, unpublish): a save naming an older
 * one is refused (409). Only a change of what is published empties the page cache (the row trigger
 * in the migration); saving a draft does not.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    /** A fixed name chosen by the code (`legal/kvkk`) or, for a page staff create, `page/<slug>`. */
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    /** The public address, e.g. `/kvkk`: one document per address (a staff page may not take another's). */
    path: text("path").notNull(),
    /** What the admin list shows: the published or draft title. */
    title: text("title").notNull(),
    published: jsonb("published").$type<unknown>(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    /** `published` until a staff member takes the page off the site (`unpublished`: it answers 410). */
    status: text("status").notNull().default("published"),
    draft: jsonb("draft").$type<unknown>(),
    draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true, mode: "date" }),
    /** When the draft goes live on its own (the scheduler, app/features/content/content-schedule.server.ts). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true, mode: "date" }),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text so "who changed it" stays readable after the user is deleted. */
    updatedByName: text("updated_by_name"),
  },
  (table) => [index("content_documents_scheduled_idx").on(table.scheduledAt), uniqueIndex("content_documents_path_unique").on(table.path)],
);

/** One row per publication (and per unpublication), newest kept per document (ADR 041, pruning). */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    documentKey: text("document_key")
      .notNull()
      .references(() => contentDocuments.key, { onDelete: "cascade" }),
    action: text("action").notNull(),
    data: jsonb("data").$type<unknown>(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("content_revisions_document_idx").on(table.documentKey, table.id)],
);

export type ContentDocumentRow = typeof contentDocuments.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;

import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./_columns";
import { users } from "./auth";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    imageUrl: text("image_url"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    isPublished: boolean("is_published").notNull().default(false),
    /** The first publication: kept when the post is unpublished and published again. */
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    /** When what readers see of the post (title, text, excerpt, cover) last changed; meta fields and publishing do not count. */
    contentUpdatedAt: timestamp("content_updated_at", { withTimezone: true, mode: "date" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("blog_posts_slug_unique").on(table.slug),
    index("blog_posts_published_idx").on(table.isPublished, table.publishedAt),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;

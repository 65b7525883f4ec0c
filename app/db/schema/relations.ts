import { relations } from "drizzle-orm";
import { users, sessions } from "./auth";
import { blogPosts } from "./blog";

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  blogPosts: many(blogPosts),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  author: one(users, { fields: [blogPosts.authorId], references: [users.id] }),
}));

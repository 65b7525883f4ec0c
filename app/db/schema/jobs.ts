import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export type ImportJobProgress = { pagesScanned: number; productsScanned: number; phase: "fetching" | "images" | "saving" | "done" };
export type ImportJobResult = { scrapedCount: number; insertedCount: number; errors: string[] };

/**
 * Background jobs (supplier imports): in the database, so whichever instance a browser asks can
 * report a job another instance runs.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    /** running → succeeded | failed */
    status: text("status").$type<"running" | "succeeded" | "failed">().notNull(),
    progress: jsonb("progress").$type<ImportJobProgress>().notNull(),
    result: jsonb("result").$type<ImportJobResult>(),
    error: text("error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("import_jobs_created_idx").on(table.createdAt)],
);

export type ImportJob = typeof importJobs.$inferSelect;

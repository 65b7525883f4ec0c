import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./_columns";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The confirmed TOTP seed, AES-256-GCM encrypted with a key derived from APP_SECRET; null without 2FA. */
    totpSecret: text("totp_secret"),
    /** A seed shown during enrolment, encrypted likewise, until a code from it confirms it. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true, mode: "date" }),
    /** The last TOTP time step accepted: a code of that step or earlier is a replay. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    ...timestamps,
  },
  (table) => [uniqueIndex("users_username_unique").on(table.username)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the random session token; the token itself lives only in the cookie. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

/**
 * One row per sign-in attempt, kept 24 hours. Lockout counts recent failures per username and per
 * IP from here, so the limit holds across instances.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased, so "Admin" and "admin" share one counter. */
    username: text("username").notNull(),
    ipAddress: text("ip_address").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_username_idx").on(table.username, table.createdAt),
    index("login_attempts_ip_idx").on(table.ipAddress, table.createdAt),
  ],
);

/** Single-use recovery codes of the second factor, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (table) => [uniqueIndex("recovery_codes_user_code_unique").on(table.userId, table.codeHash)],
);

/**
 * A sign-in whose password was right and whose second factor is still due: 5 minutes, server-side,
 * named by the hash of the random token in the pending cookie.
 */
export const pendingLogins = pgTable(
  "pending_logins",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    ipAddress: text("ip_address"),
    ...timestamps,
  },
  (table) => [index("pending_logins_expires_idx").on(table.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;

import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StaffRole } from "#app/domain/staff-roles";
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
    /** The person's name as the admin shows it; null for accounts made before staff roles. */
    name: text("name"),
    email: text("email"),
    /** Yönetici, Editör or Satış (app/domain/staff-roles.ts); accounts made before roles are owners. */
    role: text("role").$type<StaffRole>().notNull().default("owner"),
    /** Set while the account is deactivated: no sign-in, no session. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true, mode: "date" }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  // One account per username whatever its letter case: "Ayse" and "ayse" are the same person at sign-in.
  (table) => [uniqueIndex("users_username_unique").on(sql`lower(${table.username})`), check("users_role_check", sql`${table.role} in ('owner', 'editor', 'sales')`)],
);

/** The account whose username is `username`, whatever the letter case (the unique index is on `lower(username)`). */
export const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username.trim()})`;

/**
 * One-time links of the users screen: an invitation (the account is made when it is accepted) or a
 * password reset of an existing user. Only the SHA-256 of the token is stored; 48 hours, single use.
 */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").$type<"invite" | "reset">().notNull(),
    /** The invitee's name, e-mail and role (invitations). */
    name: text("name"),
    email: text("email"),
    role: text("role").$type<StaffRole>(),
    /** The user whose password is reset (resets); the account made from an invitation, once accepted. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    /** Set when the Yönetici withdraws an unused invitation: its link then says so. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("staff_tokens_hash_unique").on(table.tokenHash),
    check("staff_tokens_purpose_check", sql`${table.purpose} in ('invite', 'reset')`),
    check("staff_tokens_role_check", sql`${table.role} is null or ${table.role} in ('owner', 'editor', 'sales')`),
  ],
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

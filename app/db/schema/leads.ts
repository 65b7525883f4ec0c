import { date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./_columns";

/** Where a lead came from: the quote basket, the free site-survey form or the contact form (issue 19). */
export const LEAD_TYPES = ["quote", "survey", "contact"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The office's workflow: Yeni → Arandı → Keşif planlandı → Teklif verildi → Kazanıldı / Kaybedildi. */
export const LEAD_STATUSES = ["new", "called", "survey_scheduled", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A quote basket's line as it was when the request was sent. */
export type QuoteLineSnapshot = { productId: number; name: string; brand: string; quantity: number };

/** What only one type of lead carries; the common contact and source fields are columns. */
export type LeadDetails = {
  /** Quote: the basket's lines. */
  lines?: QuoteLineSnapshot[];
  /** Survey: the services asked about and the site, the preferred day (YYYY-MM-DD) and time window. */
  services?: string[];
  siteType?: string;
  preferredDate?: string;
  timeWindow?: string;
  /** A readable summary passed by the page that sent the visitor (e.g. the HDD calculator's setup). */
  summary?: string;
  /** Contact: the form's subject (its label) and a phone number as typed when it is not a Turkish one. */
  subject?: string;
  phoneAsTyped?: string;
};

export const leads = pgTable(
  "leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").$type<LeadType>().notNull(),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    name: text("name").notNull(),
    /** E.164 ("+905321234567"); null for a contact message without a Turkish number (its text is in `details.phoneAsTyped`). */
    phone: text("phone"),
    email: text("email"),
    company: text("company"),
    /** A district slug of app/content/districts.ts, or "diger". */
    district: text("district"),
    address: text("address"),
    note: text("note"),
    /** telefon, whatsapp or e-posta (quote requests). */
    preferredChannel: text("preferred_channel"),
    details: jsonb("details").$type<LeadDetails>().notNull().default({}),
    /** The page of this site that led to the form (path and query), and an outside referrer. */
    sourcePage: text("source_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** When the visitor ticked the KVKK consent box. */
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }).notNull(),
    // The workflow, edited by staff.
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true, mode: "date" }),
    statusChangedBy: integer("status_changed_by").references(() => users.id, { onDelete: "set null" }),
    lostReason: text("lost_reason"),
    followUpOn: date("follow_up_on", { mode: "string" }),
    internalNotes: text("internal_notes"),
    ...timestamps,
  },
  (table) => [
    index("leads_created_idx").on(table.createdAt),
    index("leads_status_created_idx").on(table.status, table.createdAt),
    index("leads_follow_up_idx").on(table.followUpOn),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

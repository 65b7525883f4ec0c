import { eq } from "drizzle-orm";
import pg from "pg";
import { expect, it } from "vitest";
import { createTestDatabase, databaseKinds, describeEachDatabase } from "#tests/setup/test-database";
import { deleteExpiredContactMessages } from "./retention.server";
import { unfoundSearches } from "./schema/catalog";
import { contactMessages } from "./schema/contact";
import { leads } from "./schema/leads";
import { auditLog, siteSettings } from "./schema/site";

const NOW = new Date("2026-11-22T10:00:00Z");

function monthsBefore(months: number) {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

describeEachDatabase("KVKK retention of contact messages", (database) => {
  async function insertMessage(subject: string, createdAt: Date) {
    await database().db.insert(contactMessages).values({ name: "Ali Şahin", email: "ali@example.com", subject, message: "Keşif talebi", createdAt });
  }
  async function subjects() {
    const rows = await database().db.select({ subject: contactMessages.subject }).from(contactMessages).orderBy(contactMessages.subject);
    return rows.map((row) => row.subject);
  }

  it("deletes messages older than 24 months by default, keeps a 23-month-old one, and audits the count", async () => {
    await insertMessage("25 ay", monthsBefore(25));
    await insertMessage("24 ay 1 gün", new Date(monthsBefore(24).getTime() - 86_400_000));
    await insertMessage("23 ay", monthsBefore(23));
    await insertMessage("bugün", NOW);

    const result = await deleteExpiredContactMessages(database().db, NOW);
    expect(result).toMatchObject({ deleted: 2, months: 24 });
    expect(await subjects()).toEqual(["23 ay", "bugün"]);
    const audits = await database().db.select().from(auditLog).where(eq(auditLog.action, "retention-delete"));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ count: 2, months: 24 });

    // Idempotent: a second run finds nothing and writes no empty audit entry.
    expect(await deleteExpiredContactMessages(database().db, NOW)).toMatchObject({ deleted: 0 });
    expect(await database().db.select().from(auditLog).where(eq(auditLog.action, "retention-delete"))).toHaveLength(1);
  });

  it("deletes survey and quote requests on the same period, audited as leads", async () => {
    const lead = (name: string, createdAt: Date) => ({ type: "survey" as const, name, phone: "+905321234567", consentedAt: createdAt, createdAt });
    await database().db.insert(leads).values([lead("25 ay", monthsBefore(25)), lead("23 ay", monthsBefore(23))]);
    expect(await deleteExpiredContactMessages(database().db, NOW)).toMatchObject({ deleted: 0, deletedLeads: 1, months: 24 });
    expect((await database().db.select({ name: leads.name }).from(leads)).map((row) => row.name)).toEqual(["23 ay"]);
    const [audit] = await database().db.select().from(auditLog).where(eq(auditLog.entityType, "lead"));
    expect(audit).toMatchObject({ action: "retention-delete", details: { count: 1, months: 24 } });
  });

  it("deletes unfound searches nobody made within the period, keeping one searched again lately (issue 27 item 15)", async () => {
    const search = (query: string, firstSeenAt: Date, lastSeenAt: Date) => ({ query, count: 3, firstSeenAt, lastSeenAt });
    await database().db.insert(unfoundSearches).values([
      search("eski arama", monthsBefore(30), monthsBefore(25)),
      search("yine aranan", monthsBefore(30), monthsBefore(1)),
    ]);
    expect(await deleteExpiredContactMessages(database().db, NOW)).toMatchObject({ deleted: 0, deletedLeads: 0, deletedSearches: 1, months: 24 });
    expect((await database().db.select({ query: unfoundSearches.query }).from(unfoundSearches)).map((row) => row.query)).toEqual(["yine aranan"]);
    const [audit] = await database().db.select().from(auditLog).where(eq(auditLog.entityType, "unfound-search"));
    expect(audit).toMatchObject({ action: "retention-delete", details: { count: 1, months: 24 } });
  });

  it("follows the retention period of the site settings", async () => {
    await database().db.insert(siteSettings).values({ id: 1, contactRetentionMonths: 12 }).onConflictDoUpdate({ target: siteSettings.id, set: { contactRetentionMonths: 12 } });
    expect(await deleteExpiredContactMessages(database().db, NOW)).toMatchObject({ deleted: 1, months: 12 });
    expect(await subjects()).toEqual(["bugün"]);
    await database().db.update(siteSettings).set({ contactRetentionMonths: 24 }).where(eq(siteSettings.id, 1));
  });
});

it.runIf(databaseKinds().includes("postgresql"))("skips the run while another instance holds the retention lock", async () => {
  const database = await createTestDatabase("postgresql");
  const other = new pg.Client({ connectionString: database.url! });
  await other.connect();
  try {
    await database.db.insert(contactMessages).values({ name: "Ali", email: "a@example.com", subject: "eski", message: "x", createdAt: monthsBefore(30) });
    await other.query("select pg_advisory_lock(741258964)");
    expect(await deleteExpiredContactMessages(database.db, NOW)).toEqual({ skipped: "another-instance" });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
    await other.query("select pg_advisory_unlock(741258964)");
    expect(await deleteExpiredContactMessages(database.db, NOW)).toMatchObject({ deleted: 1 });
  } finally {
    await other.end();
    await database.dispose();
  }
});

import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { contentDocuments, contentRevisions } from "#app/db/schema/content";
import { auditLog } from "#app/db/schema/site";
import { users } from "#app/db/schema/auth";
import {
  ensureContentDocuments,
  getDocument,
  listRevisions,
  loadPublishedContent,
  publishDocument,
  publishDueDocuments,
  restoreRevision,
  REVISIONS_KEPT,
  saveDraft,
  scheduleDocument,
  StaleVersionError,
  unpublishDocument,
} from "#app/features/content/content.server";
import { startContentSchedule } from "#app/features/content/content-schedule.server";
import { SEED_DOCUMENTS } from "#app/features/content/content-seed";
import type { LegalDocumentData } from "#app/features/content/documents";
import { DomainError } from "#app/lib/errors";
import { describeEachDatabase } from "#tests/setup/test-database";

/* Content documents on both engines (issue 31, ADR 041): drafts, publishing, schedules with a clock the test holds, revisions and the 409. */

const KEY = "legal/kvkk";
const seed = SEED_DOCUMENTS.find((document) => document.key === KEY)!.data as LegalDocumentData;
const edited = (title: string): LegalDocumentData => ({ ...seed, title });
const T0 = new Date("2026-12-01T09:00:00Z");
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);

describeEachDatabase("content documents", (getDatabase) => {
  let ayse: { id: number; username: string };
  let mehmet: { id: number; username: string };

  beforeAll(async () => {
    const { db } = getDatabase();
    const rows = await db.insert(users).values([{ username: "ayse", passwordHash: "x" }, { username: "mehmet", passwordHash: "x" }]).returning({ id: users.id, username: users.username });
    [ayse, mehmet] = rows as [typeof ayse, typeof mehmet];
    expect(await ensureContentDocuments(db, SEED_DOCUMENTS, T0)).toBe(SEED_DOCUMENTS.length);
    expect(await ensureContentDocuments(db, SEED_DOCUMENTS, T0), "a second start adds nothing").toBe(0);
  });

  const version = async (key = KEY) => (await getDocument(getDatabase().db, key)).version;

  it("saves a draft without touching what is published", async () => {
    const { db } = getDatabase();
    await saveDraft(db, { key: KEY, expectedVersion: await version(), data: edited("Taslak başlık") }, { actor: ayse, now: minutes(1) });
    const row = await getDocument(db, KEY);
    expect((row.draft as LegalDocumentData).title).toBe("Taslak başlık");
    expect((row.published as LegalDocumentData).title).toBe(seed.title);
    expect((await loadPublishedContent(db)).get(KEY)!.data.title).toBe(seed.title);
    expect(row.updatedByName).toBe("ayse");
  });

  it("answers a save naming an older version with who changed it and when, and writes nothing", async () => {
    const { db } = getDatabase();
    const current = await version();
    await saveDraft(db, { key: KEY, expectedVersion: current, data: edited("Ayşe'nin başlığı") }, { actor: ayse, now: minutes(2) });
    const stale = saveDraft(db, { key: KEY, expectedVersion: current, data: edited("Mehmet'in başlığı") }, { actor: mehmet, now: minutes(3) });
    await expect(stale).rejects.toBeInstanceOf(StaleVersionError);
    await expect(stale).rejects.toThrow(/ayse tarafından 1 Aralık 2026 12:02/);
    expect(((await getDocument(db, KEY)).draft as LegalDocumentData).title).toBe("Ayşe'nin başlığı");
  });

  it("refuses invalid content beside the field and writes nothing, not even the audit row", async () => {
    const { db } = getDatabase();
    const before = await getDocument(db, KEY);
    const [{ audits }] = (await db.select({ audits: sql<number>`count(*)::int` }).from(auditLog)) as [{ audits: number }];
    const cases: [unknown, string][] = [
      [{ ...seed, blocks: [...seed.blocks, { type: "paragraph", text: "[tıkla](javascript:alert(1))" }] }, `blocks.${seed.blocks.length}.text`],
      [{ ...seed, blocks: [...seed.blocks, { type: "paragraph", text: "<script>alert(1)</script>" }] }, `blocks.${seed.blocks.length}.text`],
      [{ ...seed, blocks: [...seed.blocks, { type: "marquee", text: "x" }] }, `blocks.${seed.blocks.length}.type`],
      [{ ...seed, blocks: [...seed.blocks, { type: "image", src: "/images/a.png", alt: "Kamera" }] }, `blocks.${seed.blocks.length}.type`],
      [{ ...seed, intro: "x".repeat(601) }, "intro"],
      [{ ...seed, blocks: [{ type: "heading", id: "Kişisel Veriler", text: "Başlık" }] }, "blocks.0.id"],
    ];
    for (const [data, field] of cases) {
      const error = await saveDraft(db, { key: KEY, expectedVersion: before.version, data }, { actor: ayse }).catch((caught: unknown) => caught);
      expect(error, field).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe("validation");
      expect(Object.keys((error as DomainError).fieldErrors ?? {}), field).toContain(field);
      expect(Object.values((error as DomainError).fieldErrors ?? {}).flat().join(" "), field).toMatch(/[çğıöşüİ]|olmalı|içeremez|gerekli/);
    }
    const after = await getDocument(db, KEY);
    expect(after.version).toBe(before.version);
    expect(after.draft).toEqual(before.draft);
    const [{ audits: auditsAfter }] = (await db.select({ audits: sql<number>`count(*)::int` }).from(auditLog)) as [{ audits: number }];
    expect(auditsAfter).toBe(audits);
  });

  it("publishes the draft, keeps a revision and clears the draft", async () => {
    const { db } = getDatabase();
    await publishDocument(db, { key: KEY, expectedVersion: await version() }, { actor: ayse, now: minutes(5) });
    const row = await getDocument(db, KEY);
    expect(row.draft).toBeNull();
    expect((row.published as LegalDocumentData).title).toBe("Ayşe'nin başlığı");
    expect((await loadPublishedContent(db)).get(KEY)!.data.title).toBe("Ayşe'nin başlığı");
    const [revision] = await listRevisions(db, KEY);
    expect(revision).toMatchObject({ action: "publish", username: "ayse", createdAt: minutes(5) });
  });

  it("restores an earlier revision as a draft; the live page changes only on publication", async () => {
    const { db } = getDatabase();
    await publishDocument(db, { key: KEY, expectedVersion: await version(), data: edited("Üçüncü başlık") }, { actor: mehmet, now: minutes(6) });
    const [, earlier] = await listRevisions(db, KEY);
    await restoreRevision(db, { key: KEY, revisionId: earlier!.id, expectedVersion: await version() }, { actor: ayse, now: minutes(7) });
    const row = await getDocument(db, KEY);
    expect((row.draft as LegalDocumentData).title).toBe("Ayşe'nin başlığı");
    expect((row.published as LegalDocumentData).title).toBe("Üçüncü başlık");
  });

  it("refuses a schedule in the past and publishes a due one on the clock's word, not before", async () => {
    const { db } = getDatabase();
    await expect(scheduleDocument(db, { key: KEY, expectedVersion: await version(), at: minutes(7) }, { actor: ayse, now: minutes(8) })).rejects.toMatchObject({ code: "validation" });
    await scheduleDocument(db, { key: KEY, expectedVersion: await version(), at: minutes(10), data: edited("Zamanlanmış başlık") }, { actor: ayse, now: minutes(8) });
    expect(await publishDueDocuments(db, minutes(9))).toEqual([]);
    expect((await loadPublishedContent(db)).get(KEY)!.data.title).toBe("Üçüncü başlık");
    expect(await publishDueDocuments(db, minutes(10))).toEqual([KEY]);
    const row = await getDocument(db, KEY);
    expect((row.published as LegalDocumentData).title).toBe("Zamanlanmış başlık");
    expect(row.scheduledAt).toBeNull();
    expect((await listRevisions(db, KEY))[0]).toMatchObject({ username: "ayse", createdAt: minutes(10) });
  });

  it("publishes at start-up a publication that fell due while the server was down", async () => {
    const { db } = getDatabase();
    const key = "legal/kullanim-kosullari";
    await scheduleDocument(db, { key, expectedVersion: await version(key), at: minutes(20), data: { ...seed, title: "Kapalıyken zamanı geldi" } }, { actor: ayse, now: minutes(11) });
    const schedule = startContentSchedule({ db, logger: pino({ level: "silent" }), clock: () => minutes(30), pollMs: 60_000 });
    await schedule.started;
    await schedule.stop();
    expect((await loadPublishedContent(db)).get(key)!.data.title).toBe("Kapalıyken zamanı geldi");
  });

  it("takes a page off the site and keeps its text for a later publication", async () => {
    const { db } = getDatabase();
    await unpublishDocument(db, { key: KEY, expectedVersion: await version() }, { actor: ayse, now: minutes(40) });
    const published = (await loadPublishedContent(db)).get(KEY)!;
    expect(published.status).toBe("unpublished");
    await expect(unpublishDocument(db, { key: KEY, expectedVersion: await version() }, { actor: ayse })).rejects.toMatchObject({ code: "validation" });
    await publishDocument(db, { key: KEY, expectedVersion: await version() }, { actor: ayse, now: minutes(41) });
    expect((await loadPublishedContent(db)).get(KEY)!.status).toBe("published");
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of a document`, async () => {
    const { db } = getDatabase();
    const key = "legal/gizlilik-politikasi";
    for (let index = 0; index < REVISIONS_KEPT + 3; index += 1) {
      await publishDocument(db, { key, expectedVersion: await version(key), data: { ...seed, title: `Sürüm ${index}` } }, { actor: ayse, now: minutes(50 + index) });
    }
    const revisions = await db.select().from(contentRevisions).where(eq(contentRevisions.documentKey, key));
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions.map((revision) => (revision.data as LegalDocumentData).title)).not.toContain("Sürüm 2");
    expect(revisions.map((revision) => (revision.data as LegalDocumentData).title)).toContain("Sürüm 3");
  });

  it("lets only one of two simultaneous saves of one version through", async () => {
    const { db } = getDatabase();
    const current = await version();
    const results = await Promise.allSettled([
      saveDraft(db, { key: KEY, expectedVersion: current, data: edited("Bir") }, { actor: ayse }),
      saveDraft(db, { key: KEY, expectedVersion: current, data: edited("İki") }, { actor: mehmet }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected" && result.reason instanceof StaleVersionError)).toHaveLength(1);
    const [row] = await db.select({ version: contentDocuments.version }).from(contentDocuments).where(eq(contentDocuments.key, KEY));
    expect(row!.version).toBe(current + 1);
  });
});

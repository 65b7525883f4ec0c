import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { leads } from "#app/db/schema/leads";
import { auditLog } from "#app/db/schema/site";
import { hashPassword } from "#app/features/auth/password.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/* Issue 19 item 4, first part: the leads inbox's status workflow over the admin API, audited, on PGlite and PostgreSQL. */

describeEachDatabase("admin leads: status workflow", (getDatabase) => {
  let send: ReturnType<typeof jsonSender>;
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let adminId: number;
  let older: number;
  let newer: number;

  beforeAll(async () => {
    const { db } = getDatabase();
    [{ id: adminId }] = (await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) }).returning({ id: users.id })) as [{ id: number }];
    const rows = await db
      .insert(leads)
      .values([
        { type: "survey", name: "Eski Talep", phone: "+905321234567", consentedAt: new Date(), createdAt: new Date("2026-11-01T09:00:00Z") },
        { type: "survey", name: '<img src=x onerror="alert(1)">', phone: "+902623210000", note: "<script>alert(1)</script>", consentedAt: new Date() },
      ])
      .returning({ id: leads.id });
    [older, newer] = rows.map((row) => row.id) as [number, number];
    ({ request } = await createAppOver(getDatabase()));
    const cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
  });

  it("lists leads newest first, with the visitor's text as given", async () => {
    const response = await send("GET", "/api/admin/leads");
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: number; name: string; note: string | null }[];
    expect(list.map((lead) => lead.id)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({ name: '<img src=x onerror="alert(1)">', note: "<script>alert(1)</script>" });
  });

  it("moves a lead through the statuses, recording who and when, each change audited", async () => {
    const called = await send("PATCH", `/api/admin/leads/${older}`, { status: "called", followUpOn: "2026-12-01", internalNotes: "Pazartesi tekrar aranacak." });
    expect(called.status).toBe(200);
    expect(await called.json()).toMatchObject({ status: "called", followUpOn: "2026-12-01", internalNotes: "Pazartesi tekrar aranacak.", statusChangedBy: adminId });

    const lost = await send("PATCH", `/api/admin/leads/${older}`, { status: "lost", lostReason: "Bütçe yetersiz" });
    expect(await lost.json()).toMatchObject({ status: "lost", lostReason: "Bütçe yetersiz" });

    // Leaving "lost" clears the reason.
    const reopened = await send("PATCH", `/api/admin/leads/${older}`, { status: "quoted" });
    expect(await reopened.json()).toMatchObject({ status: "quoted", lostReason: null });

    const entries = await getDatabase()
      .db.select({ action: auditLog.action, userId: auditLog.userId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, String(older))))
      .orderBy(desc(auditLog.id));
    expect(entries.map((entry) => entry.details)).toEqual([
      { from: "lost", to: "quoted", changed: expect.arrayContaining(["status", "lostReason", "statusChangedAt"]) as unknown },
      { from: "called", to: "lost", changed: expect.arrayContaining(["status", "lostReason"]) as unknown },
      { from: "new", to: "called", changed: expect.arrayContaining(["status", "followUpOn", "internalNotes"]) as unknown },
    ]);
    expect(entries.every((entry) => entry.action === "status-change" && entry.userId === adminId)).toBe(true);
  });

  it("refuses an unknown status, a malformed follow-up day and over-long notes with Turkish messages", async () => {
    const unknown = await send("PATCH", `/api/admin/leads/${newer}`, { status: "archived" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.status).toEqual(["Geçerli bir durum seçin."]);
    const badDay = await send("PATCH", `/api/admin/leads/${newer}`, { followUpOn: "01.12.2026" });
    expect(badDay.status).toBe(400);
    const long = await send("PATCH", `/api/admin/leads/${newer}`, { internalNotes: "x".repeat(5001) });
    expect(long.status).toBe(400);
    const [row] = await getDatabase().db.select({ status: leads.status, internalNotes: leads.internalNotes }).from(leads).where(eq(leads.id, newer));
    expect(row).toEqual({ status: "new", internalNotes: null });
  });

  it("needs a session, and the inbox page is behind the admin guard", async () => {
    expect((await request("/api/admin/leads")).status).toBe(401);
    expect((await request(`/api/admin/leads/${older}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(401);
    const page = await request("/n1_admin/leads");
    expect(page.status).toBe(302);
  });
});

import { and, desc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { brands, products } from "#app/db/schema/catalog";
import { leads, type NewLead } from "#app/db/schema/leads";
import { auditLog } from "#app/db/schema/site";
import { hashPassword } from "#app/features/auth/password.server";
import { leadReference } from "#app/features/leads/lead-reference";
import { getLeadStats } from "#app/features/leads/lead-stats.server";
import { leadReferenceSql } from "#app/features/leads/leads.resource.server";
import { describeEachDatabase, type TestDatabase } from "#tests/setup/test-database";
import { addStaffUser, ADMIN, createAppOver, jsonSender, signIn, STAFF } from "#tests/support/test-app";

/* Issue 19 item 4: the leads inbox over the admin API (status workflow, filters, CSV export, dashboard counts), on PGlite and PostgreSQL. */

async function insertAdmin(database: TestDatabase): Promise<number> {
  const [admin] = await database.db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) }).returning({ id: users.id });
  return admin!.id;
}

describeEachDatabase("admin leads: status workflow", (getDatabase) => {
  let send: ReturnType<typeof jsonSender>;
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let adminId: number;
  let older: number;
  let newer: number;

  beforeAll(async () => {
    const { db } = getDatabase();
    adminId = await insertAdmin(getDatabase());
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
    // The date field sends ISO days; the message names that form, not the one that was refused.
    expect(((await badDay.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.followUpOn).toEqual([
      "Takip tarihi geçerli bir tarih olmalıdır (YYYY-AA-GG).",
    ]);
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

  it("a Satış user's moves (called → quoted → won) are theirs, in each audit entry and on the lead", async () => {
    const { db } = getDatabase();
    const salesId = await addStaffUser(db, "sales");
    const [lead] = await db.insert(leads).values({ type: "survey", name: "Satış Takibi", phone: "+905551112233", consentedAt: new Date() }).returning({ id: leads.id });
    const salesCookie = await signIn(request, STAFF.sales);
    const asSales = jsonSender(request, () => salesCookie);
    for (const status of ["called", "quoted", "won"]) {
      const response = await asSales("PATCH", `/api/admin/leads/${lead!.id}`, { status });
      expect(response.status, status).toBe(200);
      expect(await response.json()).toMatchObject({ status, statusChangedBy: salesId });
    }
    const [row] = await db.select({ status: leads.status, statusChangedBy: leads.statusChangedBy }).from(leads).where(eq(leads.id, lead!.id));
    expect(row).toEqual({ status: "won", statusChangedBy: salesId });
    const entries = await db
      .select({ action: auditLog.action, userId: auditLog.userId, username: auditLog.username, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, String(lead!.id))))
      .orderBy(auditLog.id);
    expect(entries.map(({ action, userId, username, details }) => [action, userId, username, (details as { from: string; to: string }).from, (details as { to: string }).to])).toEqual([
      ["status-change", salesId, STAFF.sales.username, "new", "called"],
      ["status-change", salesId, STAFF.sales.username, "called", "quoted"],
      ["status-change", salesId, STAFF.sales.username, "quoted", "won"],
    ]);
    expect(salesId).not.toBe(adminId);
  });
});

describeEachDatabase("admin leads: filters, CSV export and dashboard counts", (getDatabase) => {
  let send: ReturnType<typeof jsonSender>;
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  const ids: Record<"ayse" | "ismail" | "formula" | "mehmet", number> = { ayse: 0, ismail: 0, formula: 0, mehmet: 0 };
  const base = { phone: "+905551112233", consentedAt: new Date() } as const;
  let productId = 0;
  const rows: Record<keyof typeof ids, NewLead> = {
    // 22:30 UTC on 31 October is 01:30 on 1 November in Istanbul: the office's day decides.
    ayse: {
      ...base,
      type: "survey",
      status: "new",
      name: "Ayşe Yılmaz",
      phone: "+905321234567",
      district: "gebze",
      sourcePage: "/gebze-guvenlik-sistemleri?utm_source=google",
      createdAt: new Date("2026-10-31T22:30:00Z"),
    },
    // The product page's id is set once the product exists (beforeAll).
    ismail: { ...base, type: "quote", status: "called", name: "İsmail Işık", phone: "+902623210000", district: "izmit", followUpOn: "2026-11-15", createdAt: new Date("2026-11-10T09:00:00Z") },
    formula: { ...base, type: "contact", status: "won", name: '=HYPERLINK("https://evil.example","tıkla")', followUpOn: "2000-01-01", sourcePage: "/iletisim", createdAt: new Date("2026-09-15T09:00:00Z") },
    mehmet: { ...base, type: "survey", status: "lost", name: "Mehmet Öz", district: "izmit", lostReason: "+SUM(1)", followUpOn: "2999-01-01", sourcePage: "/hdd-hesaplama?kamera=8", createdAt: new Date("2026-11-20T09:00:00Z") },
  };
  const listIds = async (query: string) => {
    const response = await send("GET", `/api/admin/leads?${query}`);
    expect(response.status, query).toBe(200);
    return ((await response.json()) as { id: number }[]).map((lead) => lead.id);
  };
  const fieldErrors = async (query: string) => {
    const response = await send("GET", `/api/admin/leads?${query}`);
    expect(response.status, query).toBe(400);
    return ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;
  };

  beforeAll(async () => {
    await insertAdmin(getDatabase());
    const [brand] = await getDatabase().db.insert(brands).values({ name: "Örnek", slug: "ornek" }).returning({ id: brands.id });
    const [product] = await getDatabase()
      .db.insert(products)
      .values({ name: "AHD Kamera 2MP", slug: "ahd-kamera-2mp", categorySlug: "cctv-guvenlik-cozumleri", brandId: brand!.id })
      .returning({ id: products.id });
    productId = product!.id;
    rows.ismail.sourcePage = `/urun/${productId}?utm_source=instagram`;
    for (const [key, values] of Object.entries(rows) as [keyof typeof ids, NewLead][]) {
      ids[key] = (await getDatabase().db.insert(leads).values(values).returning({ id: leads.id }))[0]!.id;
    }
    ({ request } = await createAppOver(getDatabase()));
    const cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
  });

  it("filters by status, type and district, newest first, and combines filters", async () => {
    expect(await listIds("")).toEqual([ids.mehmet, ids.ismail, ids.ayse, ids.formula]);
    expect(await listIds("status=new")).toEqual([ids.ayse]);
    expect(await listIds("type=quote")).toEqual([ids.ismail]);
    expect(await listIds("district=izmit")).toEqual([ids.mehmet, ids.ismail]);
    expect(await listIds("district=izmit&status=lost")).toEqual([ids.mehmet]);
    expect(await listIds("status=new&type=quote")).toEqual([]);
  });

  it("filters by source page: a kind, one district page or product, the calculator, none", async () => {
    expect(await listIds("source=district")).toEqual([ids.ayse]);
    expect(await listIds("source=district:gebze")).toEqual([ids.ayse]);
    expect(await listIds("source=district:izmit")).toEqual([]);
    expect(await listIds("source=product")).toEqual([ids.ismail]);
    expect(await listIds(`source=product:${productId}`)).toEqual([ids.ismail]);
    expect(await listIds("source=calculator")).toEqual([ids.mehmet]);
    expect(await listIds("source=other")).toEqual([ids.formula]);
    expect(await listIds("source=none")).toEqual([]);
    expect((await fieldErrors("source=district:ankara")).source).toEqual(["Geçerli bir kaynak seçin."]);
    expect((await fieldErrors("source=product:abc")).source).toEqual(["Geçerli bir kaynak seçin."]);
  });

  it("filters by days of creation in the office's calendar, both ends included", async () => {
    expect(await listIds("from=2026-11-01")).toEqual([ids.mehmet, ids.ismail, ids.ayse]);
    expect(await listIds("to=2026-10-31")).toEqual([ids.formula]);
    expect(await listIds("from=2026-11-10&to=2026-11-10")).toEqual([ids.ismail]);
  });

  it("searches by name (Turkish letters folded), by phone as staff type it, and by reference", async () => {
    expect(await listIds("q=ismail isik")).toEqual([ids.ismail]);
    expect(await listIds(`q=${encodeURIComponent("IŞIK")}`)).toEqual([ids.ismail]);
    expect(await listIds("q=ayse")).toEqual([ids.ayse]);
    expect(await listIds(`q=${encodeURIComponent("0532 123")}`)).toEqual([ids.ayse]);
    expect(await listIds(`q=${encodeURIComponent("(0262) 321 00 00")}`)).toEqual([ids.ismail]);
    const reference = leadReference({ type: "survey", id: ids.ayse, createdAt: rows.ayse.createdAt! });
    expect(await listIds(`q=${reference.toLowerCase()}`)).toEqual([ids.ayse]);
    expect(await listIds("q=KSF-2026-9999999999")).toEqual([]);
    // LIKE wildcards are text, not patterns.
    expect(await listIds("q=%25")).toEqual([]);
  });

  it("finds a lead by any part of its reference, as staff type it (issue 27 item 10)", async () => {
    const reference = (key: keyof typeof ids) => leadReference({ type: rows[key].type, id: ids[key], createdAt: rows[key].createdAt! });
    expect(await listIds("q=KSF-2026")).toEqual([ids.mehmet, ids.ayse]);
    expect(await listIds("q=tkl-2026")).toEqual([ids.ismail]);
    expect(await listIds("q=ILT")).toEqual([ids.formula]);
    expect(await listIds(`q=${String(ids.ismail).padStart(6, "0")}`)).toEqual([ids.ismail]);
    expect(await listIds(`q=${reference("mehmet").slice(-9)}`)).toEqual([ids.mehmet]);
    expect(await listIds(`q=${reference("ayse")}`)).toEqual([ids.ayse]);
    expect(await listIds("q=KSF-2025")).toEqual([]);
    expect(await listIds("q=TKL-2026-000000000")).toEqual([]);
  });

  it("spells the reference in SQL as leadReference does: the year is the office's (UTC+3)", async () => {
    const { db } = getDatabase();
    // 21:30 UTC on 31 December 2025 is 00:30 on 1 January 2026 in Istanbul.
    const [newYear] = await db
      .insert(leads)
      .values({ ...base, type: "survey", name: "Yılbaşı Talebi", createdAt: new Date("2025-12-31T21:30:00Z") })
      .returning({ id: leads.id, type: leads.type, createdAt: leads.createdAt });
    try {
      const spelled = await db.select({ id: leads.id, type: leads.type, createdAt: leads.createdAt, reference: leadReferenceSql }).from(leads);
      expect(spelled).toHaveLength(5);
      for (const row of spelled) expect(row.reference).toBe(leadReference(row));
      expect(spelled.find((row) => row.id === newYear!.id)!.reference).toBe(`KSF-2026-${String(newYear!.id).padStart(6, "0")}`);
      expect(await listIds("q=KSF-2026")).toEqual([ids.mehmet, ids.ayse, newYear!.id]);
    } finally {
      await db.delete(leads).where(eq(leads.id, newYear!.id));
    }
  });

  it("lists only open leads whose follow-up day has passed with overdue=1", async () => {
    expect(await listIds("overdue=1")).toEqual([ids.ismail]);
  });

  it("refuses malformed, unknown and repeated parameters with Turkish messages", async () => {
    expect((await fieldErrors("status=archived")).status).toEqual(["Geçerli bir durum seçin."]);
    expect((await fieldErrors("type=email")).type).toEqual(["Geçerli bir talep türü seçin."]);
    expect((await fieldErrors("district=ankara")).district).toEqual(["Geçerli bir ilçe seçin."]);
    expect((await fieldErrors("from=01.11.2026")).from).toEqual(["Başlangıç tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır."]);
    expect((await fieldErrors("from=2026-11-05&to=2026-11-01")).to).toEqual(["Bitiş tarihi başlangıç tarihinden önce olamaz."]);
    expect((await fieldErrors(`q=${"a".repeat(101)}`)).q).toEqual(["En fazla 100 karakter olabilir."]);
    expect((await fieldErrors("sort=name")).sort).toEqual(["Bilinmeyen parametre."]);
    expect((await fieldErrors("status=new&status=won")).status).toEqual(["Birden fazla kez verildi."]);
  });

  it("exports the filtered leads as CSV: UTF-8 with BOM, `;`, formulas escaped, behind the session", async () => {
    const response = await send("GET", "/api/admin/leads/export.csv?district=izmit");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="talepler-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...data] = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data as [string[], ...string[][]];
    const column = (name: string) => data.map((row) => row[header.indexOf(name)]);
    expect(column("Ad soyad")).toEqual(["Mehmet Öz", "İsmail Işık"]);
    expect(column("Telefon")).toEqual(["0555 111 22 33", "0262 321 00 00"]);
    expect(column("Kaybedilme nedeni")).toEqual(["'+SUM(1)", ""]);
    expect(column("Kaynak")).toEqual(["HDD hesaplama aracı", `Ürün sayfası #${productId}`]);

    const formula = await send("GET", "/api/admin/leads/export.csv?type=contact");
    expect(await formula.text()).toContain(`'=HYPERLINK(""https://evil.example"",""tıkla"")`);
    expect((await send("GET", "/api/admin/leads/export.csv?status=archived")).status).toBe(400);
    expect((await request("/api/admin/leads/export.csv")).status).toBe(401);
  });

  it("counts for the dashboard: new leads, this month by type and district, overdue follow-ups", async () => {
    expect(await getLeadStats(getDatabase().db, new Date("2026-11-24T12:00:00Z"))).toEqual({
      newLeads: 1,
      thisMonth: {
        from: "2026-11-01",
        total: 3,
        byType: { quote: 1, survey: 2, contact: 0 },
        byDistrict: [
          { district: "izmit", count: 2 },
          { district: "gebze", count: 1 },
        ],
        bySource: [
          { source: "calculator", label: "HDD hesaplama aracı", count: 1 },
          { source: "district:gebze", label: "İlçe sayfası: Gebze", count: 1 },
          { source: `product:${productId}`, label: `Ürün: AHD Kamera 2MP (#${productId})`, count: 1 },
        ],
      },
      overdueFollowUps: 1,
    });
    // On 14 November İsmail's follow-up (the 15th) is not due yet.
    expect((await getLeadStats(getDatabase().db, new Date("2026-11-14T12:00:00Z"))).overdueFollowUps).toBe(0);
    const response = await send("GET", "/api/admin/leads/stats");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ newLeads: 1, overdueFollowUps: 1 });
    expect((await request("/api/admin/leads/stats")).status).toBe(401);
  });
});

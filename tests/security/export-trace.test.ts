import { Writable } from "node:stream";
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { auditLog } from "#app/db/schema/site";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { hashPassword } from "#app/features/auth/password.server";
import { createLogger } from "#server/logger";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, signIn } from "#tests/support/test-app";

/*
 * Issue 27 item 19: bulk exports of personal data (the leads and newsletter CSVs) leave a trace:
 * an audit row and a security log event, each naming who exported what, with which filter.
 */

type LogLine = Record<string, unknown> & { event?: string };

describeEachDatabase("CSV exports leave a trace", (getDatabase) => {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as LogLine));
      done();
    },
  });
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let cookie = "";
  let adminId = 0;
  const exports = () => lines.filter((line) => line.event === "admin.export");
  const lastAudit = async () => (await getDatabase().db.select().from(auditLog).where(eq(auditLog.action, "csv-export")).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    const { db } = getDatabase();
    await seedDemoContent(db);
    const [admin] = await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) }).returning({ id: users.id });
    adminId = admin!.id;
    ({ request } = await createAppOver(getDatabase(), {}, { logger: createLogger("info", sink) }));
    cookie = await signIn(request);
    await request("/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "abone@example.com" }) });
  });

  it("the leads export writes an audit row and an admin.export event with the user, the filter and the row count", async () => {
    const response = await request("/api/admin/leads/export.csv?status=new&q=Ay%C5%9Fe", { headers: { cookie } });
    expect(response.status).toBe(200);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ userId: adminId, username: ADMIN.username, entityType: "lead", details: { filter: { status: "new", q: "Ayşe" }, rows: 0 } });
    const [event] = exports();
    expect(event).toMatchObject({ event: "admin.export", entityType: "lead", userId: adminId, username: ADMIN.username, rows: 0, ip: "127.0.0.1" });
    expect(event!.filter).toEqual({ status: "new", q: "Ayşe" });
  });

  it("the newsletter export writes them too, with its row count", async () => {
    expect((await request("/api/admin/newsletter/export.csv", { headers: { cookie } })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ userId: adminId, entityType: "newsletter-subscriber", details: { filter: {}, rows: 1 } });
    expect(exports().at(-1)).toMatchObject({ entityType: "newsletter-subscriber", username: ADMIN.username, rows: 1, filter: {} });
  });

  it("a refused export (no session, a bad filter) leaves no export trace", async () => {
    const before = exports().length;
    expect((await request("/api/admin/leads/export.csv")).status).toBe(401);
    expect((await request("/api/admin/newsletter/export.csv")).status).toBe(401);
    expect((await request("/api/admin/leads/export.csv?status=bilinmeyen", { headers: { cookie } })).status).toBe(400);
    expect(exports()).toHaveLength(before);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { newsletterSubscribers } from "#app/db/schema/contact";
import { describeSignedIn } from "#tests/support/test-app";

describeSignedIn("admin newsletter API", (ctx) => {
  beforeAll(async () => {
    await ctx.database.db.insert(newsletterSubscribers).values([
      { email: "ayse@ornek.example", marketingConsent: true, consentedAt: new Date("2026-11-20T09:30:00Z"), createdAt: new Date("2026-11-20T09:30:00Z") },
      { email: "=HYPERLINK(\"http://kotu.example\")@x.example", createdAt: new Date("2026-11-21T10:00:00Z") },
    ]);
  });

  const { send } = ctx;

  it("lists subscribers newest first with their consent", async () => {
    const response = await send("GET", "/api/admin/newsletter");
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { email: string; marketingConsent: boolean }[];
    expect(rows.map((row) => row.email)).toEqual(['=HYPERLINK("http://kotu.example")@x.example', "ayse@ornek.example"]);
    expect(rows[1]!.marketingConsent).toBe(true);
  });

  it("exports CSV for Excel: BOM, semicolons, Istanbul times, Turkish headers, formulas neutralised", async () => {
    const response = await send("GET", "/api/admin/newsletter/export.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="bulten-aboneleri-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("E-posta;Pazarlama izni;İzin tarihi;Kayıt tarihi");
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://kotu.example"")@x.example";Hayır;;21.11.2026 13:00`);
    expect(lines[2]).toBe("ayse@ornek.example;Evet;20.11.2026 12:30;20.11.2026 12:30");
  });

  it("deletes a subscriber, then answers 404 for it", async () => {
    const [row] = await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "ayse@ornek.example"));
    expect((await send("DELETE", `/api/admin/newsletter/${row!.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/newsletter/${row!.id}`)).status).toBe(404);
    expect(await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id))).toHaveLength(0);
  });
});

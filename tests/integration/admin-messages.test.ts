import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#app/db/schema/contact";
import { contactFormSchema } from "#app/features/contact/contact.schema";
import { saveContactMessage } from "#app/features/contact/contact.server";
import { describeSignedIn } from "#tests/support/test-app";

describeSignedIn("admin messages and audit", (ctx) => {
  let messageId: number;
  beforeAll(async () => {
    ({ id: messageId } = await saveContactMessage(
      ctx.database.db,
      contactFormSchema.parse({ name: "Ayşe Yılmaz", email: "ayse@example.com", subject: "fiyat-teklifi", message: "Fabrikamız için 16 kameralık teklif." }),
      { ipAddress: "203.0.113.5" },
    ));
  });

  const { send } = ctx;

  describe("messages inbox", () => {
    it("lists messages and counts the unread on the dashboard stats", async () => {
      const list = (await (await send("GET", "/api/admin/messages")).json()) as { id: number; isRead: boolean; subject: string }[];
      expect(list).toEqual([expect.objectContaining({ id: messageId, isRead: false, subject: "fiyat-teklifi" })]);
      const stats = await (await send("GET", "/api/admin/data-management/stats")).json();
      expect(stats.messages.unread).toBe(1);
    });

    it("marks read and unread with PATCH, changing no other column", async () => {
      const rowOf = async () => (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, messageId)))[0]!;
      const { updatedAt: _before, ...before } = await rowOf();
      expect((await send("PATCH", `/api/admin/messages/${messageId}`, { isRead: true, name: "Başka", message: "değişti" })).status).toBe(200);
      const { updatedAt: _after, ...after } = await rowOf();
      expect(after).toEqual({ ...before, isRead: true });
      expect((await (await send("GET", "/api/admin/data-management/stats")).json()).messages.unread).toBe(0);
      expect((await send("PATCH", `/api/admin/messages/${messageId}`, { isRead: "evet" })).status).toBe(400);
    });

    it("deletes a message", async () => {
      expect((await send("DELETE", `/api/admin/messages/${messageId}`)).status).toBe(204);
      expect(await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, messageId))).toEqual([]);
      expect((await send("PATCH", `/api/admin/messages/${messageId}`, { isRead: true })).status).toBe(404);
    });

    it("rejects line breaks in header-bound fields and unknown subjects", () => {
      const base = { name: "A", email: "a@example.com", subject: "diger", message: "x" };
      expect(contactFormSchema.safeParse({ ...base, name: "A\r\nBcc: x@example.com" }).success).toBe(false);
      expect(contactFormSchema.safeParse({ ...base, subject: "spam" }).success).toBe(false);
      expect(contactFormSchema.safeParse(base).success).toBe(true);
    });
  });

  describe("audit log", () => {
    it("records the admin writes, newest first", async () => {
      const entries = (await (await send("GET", "/api/admin/audit")).json()) as { action: string; entityType: string; username: string }[];
      expect(entries[0]).toMatchObject({ action: "delete", entityType: "contact-message", username: "yonetici" });
      expect(entries.map((entry) => entry.action)).toContain("mark-read");
    });
  });
});

import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Lead } from "#app/db/schema/leads";
import { deliverLeadWebhook, leadEmailText, leadWebhookBody, leadWebhookSignature, type CreatedLead } from "./lead-notifications.server";

const createdAt = new Date("2026-11-24T09:30:00Z");
const lead: CreatedLead = {
  id: 7,
  reference: "ILT-2026-000007",
  type: "contact",
  status: "new",
  name: "Ayşe Yılmaz",
  phone: null,
  email: "ayse@firma.example",
  company: null,
  district: null,
  address: null,
  note: "Fabrikamız için <b>teklif</b> istiyoruz.",
  preferredChannel: null,
  details: { subject: "Fiyat Teklifi", phoneAsTyped: "+49 30 1234567" },
  sourcePage: "/iletisim",
  referrer: null,
  utmSource: "bulten",
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  consentedAt: createdAt,
  statusChangedAt: null,
  statusChangedBy: null,
  lostReason: "gizli",
  followUpOn: null,
  internalNotes: "yalnızca personel",
  createdAt,
  updatedAt: createdAt,
} satisfies Lead & { reference: string };

const silentLog = { error: () => {}, warn: () => {} };

describe("the lead webhook", () => {
  it("signs `<timestamp>.<body>` with HMAC-SHA256, hex, prefixed sha256=", () => {
    const body = '{"a":1}';
    expect(leadWebhookSignature("s".repeat(32), "1764000000", body)).toBe(`sha256=${createHmac("sha256", "s".repeat(32)).update(`1764000000.${body}`).digest("hex")}`);
  });

  it("sends the event, reference, type, time and the visitor's fields, never the staff's", () => {
    const body = JSON.parse(leadWebhookBody(lead)) as Record<string, unknown> & { lead: Record<string, unknown> };
    expect(body).toMatchObject({ event: "lead.created", reference: "ILT-2026-000007", type: "contact", createdAt: "2026-11-24T09:30:00.000Z" });
    expect(body.lead).toMatchObject({ name: "Ayşe Yılmaz", note: lead.note, details: lead.details, sourcePage: "/iletisim", utmSource: "bulten" });
    expect(JSON.stringify(body)).not.toMatch(/gizli|yalnızca personel|status/);
  });

  it("retries a 5xx and a failed connection with the given waits, each attempt freshly signed", async () => {
    const answers: (number | Error)[] = [500, new Error("connection reset"), 204];
    const seen: Record<string, string>[] = [];
    await deliverLeadWebhook(
      lead,
      {
        url: "https://crm.example/hook",
        secret: "s".repeat(32),
        retryDelaysMs: [1, 1],
        post: async (_url, { headers, body }) => {
          seen.push(headers);
          expect(headers["x-lead-signature"]).toBe(leadWebhookSignature("s".repeat(32), headers["x-lead-timestamp"]!, body));
          const answer = answers.shift()!;
          if (answer instanceof Error) throw answer;
          return { status: answer };
        },
      },
      silentLog,
    );
    expect(seen).toHaveLength(3);
  });

  it("gives up after three attempts, and at once on a 4xx that will not change", async () => {
    let attempts = 0;
    const failing = (status: number) => ({
      url: "https://crm.example/hook",
      secret: "s".repeat(32),
      retryDelaysMs: [1, 1],
      post: async () => {
        attempts++;
        return { status };
      },
    });
    await expect(deliverLeadWebhook(lead, failing(503), silentLog)).rejects.toThrow("the webhook failed 3 times, last with: HTTP 503");
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(deliverLeadWebhook(lead, failing(401), silentLog)).rejects.toThrow("HTTP 401");
    expect(attempts).toBe(1);
  });
});

describe("the lead e-mail", () => {
  it("lists what the lead carries, the phone as typed when it is not Turkish, and links the inbox by reference", () => {
    const text = leadEmailText(lead, "https://www.ornek.example");
    expect(text).toContain("Talep no: ILT-2026-000007\nTür: İletişim formu\nKonu: Fiyat Teklifi\nAd soyad: Ayşe Yılmaz\nTelefon: +49 30 1234567");
    expect(text).toContain("Fabrikamız için <b>teklif</b> istiyoruz.");
    expect(text).not.toContain("İlçe:");
    expect(text).toMatch(/https:\/\/www\.ornek\.example\/n1_admin\/leads\?q=ILT-2026-000007$/);
  });
});

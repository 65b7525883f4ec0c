import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactMessages } from "#app/db/schema/contact";
import { leads } from "#app/db/schema/leads";
import { leadWebhookSignature } from "#app/features/leads/lead-notifications.server";
import { surveyDays } from "#app/features/leads/survey-calendar";
import { describeEachDatabase } from "#tests/setup/test-database";
import { eventually, startSmtpSink } from "#tests/support/smtp-sink";
import { createAppOver, TEST_ORIGIN } from "#tests/support/test-app";

/*
 * Issue 19 item 4: every new lead (survey, contact) is e-mailed to the company address and POSTed,
 * signed, to the webhook, after it is stored and without the visitor waiting; a failure is logged
 * and never loses the lead. On PGlite and PostgreSQL, with a loopback SMTP sink and webhook receiver.
 */

const SECRET = "webhook-secret-webhook-secret-0123456789";

type Delivery = { headers: IncomingMessage["headers"]; body: string; validSignature: boolean };

/** A webhook receiver that checks each signature and answers 500 to the first delivery of each lead. */
async function startWebhookReceiver() {
  const deliveries: Delivery[] = [];
  const failedOnce = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const timestamp = String(request.headers["x-lead-timestamp"]);
      const validSignature =
        request.headers["x-lead-signature"] === leadWebhookSignature(SECRET, timestamp, body) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
      deliveries.push({ headers: request.headers, body, validSignature });
      const { reference } = JSON.parse(body) as { reference: string };
      const first = !failedOnce.has(reference);
      failedOnce.add(reference);
      response.writeHead(validSignature && !first ? 204 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { deliveries, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/talepler`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const surveyForm = (name: string) =>
  new URLSearchParams({
    services: "cctv",
    siteType: "ev",
    district: "izmit",
    preferredDate: surveyDays(new Date())[0]!.value,
    name,
    phone: "0532 123 45 67",
    email: "ziyaretci@example.com",
    consent: "on",
    sourcePage: "/izmit-guvenlik-sistemleri",
  });

describeEachDatabase("lead notifications", (getDatabase) => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let ip = 0;

  beforeAll(async () => {
    [smtp, webhook] = await Promise.all([startSmtpSink(), startWebhookReceiver()]);
    ({ request } = await createAppOver(getDatabase(), {
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_WEBHOOK_ALLOW_PRIVATE: "1",
    }));
  });
  afterAll(async () => {
    await Promise.all([smtp.close(), webhook.close()]);
  });

  it("a survey request is e-mailed and POSTed signed to the webhook, which is retried after a 500", async () => {
    const response = await request("/ucretsiz-kesif", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": `198.51.100.${++ip}` },
      body: surveyForm("Ayşe Yılmaz"),
    });
    expect(response.status).toBe(303);
    const reference = new URL(response.headers.get("location")!, TEST_ORIGIN).searchParams.get("no")!;
    await eventually(() => webhook.deliveries.filter((delivery) => delivery.body.includes(reference)).length === 2 && smtp.received.some((mail) => mail.raw.includes(reference)));

    const attempts = webhook.deliveries.filter((delivery) => delivery.body.includes(reference));
    expect(attempts.map((attempt) => attempt.validSignature)).toEqual([true, true]);
    expect(attempts[0]!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(attempts[1]!.body)).toMatchObject({
      event: "lead.created",
      reference,
      type: "survey",
      lead: { name: "Ayşe Yılmaz", phone: "+905321234567", district: "izmit", sourcePage: "/izmit-guvenlik-sistemleri", details: { services: ["cctv"], siteType: "ev" } },
    });
    const mail = smtp.received.find((message) => message.raw.includes(reference))!.raw;
    expect(mail).toMatch(/^To: bilgi@ornekguvenlik\.example$/m);
    expect(mail).toMatch(/^Reply-To: .*<ziyaretci@example\.com>$/m);
  });

  it("a contact message is also a contact lead, written in the same transaction, its source the page it was sent from", async () => {
    const response = await request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++ip}`, referer: `${TEST_ORIGIN}/iletisim?utm_source=bulten&utm_medium=email` },
      body: JSON.stringify({
        name: "Mehmet Öz",
        email: "mehmet@example.com",
        phone: "0262 321 00 00",
        subject: "fiyat-teklifi",
        message: "Depomuz için 16 kamera.",
      }),
    });
    expect(response.status).toBe(201);
    const { db } = getDatabase();
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.name, "Mehmet Öz"));
    const [lead] = await db.select().from(leads).where(eq(leads.name, "Mehmet Öz"));
    expect(message).toMatchObject({ subject: "fiyat-teklifi", message: "Depomuz için 16 kamera." });
    expect(lead).toMatchObject({
      type: "contact",
      status: "new",
      phone: "+902623210000",
      email: "mehmet@example.com",
      note: "Depomuz için 16 kamera.",
      details: { subject: "Fiyat Teklifi" },
      sourcePage: "/iletisim?utm_source=bulten&utm_medium=email",
      utmSource: "bulten",
      utmMedium: "email",
    });
    const reference = `ILT-${new Date().getFullYear()}-${String(lead!.id).padStart(6, "0")}`;
    await eventually(() => webhook.deliveries.some((delivery) => delivery.body.includes(reference) && delivery.validSignature) && smtp.received.some((mail) => mail.raw.includes(reference)));
    expect(JSON.parse(webhook.deliveries.find((delivery) => delivery.body.includes(reference))!.body)).toMatchObject({ type: "contact", lead: { details: { subject: "Fiyat Teklifi" } } });
  });

  it("a contact form's hidden source fields win over the Referer; a phone that is not Turkish is kept as typed", async () => {
    const response = await request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++ip}`, referer: `${TEST_ORIGIN}/iletisim` },
      body: JSON.stringify({
        name: "Hans Yabancı",
        email: "hans@example.com",
        phone: "+49 30 1234567",
        subject: "diger",
        message: "Merhaba",
        sourcePage: "/urun/12",
        referrer: "https://www.google.com/",
        utmCampaign: "kis-kampanyasi",
      }),
    });
    expect(response.status).toBe(201);
    const [lead] = await getDatabase().db.select().from(leads).where(eq(leads.name, "Hans Yabancı"));
    expect(lead).toMatchObject({ phone: null, details: { phoneAsTyped: "+49 30 1234567" }, sourcePage: "/urun/12", referrer: "https://www.google.com/", utmCampaign: "kis-kampanyasi" });
  });
});

describeEachDatabase("lead notifications that fail", (getDatabase) => {
  const logLines: string[] = [];
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let closedPort: number;

  beforeAll(async () => {
    // A port nobody listens on: the SMTP server is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    ({ request } = await createAppOver(
      getDatabase(),
      { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${closedPort}`, LEAD_WEBHOOK_URL: "http://127.0.0.1:9/talepler", LEAD_WEBHOOK_SECRET: SECRET },
      { logger: pino({ level: "info" }, { write: (line: string) => logLines.push(line) }) },
    ));
  });

  it("a loopback webhook is refused without LEAD_WEBHOOK_ALLOW_PRIVATE and a dead SMTP server fails: both logged, the lead stored", async () => {
    const started = Date.now();
    const response = await request("/ucretsiz-kesif", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": "198.51.100.200" },
      body: surveyForm("Zeynep Kaya"),
    });
    expect(response.status).toBe(303);
    // The visitor does not wait for the three webhook attempts (1 s and 2 s apart).
    expect(Date.now() - started).toBeLessThan(2_500);
    const [lead] = await getDatabase().db.select().from(leads).where(eq(leads.name, "Zeynep Kaya"));
    expect(lead).toMatchObject({ type: "survey", status: "new" });

    const logged = (message: string) => logLines.map((line) => JSON.parse(line) as { msg: string; reference?: string; err?: { message: string } }).find((entry) => entry.msg === message);
    await eventually(() => Boolean(logged("lead webhook failed") && logged("lead notification e-mail failed")));
    expect(logged("lead webhook failed")!.err!.message).toMatch(/the webhook failed 3 times, last with: Güvenlik nedeniyle engellendi: 127\.0\.0\.1:9 iç ağ adresi\./);
    expect(logged("lead webhook failed")!.reference).toMatch(/^KSF-\d{4}-\d{6}$/);
    expect(logged("lead notification e-mail failed")!.err!.message).toMatch(/ECONNREFUSED|connect/i);
  });
});

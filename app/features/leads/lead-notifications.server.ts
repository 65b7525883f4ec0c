import { createHmac } from "node:crypto";
import type { Lead } from "#app/db/schema/leads";
import { oneLine, sendMail, siteSender } from "#app/http/mail.server";
import { formatTurkishPhone } from "#app/lib/turkish-phone";
import { leadDistrictLabel } from "./lead-districts";
import { SITE_TYPES, SURVEY_SERVICES, TIME_WINDOWS } from "./lead-fields";
import { LEAD_TYPE_LABELS } from "./leads.resource";

/** A lead as it was committed, with its reference: what every notification is about. */
export type CreatedLead = Lead & { reference: string };

/** Tells staff about a new lead. Resolves when every channel has finished; never rejects (failures are logged). */
export type LeadNotifier = (lead: CreatedLead) => Promise<void>;

export type LeadEmailSetup = {
  smtpUrl: string;
  siteOrigin: string;
  /** The company's address and name, read from the site settings when a lead arrives. */
  recipient: () => Promise<{ to: string; companyName: string }>;
};

/** One POST to the webhook; throws when the request could not be made (refused address, timeout…). */
export type WebhookPost = (url: string, init: { headers: Record<string, string>; body: string }) => Promise<{ status: number }>;

export type LeadWebhookSetup = {
  url: string;
  secret: string;
  post: WebhookPost;
  /** The waits before the second and third attempt. */
  retryDelaysMs?: readonly number[];
};

type NotificationLog = { error: (details: object, message: string) => void; warn: (details: object, message: string) => void };

export const WEBHOOK_RETRY_DELAYS_MS = [1_000, 2_000] as const;
export const WEBHOOK_SIGNATURE_HEADER = "x-lead-signature";
export const WEBHOOK_TIMESTAMP_HEADER = "x-lead-timestamp";

/**
 * The notifications of a new lead: an e-mail to the company address when SMTP is configured and a
 * signed webhook when one is. Each runs on its own; a failure is logged with the lead's reference.
 */
export function createLeadNotifier({ email, webhook, log }: { email?: LeadEmailSetup; webhook?: LeadWebhookSetup; log: NotificationLog }): LeadNotifier {
  return async (lead) => {
    await Promise.all([
      email && sendLeadEmail(lead, email).catch((error: unknown) => log.error({ err: error, reference: lead.reference }, "lead notification e-mail failed")),
      webhook && deliverLeadWebhook(lead, webhook, log).catch((error: unknown) => log.error({ err: error, reference: lead.reference }, "lead webhook failed")),
    ]);
  };
}

const label = (labels: Record<string, string>, value: string | undefined) => (value ? (labels[value] ?? value) : undefined);

/** The lead as plain text lines for the e-mail: only what it carries. */
export function leadEmailText(lead: CreatedLead, siteOrigin: string): string {
  const { services, siteType, preferredDate, timeWindow, summary, subject, phoneAsTyped } = lead.details;
  const fields: [string, string | null | undefined][] = [
    ["Talep no", lead.reference],
    ["Tür", LEAD_TYPE_LABELS[lead.type]],
    ["Konu", subject],
    ["Ad soyad", lead.name],
    ["Telefon", lead.phone ? formatTurkishPhone(lead.phone) : phoneAsTyped],
    ["E-posta", lead.email],
    ["Firma", lead.company],
    ["İlçe", leadDistrictLabel(lead.district)],
    ["Adres", lead.address],
    ["Hizmetler", services?.map((service) => label(SURVEY_SERVICES, service)).join(", ")],
    ["Mekân", label(SITE_TYPES, siteType)],
    ["Tercih edilen gün", [preferredDate, label(TIME_WINDOWS, timeWindow)].filter(Boolean).join(" · ")],
    ["Kurulum özeti", summary],
    ["Kaynak sayfa", lead.sourcePage],
    ["Yönlendiren", lead.referrer],
  ];
  return [
    ...fields.filter((field): field is [string, string] => Boolean(field[1])).map(([name, value]) => `${name}: ${value}`),
    ...(lead.note ? ["", lead.note] : []),
    "",
    `Yönetim panelinde açın: ${siteOrigin}/n1_admin/leads?q=${lead.reference}`,
  ].join("\n");
}

/** The e-mail to the company address: plain text, the visitor's address (if any) as the Reply-To. */
export async function sendLeadEmail(lead: CreatedLead, { smtpUrl, siteOrigin, recipient }: LeadEmailSetup) {
  const { to, companyName } = await recipient();
  const subject = lead.details.subject ? `${LEAD_TYPE_LABELS[lead.type]} (${lead.details.subject})` : LEAD_TYPE_LABELS[lead.type];
  await sendMail(smtpUrl, {
    from: siteSender(companyName, siteOrigin),
    to,
    ...(lead.email && { replyTo: { name: oneLine(lead.name), address: lead.email } }),
    subject: `Yeni talep ${lead.reference}: ${subject} — ${lead.name}`,
    text: leadEmailText(lead, siteOrigin),
  });
}

/** The webhook's JSON body: the event, the reference, the type, when, and the visitor's fields (not the staff's). */
export function leadWebhookBody(lead: CreatedLead): string {
  return JSON.stringify({
    event: "lead.created",
    reference: lead.reference,
    type: lead.type,
    createdAt: lead.createdAt.toISOString(),
    lead: {
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      company: lead.company,
      district: lead.district,
      address: lead.address,
      note: lead.note,
      preferredChannel: lead.preferredChannel,
      details: lead.details,
      sourcePage: lead.sourcePage,
      referrer: lead.referrer,
      utmSource: lead.utmSource,
      utmMedium: lead.utmMedium,
      utmCampaign: lead.utmCampaign,
      utmTerm: lead.utmTerm,
      utmContent: lead.utmContent,
    },
  });
}

/** `sha256=` and the hex HMAC-SHA256, keyed with the secret, of `<timestamp>.<body>` (timestamp in Unix seconds). */
export function leadWebhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A 4xx other than 408 and 429 will not change by sending the same body again. */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * POSTs the lead to the webhook, signed, until a 2xx answer: at most 1 + `retryDelaysMs.length`
 * attempts, each signed with its own timestamp. Throws when every attempt failed, or at once on a
 * final refusal (a 4xx other than 408/429).
 */
export async function deliverLeadWebhook(lead: CreatedLead, { url, secret, post, retryDelaysMs = WEBHOOK_RETRY_DELAYS_MS }: LeadWebhookSetup, log: NotificationLog) {
  const body = leadWebhookBody(lead);
  /** null when delivered, else why not. */
  const attemptOnce = async (): Promise<string | null> => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      "content-type": "application/json",
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: leadWebhookSignature(secret, timestamp, body),
    };
    const answer = await post(url, { headers, body }).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    if (typeof answer === "string") return answer;
    if (answer.status >= 200 && answer.status < 300) return null;
    if (isFinalRefusal(answer.status)) throw new Error(`the webhook refused the lead with HTTP ${answer.status}`);
    return `HTTP ${answer.status}`;
  };
  for (let attempt = 1; ; attempt++) {
    const failure = await attemptOnce();
    if (failure === null) return;
    if (attempt > retryDelaysMs.length) throw new Error(`the webhook failed ${attempt} times, last with: ${failure}`);
    log.warn({ reference: lead.reference, attempt, failure }, "lead webhook attempt failed; retrying");
    await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 1]));
  }
}

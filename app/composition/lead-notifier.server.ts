import type { AppServices, RequestFacts } from "#app/app-context.server";
import { createLeadNotifier, type LeadNotifier, type WebhookPost } from "#app/features/leads/lead-notifications.server";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server";
import { addressPolicy } from "#app/features/supplier-import/address-policy.server";

const WEBHOOK_USER_AGENT = "OrnekGuvenlikTalepBildirimi/1.0";
const WEBHOOK_PEER = { name: "Webhook alıcısı", place: "Webhook adresine" };

/**
 * The webhook's POST through the SSRF-safe fetcher (ADR 016): every resolved address is checked,
 * private and loopback ones refused unless LEAD_WEBHOOK_ALLOW_PRIVATE=1; 10 s and 64 KB at most,
 * no redirect followed. The fetcher (undici, robots.txt parsing) loads on the first webhook, as it
 * does on the first supplier import (ADR 027): most servers never send one.
 */
function safeWebhookPost(allowPrivate: boolean): WebhookPost {
  return async (url, init) => {
    const { createSafeFetcher, DEFAULT_FETCH_LIMITS } = await import("#app/features/supplier-import/safe-fetch.server");
    const fetcher = createSafeFetcher({
      policy: addressPolicy({ allowPrivate }),
      limits: { ...DEFAULT_FETCH_LIMITS, maxBytes: 64 * 1024, maxRedirects: 0, concurrency: 1, delayMs: 0 },
      userAgent: WEBHOOK_USER_AGENT,
      peer: WEBHOOK_PEER,
    });
    try {
      return await fetcher.post(url, init);
    } finally {
      await fetcher.close();
    }
  };
}

/** The services a lead notification is sent with. */
export type LeadNotifierServices = Pick<AppServices, "db" | "smtpUrl" | "siteOrigin" | "leadWebhook">;

/** How this server tells staff about a new lead: e-mail when SMTP_URL is set, the webhook when LEAD_WEBHOOK_URL is. */
export function leadNotifierFor({ db, smtpUrl, siteOrigin, leadWebhook }: LeadNotifierServices, { logger }: Pick<RequestFacts, "logger">): LeadNotifier {
  return createLeadNotifier({
    email: smtpUrl
      ? {
          smtpUrl,
          siteOrigin,
          recipient: async () => {
            const settings = await getSiteSettings(db);
            return { to: settings.email, companyName: settings.companyName };
          },
        }
      : undefined,
    webhook: leadWebhook ? { url: leadWebhook.url, secret: leadWebhook.secret, post: safeWebhookPost(leadWebhook.allowPrivate) } : undefined,
    log: logger,
  });
}

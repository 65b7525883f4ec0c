import type { AppServices, RequestFacts } from "#app/app-context.server";
import { ONE_TIME_LINK_PATH, oneTimeLinkEmail } from "#app/features/auth/staff.server";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server";
import { sendMail, siteSender } from "#app/http/mail.server";

type IssuedLink = { purpose: "invite" | "reset"; token: string; expiresAt: Date; name: string; email: string | null };

/**
 * The answer to an issued invitation or reset link: the URL (shown once) and, when SMTP_URL is set
 * and the person has an address, the address it was also e-mailed to. A failed send is logged and
 * only leaves `emailedTo` null: the link shown on screen still works.
 */
export async function deliverOneTimeLink(
  { db, smtpUrl, siteOrigin }: Pick<AppServices, "db" | "smtpUrl" | "siteOrigin">,
  { logger }: Pick<RequestFacts, "logger">,
  link: IssuedLink,
) {
  const url = `${siteOrigin}${ONE_TIME_LINK_PATH}/${link.token}`;
  let emailedTo: string | null = null;
  if (smtpUrl && link.email) {
    try {
      const { companyName } = await getSiteSettings(db);
      await sendMail(smtpUrl, { from: siteSender(companyName, siteOrigin), to: link.email, ...oneTimeLinkEmail({ ...link, url, companyName }) });
      emailedTo = link.email;
    } catch (error) {
      logger.error({ err: error, purpose: link.purpose }, "one-time link e-mail failed");
    }
  }
  return { url, expiresAt: link.expiresAt.toISOString(), emailedTo };
}

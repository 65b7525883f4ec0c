/** A plain-text e-mail: the address fields as nodemailer takes them. */
export type MailMessage = {
  from: { name: string; address: string };
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
};

/** Header values come from single-line fields; this only makes sure of it. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

/** The site's sender: "<name> web sitesi" <no-reply@the site's host>. */
export function siteSender(companyName: string, siteOrigin: string): MailMessage["from"] {
  return { name: `${oneLine(companyName)} web sitesi`, address: `no-reply@${new URL(siteOrigin).hostname}` };
}

/** Sends one e-mail through SMTP_URL; rejects when the server refuses it or cannot be reached. */
export async function sendMail(smtpUrl: string, message: MailMessage) {
  // Loaded on the first e-mail: a server without SMTP never holds it in memory (ADR 027).
  const { default: nodemailer } = await import("nodemailer");
  // Bounded waits; nobody waits for this send, but a hung server must not keep the connection forever.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 });
  try {
    await transport.sendMail({ ...message, subject: oneLine(message.subject) });
  } finally {
    transport.close();
  }
}

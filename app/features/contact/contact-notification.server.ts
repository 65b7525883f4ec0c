import nodemailer from "nodemailer";
import { CONTACT_SUBJECTS } from "./contact-messages";
import type { ContactFormValues } from "./contact.schema";

export type ContactNotification = { smtpUrl: string; to: string; companyName: string; siteOrigin: string };

/**
 * E-mails staff about a new contact message when SMTP_URL is set. Plain text only; every header
 * value comes from fields the schema keeps on one line, and the visitor's address is the Reply-To.
 */
export async function sendContactNotification(message: ContactFormValues & { id: number }, { smtpUrl, to, companyName, siteOrigin }: ContactNotification) {
  // Bounded waits: the visitor's request waits for this send.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 });
  const host = new URL(siteOrigin).hostname;
  const subjectLabel = CONTACT_SUBJECTS[message.subject];
  try {
    await transport.sendMail({
      from: { name: `${companyName} web sitesi`, address: `no-reply@${host}` },
      to,
      replyTo: { name: message.name, address: message.email },
      subject: `Yeni iletişim mesajı: ${subjectLabel} — ${message.name}`,
      text: [
        `Ad soyad: ${message.name}`,
        `E-posta: ${message.email}`,
        `Telefon: ${message.phone || "-"}`,
        `Firma: ${message.company || "-"}`,
        `Konu: ${subjectLabel}`,
        "",
        message.message,
        "",
        `Yönetim panelinde okuyun: ${siteOrigin}/n1_admin/messages (mesaj #${message.id})`,
      ].join("\n"),
    });
  } finally {
    transport.close();
  }
}

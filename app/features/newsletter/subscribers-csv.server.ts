import Papa from "papaparse";

const istanbulDateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Istanbul" });

/**
 * The subscriber list as CSV for Excel in Turkey: UTF-8 with a byte-order mark, `;` separated,
 * and cells that start like a formula (`=`, `+`, `-`, `@`) escaped so a spreadsheet never runs them.
 */
export function subscribersCsv(rows: { email: string; marketingConsent: boolean; consentedAt: Date | null; createdAt: Date }[]): string {
  const records = rows.map((row) => ({
    "E-posta": row.email,
    "Pazarlama izni": row.marketingConsent ? "Evet" : "Hayır",
    "İzin tarihi": row.consentedAt ? istanbulDateTime.format(row.consentedAt) : "",
    "Kayıt tarihi": istanbulDateTime.format(row.createdAt),
  }));
  const csv = Papa.unparse(records.length > 0 ? records : { fields: ["E-posta", "Pazarlama izni", "İzin tarihi", "Kayıt tarihi"], data: [] }, {
    delimiter: ";",
    escapeFormulae: true,
    newline: "\r\n",
  });
  return `\uFEFF${csv}\r\n`;
}

import { excelCsv } from "#app/lib/excel-csv";

const istanbulDateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Istanbul" });

const FIELDS = ["E-posta", "Pazarlama izni", "İzin tarihi", "Kayıt tarihi"] as const;

/** The subscriber list as CSV for Excel in Turkey (`excelCsv`: BOM, `;`, formulas escaped). */
export function subscribersCsv(rows: { email: string; marketingConsent: boolean; consentedAt: Date | null; createdAt: Date }[]): Promise<string> {
  return excelCsv(
    FIELDS,
    rows.map((row) => [row.email, row.marketingConsent ? "Evet" : "Hayır", row.consentedAt ? istanbulDateTime.format(row.consentedAt) : "", istanbulDateTime.format(row.createdAt)]),
  );
}

import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { Lead } from "#app/db/schema/leads";
import { leadsCsv } from "./leads-csv";

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 123,
  type: "survey",
  status: "lost",
  name: "Ayşe Yılmaz",
  phone: "+905321234567",
  email: null,
  company: null,
  district: "gebze",
  address: null,
  note: null,
  preferredChannel: null,
  details: { services: ["cctv", "alarm"], siteType: "fabrika-depo", timeWindow: "12-15" },
  sourcePage: "/gebze-guvenlik-sistemleri",
  referrer: null,
  utmSource: "google",
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  consentedAt: new Date("2026-11-24T09:00:00Z"),
  statusChangedAt: null,
  statusChangedBy: null,
  lostReason: "Bütçe",
  followUpOn: "2026-12-01",
  internalNotes: null,
  createdAt: new Date("2026-11-24T09:00:00Z"),
  updatedAt: new Date("2026-11-24T09:00:00Z"),
  ...overrides,
});

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(1), { delimiter: ";", skipEmptyLines: true }).data;

describe("leadsCsv", () => {
  it("is UTF-8 with a byte-order mark, `;` separated, with Turkish headers and readable values", async () => {
    const csv = await leadsCsv([lead({})]);
    expect(csv.startsWith("\uFEFFTalep no;Tarih;Tür;Durum;Ad soyad;Telefon;")).toBe(true);
    const [header, row] = parse(csv) as [string[], string[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("Talep no")).toBe("KSF-2026-000123");
    expect(cell("Tarih")).toBe("24.11.2026 12:00");
    expect(cell("Tür")).toBe("Keşif talebi");
    expect(cell("Durum")).toBe("Kaybedildi");
    expect(cell("Telefon")).toBe("0532 123 45 67");
    expect(cell("İlçe")).toBe("Gebze");
    expect(cell("Hizmetler")).toBe("Güvenlik kamerası (CCTV), Hırsız alarm");
    expect(cell("Mekân")).toBe("Fabrika / depo");
    expect(cell("Saat aralığı")).toBe("12.00–15.00");
    expect(cell("Kaybedilme nedeni")).toBe("Bütçe");
  });

  it("escapes cells that a spreadsheet would run as a formula, in visitor and staff fields alike", async () => {
    const csv = await leadsCsv([lead({ name: '=HYPERLINK("https://evil.example","tıkla")', note: "+1+1", internalNotes: "@SUM(A1)", lostReason: "-2+3" })]);
    const [header, row] = parse(csv) as [string[], string[]];
    expect(row[header.indexOf("Ad soyad")]).toBe(`'=HYPERLINK("https://evil.example","tıkla")`);
    expect(row[header.indexOf("Not")]).toBe("'+1+1");
    expect(row[header.indexOf("İç notlar")]).toBe("'@SUM(A1)");
    expect(row[header.indexOf("Kaybedilme nedeni")]).toBe("'-2+3");
  });

  it("escapes a formula that continues on another line (the reviewer's survey address, issue 27 item 14)", async () => {
    const address = "=cmd|' /C calc'!A0\nx";
    const csv = await leadsCsv([lead({ address, note: "+HYPERLINK(\"https://evil.example\")\r\n2. satır", internalNotes: "-1\n-2" })]);
    const [header, row] = parse(csv) as [string[], string[]];
    expect(row[header.indexOf("Adres")]).toBe(`'${address}`);
    expect(row[header.indexOf("Not")]).toBe(`'+HYPERLINK("https://evil.example")\r\n2. satır`);
    expect(row[header.indexOf("İç notlar")]).toBe("'-1\n-2");
    expect(csv).not.toMatch(/;"=cmd/);
  });

  it("keeps line breaks and separators inside quoted cells", async () => {
    const [header, row] = parse(await leadsCsv([lead({ note: "ilk satır;\nikinci \"satır\"" })])) as [string[], string[]];
    expect(row[header.indexOf("Not")]).toBe('ilk satır;\nikinci "satır"');
  });
});

import { describe, expect, it } from "vitest";
import { LEAD_FIELD_MESSAGES } from "./lead-fields";
import { parseSurveyForm, parseSurveyPrefill } from "./survey-request.schema";

const DISTRICTS = ["gebze", "izmit", "diger"];
// Tuesday 24 November 2026, 10:00 in Kocaeli.
const NOW = new Date("2026-11-24T07:00:00Z");

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

const VALID = {
  services: ["cctv", "alarm"],
  siteType: "fabrika-depo",
  district: "gebze",
  address: "",
  preferredDate: "2026-11-25",
  timeWindow: "09-12",
  name: "Ayşe Yılmaz",
  phone: "0532 123 45 67",
  email: "",
  note: "",
  consent: "on",
};

describe("parseSurveyForm", () => {
  it("accepts a complete request, normalises the phone and drops empty optional fields", () => {
    const result = parseSurveyForm(form({ ...VALID, services: ["cctv", "alarm", "cctv"] }), { districts: DISTRICTS, now: NOW });
    expect(result).toEqual({
      ok: true,
      data: {
        services: ["cctv", "alarm"],
        siteType: "fabrika-depo",
        district: "gebze",
        preferredDate: "2026-11-25",
        timeWindow: "09-12",
        name: "Ayşe Yılmaz",
        phone: "+905321234567",
        consent: "on",
      },
    });
  });

  it("a day and a time window are optional", () => {
    const result = parseSurveyForm(form({ ...VALID, preferredDate: "", timeWindow: "" }), { districts: DISTRICTS, now: NOW });
    expect(result.ok && [result.data.preferredDate, result.data.timeWindow]).toEqual([undefined, undefined]);
  });

  it("answers a Turkish message for each wrong field and gives the values back", () => {
    const result = parseSurveyForm(
      form({ siteType: "saray", district: "istanbul", name: "A", phone: "12345", email: "yok@", preferredDate: "2026-11-29", timeWindow: "18-21", note: "x".repeat(2001) }),
      { districts: DISTRICTS, now: NOW },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      services: LEAD_FIELD_MESSAGES.services,
      siteType: LEAD_FIELD_MESSAGES.siteType,
      district: LEAD_FIELD_MESSAGES.district,
      // 29 November 2026 is a Sunday.
      preferredDate: LEAD_FIELD_MESSAGES.preferredDate,
      timeWindow: LEAD_FIELD_MESSAGES.timeWindow,
      name: LEAD_FIELD_MESSAGES.name,
      phone: LEAD_FIELD_MESSAGES.phone,
      email: LEAD_FIELD_MESSAGES.email,
      note: LEAD_FIELD_MESSAGES.note,
      consent: LEAD_FIELD_MESSAGES.consent,
    });
    expect(result.values).toMatchObject({ siteType: "saray", phone: "12345", consent: false, services: [] });
  });

  it("refuses today, a day beyond 30 days, a name with a line break and an unknown service", () => {
    const check = (fields: Record<string, string | string[]>) => {
      const result = parseSurveyForm(form({ ...VALID, ...fields }), { districts: DISTRICTS, now: NOW });
      return result.ok ? [] : Object.keys(result.fieldErrors);
    };
    expect(check({ preferredDate: "2026-11-24" })).toEqual(["preferredDate"]);
    expect(check({ preferredDate: "2026-12-25" })).toEqual(["preferredDate"]);
    expect(check({ preferredDate: "2026-12-24" })).toEqual([]);
    expect(check({ name: "Ayşe\nYılmaz" })).toEqual(["name"]);
    expect(check({ services: ["cctv", "uzay"] })).toEqual(["services"]);
  });
});

describe("parseSurveyPrefill", () => {
  it("takes a known district, known services and a summary from the address", () => {
    const params = new URLSearchParams({ ilce: "gebze", hizmet: "cctv,alarm,uzay,cctv", ozet: " 8 kamera, 30 gün, 4 MP: 12 TB " });
    expect(parseSurveyPrefill(params, { districts: DISTRICTS })).toEqual({ district: "gebze", services: ["cctv", "alarm"], summary: "8 kamera, 30 gün, 4 MP: 12 TB" });
    expect(parseSurveyPrefill(new URLSearchParams({ ilce: "ankara", hizmet: "x".repeat(500) }), { districts: DISTRICTS })).toEqual({});
  });
});

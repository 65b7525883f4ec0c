import { describe, expect, it } from "vitest";
import { contactFormSchema, parseContactForm, parseContactPrefill } from "./contact.schema";

describe("parseContactPrefill", () => {
  it("takes a known subject and the message", () => {
    expect(parseContactPrefill(new URLSearchParams("konu=fiyat-teklifi&mesaj=8+kamera%0A2%2C5+TB"))).toEqual({ subject: "fiyat-teklifi", message: "8 kamera\n2,5 TB" });
  });

  it("drops an unknown subject and an over-long message instead of failing", () => {
    expect(parseContactPrefill(new URLSearchParams({ konu: "bilinmeyen", mesaj: "x".repeat(5001) }))).toEqual({ subject: undefined, message: undefined });
    expect(parseContactPrefill(new URLSearchParams())).toEqual({ subject: undefined, message: undefined });
  });
});

describe("contactFormSchema", () => {
  it("trims the e-mail before checking it", () => {
    const parsed = contactFormSchema.parse({ name: "Ali", email: "  ali@ornek.example ", subject: "diger", message: "Merhaba" });
    expect(parsed.email).toBe("ali@ornek.example");
  });
});

describe("parseContactForm", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const valid = { name: "Ali Kaya", email: "ali@ornek.example", phone: "", company: "", subject: "diger", message: "Merhaba", website: "" };

  it("takes a valid post; empty optional fields are absent, the honeypot is passed on", () => {
    expect(parseContactForm(form(valid))).toEqual({
      ok: true,
      data: { name: "Ali Kaya", email: "ali@ornek.example", subject: "diger", message: "Merhaba", website: "" },
    });
    const spam = parseContactForm(form({ ...valid, website: "https://spam.example" }));
    expect(spam.ok && spam.data.website).toBe("https://spam.example");
  });

  it("names a line break in a one-line field in Turkish, with the field's own message for a required one", () => {
    const result = parseContactForm(form({ ...valid, name: "Ali\r\nBcc: x@example.com", company: "Firma\nBcc" }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { name: "Adınızı girin.", company: "Bu alan tek satır olmalıdır." } });
  });

  it("keeps the visitor's values to show again, but never the honeypot", () => {
    const result = parseContactForm(form({ ...valid, email: "gecersiz", website: "bot" }));
    expect(result).toEqual({
      ok: false,
      values: { name: "Ali Kaya", email: "gecersiz", phone: "", company: "", subject: "diger", message: "Merhaba" },
      fieldErrors: { email: "Geçerli bir e-posta adresi girin." },
    });
  });

  it("refuses U+0000 in any field, even where the schema would take the value", () => {
    expect(parseContactForm(form({ ...valid, message: "Merhaba\u0000" }))).toMatchObject({ ok: false, fieldErrors: { message: "Bu alan geçersiz bir karakter içeriyor." } });
  });
});

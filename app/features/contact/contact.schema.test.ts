import { describe, expect, it } from "vitest";
import { contactFormSchema, parseContactPrefill } from "./contact.schema";

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

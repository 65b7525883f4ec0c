import { expect, it } from "vitest";
import { formatLegalDate, parseLegalText } from "./legal-text";

it("splits text into plain parts, site tokens and internal links", () => {
  expect(parseLegalText("Yazın: {email}, ya da [iletişim sayfamızı](/iletisim) kullanın. {company}")).toEqual([
    { kind: "text", text: "Yazın: " },
    { kind: "token", token: "email" },
    { kind: "text", text: ", ya da " },
    { kind: "link", label: "iletişim sayfamızı", to: "/iletisim" },
    { kind: "text", text: " kullanın. " },
    { kind: "token", token: "company" },
  ]);
});

it("leaves unknown braces and external-looking links as text", () => {
  expect(parseLegalText("{adres} [x](https://example.com)")).toEqual([{ kind: "text", text: "{adres} [x](https://example.com)" }]);
  expect(parseLegalText("")).toEqual([]);
});

it("formats the update date in tr-TR, whatever the server's time zone", () => {
  expect(formatLegalDate("2026-11-22")).toBe("22 Kasım 2026");
  expect(formatLegalDate("2027-01-01")).toBe("1 Ocak 2027");
});

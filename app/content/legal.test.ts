import { describe, expect, it } from "vitest";
import { parseLegalText } from "#app/features/legal/legal-text";
import { unknownTokens } from "#app/domain/site-tokens";
import { KVKK_NOTICE, PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from "./legal";

const DOCUMENTS = { PRIVACY_POLICY, TERMS_OF_USE, KVKK_NOTICE };
const SITE_PAGES = new Set(["/kvkk", "/gizlilik-politikasi", "/kullanim-kosullari", "/iletisim"]);

const texts = (document: LegalDocument) =>
  document.sections.flatMap((section) => section.blocks.flatMap((block) => (typeof block === "string" ? [block] : block.list)));

describe.each(Object.entries(DOCUMENTS))("%s", (_, document) => {
  it("has a valid update date and unique section anchors", () => {
    expect(document.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(document.updatedAt))).toBe(false);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it("uses only known site tokens and links to pages that exist", () => {
    for (const text of texts(document)) {
      expect(unknownTokens(text), text).toEqual([]);
      for (const part of parseLegalText(text)) {
        if (part.kind === "link") expect(SITE_PAGES.has(part.to), part.to).toBe(true);
        if (part.kind === "text") expect(part.text, "a link that did not parse").not.toMatch(/\]\(|\{/);
      }
    }
  });
});

it("covers the privacy policy sections", () => {
  expect(PRIVACY_POLICY.sections.map((section) => section.heading)).toEqual(
    expect.arrayContaining(["Topladığımız Veriler", "Verileri Nasıl Kullanıyoruz", "Verilerin Güvenliği", "Çerezler", "İletişim"]),
  );
});

it("gives the KVKK notice the contents of Law 6698 art. 10 and the 9 rights of art. 11", () => {
  const headings = KVKK_NOTICE.sections.map((section) => section.heading);
  expect(headings).toEqual([
    "Veri Sorumlusu",
    "İşlenen Kişisel Veriler",
    "Kişisel Verilerin İşlenme Amaçları",
    "Kişisel Verilerin Aktarılması",
    "Toplama Yöntemi ve Hukuki Sebepler",
    "Saklama Süresi",
    "Kanun'un 11. Maddesi Kapsamındaki Haklarınız",
    "Başvuru Yolu",
  ]);
  const rights = KVKK_NOTICE.sections.find((section) => section.id === "haklariniz")!.blocks.find((block) => typeof block !== "string");
  expect(typeof rights === "object" && rights.list).toHaveLength(9);
  const controller = texts(KVKK_NOTICE).join(" ");
  for (const token of ["{company}", "{address}", "{email}"]) expect(controller).toContain(token);
});

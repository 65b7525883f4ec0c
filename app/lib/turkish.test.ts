import { describe, expect, it } from "vitest";
import { foldTr, slugify } from "./turkish";

describe("foldTr", () => {
  it.each([
    ["İSTANBUL", "istanbul"],
    ["IŞIK", "isik"],
    ["ışık", "isik"],
    ["Işık", "isik"],
    ["ŞİŞLİ", "sisli"],
    ["Çağrı Güvenlik Öğüt", "cagri guvenlik ogut"],
    ["KAMERA", "kamera"],
    ["Kâğıt", "kagit"],
  ])("folds %s to %s", (input, expected) => {
    expect(foldTr(input)).toBe(expected);
  });

  it("folds as Turkish lower-casing would, other scripts and special cases included", () => {
    const turkishFold = (value: string) =>
      value
        .replace(/İ/g, "i")
        .replace(/I/g, "ı")
        .toLocaleLowerCase("tr-TR")
        .replace(/[çğıöşüâîû]/g, (letter) => ({ ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" })[letter]!)
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "");
    for (const value of ["İI ıi Iİ", "I\u0307SPARTA", "ÇĞÖŞÜ ÂÎÛ", "ΣΟΦΟΣ Σ", "STRASSE Straße ẞ", "Ǆ ǅ ǆ", "ÉCOLE Ñ Å", "ＡＢＣ ①", "Ⅻ", ""]) {
      expect(foldTr(value), value).toBe(turkishFold(value));
    }
  });

  it("makes ASCII-spelled and Turkish-spelled names equal", () => {
    expect(foldTr("Yangin Algilama ve Ihbar Sistemleri")).toBe(foldTr("Yangın Algılama ve İhbar Sistemleri"));
  });
});

describe("slugify", () => {
  it.each([
    ["IP Kameralar", "ip-kameralar"],
    ["DVR/XVR Kayıt Cihazları", "dvrxvr-kayit-cihazlari"],
    ["CCTV & Güvenlik Çözümleri", "cctv-guvenlik-cozumleri"],
    ["  Çok   boşluklu -- başlık!  ", "cok-bosluklu-baslik"],
    ["Güç Kaynakları", "guc-kaynaklari"],
    ["---", ""],
  ])("slugifies %s to %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

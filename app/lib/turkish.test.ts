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

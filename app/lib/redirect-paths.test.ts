import { describe, expect, it } from "vitest";
import { normaliseRedirectPath, parseRedirectSource, parseRedirectTarget, planRule, redirectLookupKeys, type RuleLink } from "./redirect-paths";

const ORIGIN = "https://www.ornek-guvenlik.example";
const rules = (...links: [string, string][]) => new Map<string, RuleLink>(links.map(([sourceKey, target], index) => [sourceKey, { id: index + 1, sourceKey, target }]));

describe("addresses as rules compare them", () => {
  it("folds case, escapes, repeated and trailing slashes, and the dotted İ", () => {
    expect(normaliseRedirectPath("/Kategori//IP-Kamera/")).toBe("/kategori/ip-kamera");
    expect(normaliseRedirectPath("/%C4%B0LET%C4%B0%C5%9E%C4%B0M")).toBe("/iletişim");
    expect(normaliseRedirectPath("/bozuk%E0%A4%A")).toBe("/bozuk%e0%a4%a");
    expect(normaliseRedirectPath("/")).toBe("/");
  });

  it("looks a request up with its query sorted, then by its path", () => {
    expect(redirectLookupKeys("/Urunler.php?id=12&b=2")).toEqual(["/urunler.php?b=2&id=12", "/urunler.php"]);
    expect(redirectLookupKeys("/iletisim.html")).toEqual([undefined, "/iletisim.html"]);
  });

  it("reads a source: a path, with its query unless told to ignore it", () => {
    expect(parseRedirectSource("/urunler.php?id=12")).toEqual({ ok: true, value: { source: "/urunler.php?id=12", sourceKey: "/urunler.php?id=12", matchQuery: true } });
    expect(parseRedirectSource("/urunler.php?id=12", true)).toEqual({ ok: true, value: { source: "/urunler.php", sourceKey: "/urunler.php", matchQuery: false } });
    for (const bad of ["urunler.php", "//evil.example/x", "https://eski.example/a", "/a b", ""]) expect(parseRedirectSource(bad).ok, bad).toBe(false);
  });

  it("reads a target: a site path or an https address; the site's own origin becomes a path", () => {
    expect(parseRedirectTarget("/urunler?kategori=kamera", ORIGIN)).toEqual({ ok: true, value: { target: "/urunler?kategori=kamera", external: false } });
    expect(parseRedirectTarget(`${ORIGIN}/iletisim`, ORIGIN)).toEqual({ ok: true, value: { target: "/iletisim", external: false } });
    expect(parseRedirectTarget("https://eski.example/ş", ORIGIN)).toEqual({ ok: true, value: { target: "https://eski.example/%C5%9F", external: true } });
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "http://eski.example/", "//evil.example/", "/\\evil.example", "/..//evil.example", "https://kullanici:parola@eski.example/", "ftp://eski.example/"]) {
      expect(parseRedirectTarget(bad, ORIGIN).ok, bad).toBe(false);
    }
  });
});

describe("planRule", () => {
  it("collapses a target that is a source to its final address and re-points rules that led to the new source", () => {
    const existing = rules(["/b", "/c"], ["/x", "/a"]);
    expect(planRule(existing, "/a", "/b")).toEqual({ ok: true, target: "/c", collapsedFrom: "/b", repoint: [2] });
  });

  it("follows a query rule before a path rule, as the host does", () => {
    expect(planRule(rules(["/eski?id=1", "/urun/1"], ["/eski", "/urunler"]), "/yeni", "/eski?id=1")).toMatchObject({ target: "/urun/1" });
    expect(planRule(rules(["/eski?id=1", "/urun/1"], ["/eski", "/urunler"]), "/yeni", "/eski?id=2")).toMatchObject({ target: "/urunler" });
  });

  it("refuses a loop, to itself or through other rules, with its path", () => {
    expect(planRule(rules(), "/a", "/A/")).toMatchObject({ ok: false, message: "Döngü oluşur: /a → /A/. Bu yönlendirme kaydedilmedi." });
    expect(planRule(rules(["/b", "/c"], ["/c", "/a"]), "/a", "/b")).toMatchObject({ ok: false, message: "Döngü oluşur: /a → /b → /c → /a. Bu yönlendirme kaydedilmedi." });
  });

  it("stops at an external address", () => {
    expect(planRule(rules(["/b", "https://yeni.example/"]), "/a", "/b")).toMatchObject({ ok: true, target: "https://yeni.example/" });
  });
});

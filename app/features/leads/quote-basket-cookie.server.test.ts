import { describe, expect, it } from "vitest";
import { addToQuoteBasket, parseQuoteQuantity, removeFromQuoteBasket, setQuoteBasketQuantity, type QuoteBasketLine } from "./quote-basket";
import { decodeQuoteBasket, encodeQuoteBasket, quoteBasketSetCookie, readQuoteBasket } from "./quote-basket-cookie.server";

const SECRET = "test-secret-for-the-basket";
const lines: QuoteBasketLine[] = [
  { productId: 12, quantity: 3 },
  { productId: 2_147_483_647, quantity: 999 },
  { productId: 7, quantity: 1 },
];

describe("quote basket cookie", () => {
  it("round-trips ids and quantities in order", () => {
    const value = encodeQuoteBasket(SECRET, lines);
    expect(value).toMatch(/^12-3_2147483647-999_7-1\.[A-Za-z0-9_-]{43}$/);
    expect(decodeQuoteBasket(SECRET, value)).toEqual(lines);
  });

  it("reads a changed quantity, a foreign signature or a missing one as an empty basket", () => {
    const value = encodeQuoteBasket(SECRET, lines);
    expect(decodeQuoteBasket(SECRET, value.replace("12-3", "12-4"))).toEqual([]);
    expect(decodeQuoteBasket("another-secret", value)).toEqual([]);
    expect(decodeQuoteBasket(SECRET, value.split(".")[0])).toEqual([]);
    const signature = value.split(".")[1]!;
    expect(decodeQuoteBasket(SECRET, `${value.split(".")[0]}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`)).toEqual([]);
  });

  it("reads another spelling of the right signature (the last character's spare bits) as an empty basket", () => {
    const value = encodeQuoteBasket(SECRET, lines);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(value.at(-1)!);
    const respelled = [1, 2, 3].map((step) => value.slice(0, -1) + alphabet[(last & ~3) | ((last + step) & 3)]);
    for (const other of respelled) {
      expect(Buffer.from(other.split(".")[1]!, "base64url")).toEqual(Buffer.from(value.split(".")[1]!, "base64url"));
      expect(decodeQuoteBasket(SECRET, other), other).toEqual([]);
    }
    expect(decodeQuoteBasket(SECRET, value)).toEqual(lines);
  });

  it("refuses more than 50 lines even when signed", () => {
    const many = Array.from({ length: 51 }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    expect(decodeQuoteBasket(SECRET, encodeQuoteBasket(SECRET, many))).toEqual([]);
    expect(decodeQuoteBasket(SECRET, encodeQuoteBasket(SECRET, many.slice(0, 50)))).toHaveLength(50);
  });

  it("refuses signed lines with a quantity of 0 or over 999, an id of 0 or too large, or a repeated product", () => {
    for (const bad of [
      [{ productId: 1, quantity: 0 }],
      [{ productId: 1, quantity: 1000 }],
      [{ productId: 0, quantity: 1 }],
      [{ productId: 2_147_483_648, quantity: 1 }],
      [
        { productId: 5, quantity: 1 },
        { productId: 5, quantity: 2 },
      ],
    ]) {
      expect(decodeQuoteBasket(SECRET, encodeQuoteBasket(SECRET, bad)), JSON.stringify(bad)).toEqual([]);
    }
  });

  it("reads garbage as an empty basket without throwing", () => {
    for (const garbage of ["", "x", ".", "1-1.", "1-1.!!!", "%00", "a".repeat(5000), "1--1.abc", "é-1." + "A".repeat(43), "1-1_", undefined, null]) {
      expect(decodeQuoteBasket(SECRET, garbage), String(garbage)).toEqual([]);
    }
  });

  it("finds its cookie among others and writes HttpOnly, SameSite=Lax, Secure on HTTPS; empty deletes", () => {
    const value = encodeQuoteBasket(SECRET, lines);
    const request = new Request("https://example.test/", { headers: { cookie: `sid=abc; __Host-teklif-sepeti=${value}; other=1` } });
    expect(readQuoteBasket(SECRET, request, true)).toEqual(lines);
    expect(readQuoteBasket(SECRET, request, false)).toEqual([]);
    expect(quoteBasketSetCookie(SECRET, lines, true)).toMatch(/^__Host-teklif-sepeti=12-3_.*; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(quoteBasketSetCookie(SECRET, [], false)).toBe("teklif-sepeti=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});

describe("quote basket changes", () => {
  it("adds a product once, then counts it up to 999; a full basket refuses a 51st product", () => {
    let basket: QuoteBasketLine[] = [];
    for (let index = 0; index < 2; index++) {
      const change = addToQuoteBasket(basket, 9);
      if (!change.ok) throw new Error("refused");
      basket = change.lines;
    }
    expect(basket).toEqual([{ productId: 9, quantity: 2 }]);
    expect(addToQuoteBasket([{ productId: 9, quantity: 999 }], 9)).toEqual({ ok: true, lines: [{ productId: 9, quantity: 999 }] });
    const full = Array.from({ length: 50 }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    expect(addToQuoteBasket(full, 99)).toEqual({ ok: false, reason: "full" });
    expect(addToQuoteBasket(full, 1).ok).toBe(true);
  });

  it("sets and removes lines; quantities are whole numbers from 1 to 999", () => {
    expect(setQuoteBasketQuantity(lines, 7, 5)[2]).toEqual({ productId: 7, quantity: 5 });
    expect(removeFromQuoteBasket(lines, 12).map((line) => line.productId)).toEqual([2_147_483_647, 7]);
    expect([" 4 ", "1", "999"].map(parseQuoteQuantity)).toEqual([4, 1, 999]);
    expect(["0", "1000", "-1", "2.5", "1e2", "", "abc", null].map(parseQuoteQuantity)).toEqual([null, null, null, null, null, null, null, null]);
  });
});

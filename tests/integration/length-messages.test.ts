import { expect, it } from "vitest";
import { describeSignedIn } from "#tests/support/test-app";

/*
 * Issue 16: a value over a length limit is answered with that limit's own message, never with the
 * field's "required" text (a zod schema-level `error` otherwise stands in for every check).
 */

const long = (length: number) => "a".repeat(length);

const contact = { name: "Ayşe Yılmaz", email: "ayse@example.com", subject: "diger", message: "Merhaba." };
const product = { name: "Kamera", brand: "Optivizyon", category: "CCTV & Güvenlik Çözümleri" };
const post = { title: "Başlık", slug: "baslik-uzunluk", content: "İçerik" };

const cases: [string, string, Record<string, unknown>, string, string][] = [
  ["product name", "/api/admin/products", { ...product, name: long(201) }, "name", "En fazla 200 karakter olabilir."],
  ["product brand", "/api/admin/products", { ...product, brand: long(121) }, "brand", "En fazla 120 karakter olabilir."],
  ["product description", "/api/admin/products", { ...product, description: long(5001) }, "description", "En fazla 5.000 karakter olabilir."],
  ["product feature", "/api/admin/products", { ...product, features: [long(201)] }, "features.0", "En fazla 200 karakter olabilir."],
  ["brand name", "/api/admin/brands", { name: long(121) }, "name", "En fazla 120 karakter olabilir."],
  ["blog title", "/api/admin/blog", { ...post, title: long(201) }, "title", "En fazla 200 karakter olabilir."],
  ["blog slug", "/api/admin/blog", { ...post, slug: long(201) }, "slug", "En fazla 200 karakter olabilir."],
  ["support app name", "/api/admin/support-apps", { type: "software", name: long(201) }, "name", "En fazla 200 karakter olabilir."],
  ["contact name", "/api/contact", { ...contact, name: long(500) }, "name", "En fazla 120 karakter olabilir."],
  ["contact message", "/api/contact", { ...contact, message: long(5001) }, "message", "En fazla 5.000 karakter olabilir."],
];

describeSignedIn("length limits", (ctx) => {
  const { send } = ctx;

  it.each(cases)("%s over its limit gets the limit's own message", async (_name, path, body, field, message) => {
    const response = await send("POST", path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(answer.fieldErrors[field]).toEqual([message]);
    expect(answer.message).toBe(message);
  });
});

import { asc, eq, getTableColumns } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { brands, products } from "#app/db/schema/catalog";
import { describeSignedIn } from "#tests/support/test-app";

type Plan = { inserts: number; updates: number; unchanged: number; errors: { row: number; message: string }[] };

const TRICKY = 'Çift "tırnak", virgül; noktalı virgül\nve yeni satır: ğüşıöç ĞÜŞİÖÇ';
/** A supplier's description that a spreadsheet would run: a formula, then a line break (issue 27 item 14). */
const MULTI_LINE_FORMULA = "=cmd|' /C calc'!A0\nx";

describeSignedIn("products CSV", (ctx) => {
  const exportCsv = async () => (await ctx.request("/api/admin/products/export.csv", { headers: { cookie: ctx.cookie } })).text();
  const importCsv = (csv: string, { dryRun }: { dryRun: boolean }) =>
    ctx.request(`/api/admin/products/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers: { cookie: ctx.cookie, "content-type": "text/csv; charset=utf-8" }, body: csv });
  const allProducts = () =>
    ctx.database.db
      .select({ ...getTableColumns(products), brand: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .orderBy(asc(products.id));

  beforeAll(async () => {
    const [first, second, third] = await allProducts();
    await ctx.database.db.update(products).set({ description: MULTI_LINE_FORMULA }).where(eq(products.id, third!.id));
    // A spreadsheet would run this; the export neutralises it and the import restores it.
    await ctx.database.db.update(products).set({ description: '=HYPERLINK("http://kotu.example","tıkla")' }).where(eq(products.id, second!.id));
    await ctx.database.db
      .update(products)
      .set({ description: TRICKY, specifications: { "Boyut (G, Y, D)": "10, 20, 30 mm", Not: '"önemli"' }, features: ["A, B", "=1+1"] })
      .where(eq(products.id, first!.id));
  });

  it("exports every product as UTF-8 with BOM, with lists and tables as JSON cells", async () => {
    const response = await ctx.request("/api/admin/products/export.csv", { headers: { cookie: ctx.cookie } });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(["id", "name", "brand", "category", "subcategory", "description", "imageUrl", "features", "specifications", "documents", "isActive", "isFeatured"]);
    expect(parsed.data).toHaveLength((await allProducts()).length);
    expect(parsed.data[0]!.description).toBe(TRICKY);
    expect(parsed.data[1]!.description).toBe(`'=HYPERLINK("http://kotu.example","tıkla")`);
    expect(parsed.data[2]!.description).toBe(`'${MULTI_LINE_FORMULA}`);
    expect(JSON.parse(parsed.data[0]!.specifications!)).toEqual({ "Boyut (G, Y, D)": "10, 20, 30 mm", Not: '"önemli"' });
  });

  it("re-imports its own export without changing anything (dry run and apply)", async () => {
    const before = await allProducts();
    const csv = await exportCsv();
    const preview = (await (await importCsv(csv, { dryRun: true })).json()) as Plan;
    expect(preview).toMatchObject({ inserts: 0, updates: 0, unchanged: before.length, errors: [] });
    const applied = await importCsv(csv, { dryRun: false });
    expect(applied.status).toBe(200);
    expect(await allProducts()).toEqual(before);
  });

  it("previews then applies an edited row and a new row", async () => {
    const rows = Papa.parse<Record<string, string>>((await exportCsv()).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
    rows[1]!.description = "CSV ile güncellendi, \"tırnaklı\".";
    rows.push({ ...rows[2]!, id: "", name: "CSV İle Eklenen Kamera", features: '["Yeni"]' });
    const csv = Papa.unparse(rows, { delimiter: ";" });

    const preview = (await (await importCsv(csv, { dryRun: true })).json()) as Plan;
    expect(preview).toMatchObject({ inserts: 1, updates: 1, errors: [] });
    expect((await allProducts()).some((product) => product.name === "CSV İle Eklenen Kamera")).toBe(false);

    expect((await importCsv(csv, { dryRun: false })).status).toBe(200);
    const after = await allProducts();
    expect(after.find((product) => product.id === Number(rows[1]!.id))!.description).toBe('CSV ile güncellendi, "tırnaklı".');
    expect(after.find((product) => product.name === "CSV İle Eklenen Kamera")).toMatchObject({ features: ["Yeni"], brand: rows[2]!.brand });
  });

  it("lists bad rows in the preview and, on apply, refuses the whole file", async () => {
    const before = await allProducts();
    const rows = Papa.parse<Record<string, string>>((await exportCsv()).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
    rows[0]!.description = "Bu değişiklik de uygulanmamalı";
    rows[3]!.category = "Uçan Halılar";
    rows[4]!.specifications = "{bozuk";
    const csv = Papa.unparse(rows, { delimiter: ";" });

    const preview = (await (await importCsv(csv, { dryRun: true })).json()) as Plan;
    expect(preview.errors).toEqual([
      { row: 5, message: "Geçerli bir kategori seçin." },
      { row: 6, message: "specifications sütunu geçerli JSON değil." },
    ]);
    const applied = await importCsv(csv, { dryRun: false });
    expect(applied.status).toBe(400);
    expect(((await applied.json()) as { message: string }).message).toBe("CSV dosyasında 2 hatalı satır var; hiçbir değişiklik yapılmadı.");
    expect(await allProducts()).toEqual(before);
  });

  it("answers 415 for a JSON body and 400 for a file without the required columns", async () => {
    const json = await ctx.request("/api/admin/products/import", { method: "POST", headers: { cookie: ctx.cookie, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    const headerless = await importCsv("a;b\n1;2", { dryRun: true });
    expect(headerless.status).toBe(400);
    expect(((await headerless.json()) as { message: string }).message).toBe("CSV dosyasında zorunlu sütunlar eksik: name, brand, category.");
  });
});

import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { products, type Product } from "#app/db/schema/catalog";
import { DomainError } from "#app/lib/errors";
import { excelCsv, FORMULA_START } from "#app/lib/excel-csv";
import { foldTr } from "#app/lib/turkish";
import type { Actor } from "#app/db/admin-write.server";
import { productBrandName, productCategoryName, withBrand } from "./product-names.server";
import { brandsByFoldedName, productColumnValues, productSlug } from "./products.resource.server";
import { productFormSchema, type ProductFormValues } from "./products.resource";
import { productKey } from "./product-import.server";

/**
 * The products CSV: one row per product, every editable field. Lists and tables are JSON inside
 * their cell, so commas, quotes and new lines in them are never ambiguous.
 */
export const PRODUCT_CSV_COLUMNS = [
  "id",
  "name",
  "brand",
  "category",
  "subcategory",
  "description",
  "imageUrl",
  "features",
  "specifications",
  "documents",
  "isActive",
  "isFeatured",
] as const;

/** A product row with its brand's and its category's names, as the CSV and the import plan read it. */
type NamedProduct = Product & { brand: string; category: string };
const namedProductColumns = { ...getTableColumns(products), brand: productBrandName, category: productCategoryName };

function toRecord(product: NamedProduct) {
  return {
    id: String(product.id),
    name: product.name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory ?? "",
    description: product.description ?? "",
    imageUrl: product.imageUrl ?? "",
    features: JSON.stringify(product.features),
    specifications: JSON.stringify(product.specifications),
    documents: JSON.stringify(product.documents),
    isActive: product.isActive ? "1" : "0",
    isFeatured: product.isFeatured ? "1" : "0",
  };
}

/** Every product as CSV, UTF-8 with a byte-order mark so Excel in Turkish opens it correctly. */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = await db.select(namedProductColumns).from(products).innerJoin(...withBrand).orderBy(asc(products.id));
  return excelCsv(
    PRODUCT_CSV_COLUMNS,
    rows.map((row) => PRODUCT_CSV_COLUMNS.map((column) => toRecord(row)[column])),
  );
}

/** Undoes the export's formula escaping: `'=…`, `'+…`, `'-…`, `'@…` (multi-line ones too) lose the quote mark. */
const unescapeFormula = (value: string) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);

export type CsvRowPlan = { row: number; action: "insert" | "update" | "unchanged"; id?: number; name: string };
export type CsvImportPlan = { inserts: number; updates: number; unchanged: number; rows: CsvRowPlan[]; errors: { row: number; message: string }[] };

type ParsedRow = { row: number; id: number | null; values: ProductFormValues };

function parseJsonCell<T>(value: string, fallback: T, label: string): T {
  if (!value.trim()) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw new Error(`${label} sütunu geçerli JSON değil.`);
  }
}

/** papaparse loads on the first import: a server that never imports a CSV does not hold it in memory (ADR 027). */
async function parseRows(text: string): Promise<{ parsed: ParsedRow[]; errors: CsvImportPlan["errors"] }> {
  const { default: Papa } = await import("papaparse");
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy", delimiter: "" });
  const missing = ["name", "brand", "category"].filter((column) => !result.meta.fields?.includes(column));
  if (missing.length > 0) throw new DomainError("validation", `CSV dosyasında zorunlu sütunlar eksik: ${missing.join(", ")}.`);
  const parsed: ParsedRow[] = [];
  const errors: CsvImportPlan["errors"] = [];
  result.data.forEach((raw, index) => {
    const row = index + 2; // the header is row 1
    const cell = (column: string) => unescapeFormula(raw[column] ?? "");
    try {
      const id = cell("id").trim() ? Number(cell("id")) : null;
      if (id !== null && (!Number.isInteger(id) || id < 1)) throw new Error("id sütunu geçerli bir numara değil.");
      const specifications = parseJsonCell<Record<string, string>>(cell("specifications"), {}, "specifications");
      const input = {
        name: cell("name"),
        brand: cell("brand"),
        category: cell("category"),
        subcategory: cell("subcategory"),
        description: cell("description"),
        imageUrl: cell("imageUrl"),
        features: parseJsonCell<string[]>(cell("features"), [], "features"),
        specifications: Object.fromEntries(Object.entries(specifications).map(([name, value]) => [name, String(value)])),
        documents: parseJsonCell(cell("documents"), [], "documents"),
        isActive: cell("isActive").trim() !== "0",
        isFeatured: cell("isFeatured").trim() === "1",
      };
      const validated = productFormSchema.safeParse(input);
      if (!validated.success) throw new Error(validated.error.issues[0]?.message ?? "Geçersiz satır.");
      parsed.push({ row, id, values: validated.data });
    } catch (error) {
      errors.push({ row, message: error instanceof Error ? error.message : "Geçersiz satır." });
    }
  });
  return { parsed, errors };
}

/** JSON with object keys sorted, so a row whose only difference is the order of its keys is no change. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields a CSV row sets, in the form stored in the table, to tell a change from a no-op. */
function comparable(values: ProductFormValues) {
  return stableJson([values.name, values.brand, values.categorySlug, values.subcategory, values.description, values.imageUrl, values.features, values.specifications, values.documents, values.isActive, values.isFeatured]);
}
function comparableRow(product: NamedProduct) {
  return stableJson([product.name, product.brand, product.categorySlug, product.subcategory, product.description, product.imageUrl, product.features, product.specifications, product.documents, product.isActive, product.isFeatured]);
}

/**
 * Reads a products CSV and plans it: a row with a known `id` (or the folded name and brand of an
 * existing product) updates it, any other row inserts; rows equal to the stored product are left
 * alone. With `apply`, the plan runs in one transaction, and only when no row has an error.
 */
export async function importProductsCsv(db: Db, text: string, { apply, actor, ipAddress }: { apply: boolean; actor: Actor; ipAddress?: string }): Promise<CsvImportPlan> {
  const { parsed, errors } = await parseRows(text);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product-import'))`);
    const existing = await tx.select(namedProductColumns).from(products).innerJoin(...withBrand);
    const byId = new Map(existing.map((product) => [product.id, product]));
    const byKey = new Map(existing.map((product) => [productKey(product.name, product.brand), product]));
    const knownBrands = await brandsByFoldedName(tx);
    const plan: CsvImportPlan = { inserts: 0, updates: 0, unchanged: 0, rows: [], errors };
    const seen = new Set<string>();
    for (const { row, id, values } of parsed) {
      const key = productKey(values.name, values.brand);
      if (seen.has(key)) {
        errors.push({ row, message: `${values.name}: aynı ürün dosyada birden fazla kez var.` });
        continue;
      }
      seen.add(key);
      const target = id !== null ? byId.get(id) : byKey.get(key);
      if (id !== null && !target) {
        errors.push({ row, message: `${id} numaralı ürün bulunamadı.` });
        continue;
      }
      const brand = knownBrands.get(foldTr(values.brand));
      if (!brand) {
        errors.push({ row, message: `"${values.brand}" markası listede yok; önce markayı ekleyin.` });
        continue;
      }
      const input = { ...values, brand: brand.name };
      if (target && comparable(input) === comparableRow(target)) {
        plan.unchanged++;
        plan.rows.push({ row, action: "unchanged", id: target.id, name: input.name });
      } else if (target) {
        plan.updates++;
        plan.rows.push({ row, action: "update", id: target.id, name: input.name });
        if (apply && errors.length === 0) {
          const renamed = target.name !== input.name || target.brandId !== brand.id;
          const slug = renamed ? await productSlug(tx, brand.name, input.name, target.id) : target.slug;
          await tx
            .update(products)
            .set({ ...productColumnValues(input, brand.id), slug, updatedAt: new Date() })
            .where(eq(products.id, target.id));
        }
      } else {
        plan.inserts++;
        plan.rows.push({ row, action: "insert", name: input.name });
        if (apply && errors.length === 0) {
          await tx.insert(products).values({ ...productColumnValues(input, brand.id), slug: await productSlug(tx, brand.name, input.name) });
        }
      }
    }
    if (apply) {
      // Nothing is half-applied: any error rolls back what the loop wrote before it was found.
      if (errors.length > 0) throw new DomainError("validation", `CSV dosyasında ${errors.length} hatalı satır var; hiçbir değişiklik yapılmadı.`);
      await recordAudit(tx, { user: actor, action: "csv-import", entityType: "product", details: { inserts: plan.inserts, updates: plan.updates }, ipAddress });
    }
    plan.errors.sort((a, b) => a.row - b.row);
    return plan;
  });
}

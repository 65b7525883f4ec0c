-- Products refer to their brand by key (brand_id → brands.id) and to their category by its key in the
-- fixed taxonomy (category_slug), instead of by text (ADR 033). Hand-written around what drizzle-kit
-- generated: every existing row is mapped, nothing is refused.
--
-- 1. A brand text that names no brand (folded, trimmed) gets a brand row of its own, passive so that
--    no public brand list changes; the audit log says so. One row per folded spelling, named by the
--    first of its spellings in byte order (the same on every server, whatever its collation).
DO $$
DECLARE
  missing record;
  base text;
  candidate text;
  suffix integer;
  created integer;
BEGIN
  FOR missing IN
    SELECT min(trim("brand") COLLATE "C") AS name, count(*) AS products
    FROM "products" p
    WHERE NOT EXISTS (
      SELECT 1 FROM "brands" b
      WHERE lower(regexp_replace(normalize(translate(trim(b."name"), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g'))
          = lower(regexp_replace(normalize(translate(trim(p."brand"), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g'))
    )
    GROUP BY lower(regexp_replace(normalize(translate(trim(p."brand"), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g'))
    ORDER BY 1
  LOOP
    base := coalesce(nullif(trim(both '-' from regexp_replace(regexp_replace(lower(regexp_replace(normalize(translate(missing.name, 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9[:space:]-]', '', 'g'), '[[:space:]-]+', '-', 'g')), ''), 'marka');
    candidate := base;
    suffix := 1;
    WHILE EXISTS (SELECT 1 FROM "brands" WHERE "slug" = candidate) LOOP
      suffix := suffix + 1;
      candidate := base || '-' || suffix;
    END LOOP;
    INSERT INTO "brands" ("name", "slug", "is_active") VALUES (missing.name, candidate, false) RETURNING "id" INTO created;
    INSERT INTO "audit_log" ("action", "entity_type", "entity_id", "details")
      VALUES ('create', 'brand', created::text, jsonb_build_object('name', missing.name, 'products', missing.products, 'reason', 'Ürünlerde adı geçen ama marka listesinde olmayan marka, geçişte pasif olarak eklendi.'));
  END LOOP;
END;
$$;
--> statement-breakpoint
DROP INDEX "products_active_category_folded_idx";--> statement-breakpoint
DROP INDEX "products_active_brand_folded_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_slug" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" integer;--> statement-breakpoint
-- 2. The search text is no longer a generated column (it cannot read the brand's name from another
--    table): the database writes it on every insert and on every update of its inputs, and a brand
--    rename recomputes it for that brand's products. Nothing else of a product changes on a rename.
CREATE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := lower(regexp_replace(normalize(translate(trim(NEW."name" || ' ' || coalesce((SELECT "name" FROM "brands" WHERE "id" = NEW."brand_id"), '') || ' ' || coalesce(NEW."description", '')), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g'));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF "name", "brand_id", "description", "search_text" ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_text();
--> statement-breakpoint
CREATE FUNCTION brands_rename_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting brand_id to itself fires products_search_text, which reads the new name.
  UPDATE "products" SET "brand_id" = "brand_id" WHERE "brand_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_rename_search_text AFTER UPDATE OF "name" ON "brands"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION brands_rename_search_text();
--> statement-breakpoint
-- 3. Every product gets its brand's key (the oldest brand of that folded name) and its category's key
--    (the taxonomy's slug, display name or alias, as the category filter resolved them), in one pass.
UPDATE "products" SET
  "brand_id" = (
    SELECT min(b."id") FROM "brands" b
    WHERE lower(regexp_replace(normalize(translate(trim(b."name"), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g')) = folded."brand"
  ),
  "category_slug" = CASE
    WHEN folded."category" IN ('cctv-guvenlik-cozumleri', 'cctv & guvenlik cozumleri', 'cctv guvenlik cozumleri', 'cctv guvenlik', 'guvenlik kamerasi') THEN 'cctv-guvenlik-cozumleri'
    WHEN folded."category" IN ('network-urun-gruplari', 'network urun gruplari', 'network', 'network urunleri') THEN 'network-urun-gruplari'
    WHEN folded."category" IN ('hirsiz-alarm-sistemleri', 'hirsiz alarm sistemleri', 'alarm sistemleri') THEN 'hirsiz-alarm-sistemleri'
    WHEN folded."category" IN ('yangin-algilama-ve-ihbar-sistemleri', 'yangin algilama ve ihbar sistemleri', 'yangin algilama', 'yangin alarm sistemleri') THEN 'yangin-algilama-ve-ihbar-sistemleri'
    WHEN folded."category" IN ('haberlesme-ve-iletisim-cozumleri', 'haberlesme ve iletisim cozumleri', 'haberlesme cozumleri', 'telefon santralleri') THEN 'haberlesme-ve-iletisim-cozumleri'
    WHEN folded."category" IN ('intercom-ve-erisim-kontrol-sistemleri', 'intercom ve erisim kontrol sistemleri', 'erisim kontrol sistemleri', 'intercom') THEN 'intercom-ve-erisim-kontrol-sistemleri'
    WHEN folded."category" IN ('depolama-cozumleri', 'depolama cozumleri', 'depolama') THEN 'depolama-cozumleri'
    WHEN folded."category" IN ('bilgisayar-ve-bilesenleri', 'bilgisayar ve bilesenleri', 'bilgisayar') THEN 'bilgisayar-ve-bilesenleri'
    WHEN folded."category" IN ('ses-sistemleri', 'ses sistemleri', 'seslendirme ve anons sistemleri') THEN 'ses-sistemleri'
    WHEN folded."category" IN ('fiber-ve-alt-yapi-cozumleri', 'fiber ve alt yapi cozumleri', 'fiber ve altyapi cozumleri', 'altyapi') THEN 'fiber-ve-alt-yapi-cozumleri'
    WHEN folded."category" IN ('rack-kabinetler', 'rack kabinetler', 'rack kabinler') THEN 'rack-kabinetler'
    WHEN folded."category" IN ('guc-kaynaklari', 'guc kaynaklari', 'guc kaynagi') THEN 'guc-kaynaklari'
  END
FROM (
  SELECT "id",
    lower(regexp_replace(normalize(translate(trim("brand"), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g')) AS "brand",
    lower(regexp_replace(normalize(translate(trim("category"), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g')) AS "category"
  FROM "products"
) folded
WHERE folded."id" = "products"."id";
--> statement-breakpoint
-- 4. A category that names nothing in the taxonomy (no writer of the app stores one; only a row
--    written by hand can) is not refused: the product is kept, filed under the first category and
--    made passive, and the audit log keeps its old category for staff to correct.
INSERT INTO "audit_log" ("action", "entity_type", "entity_id", "details")
  SELECT 'update', 'product', "id"::text, jsonb_build_object('name', "name", 'category', "category", 'reason', 'Kategorisi sınıflandırmada yok: geçişte ilk kategoriye alındı ve pasif yapıldı; kategorisini düzeltin.')
  FROM "products" WHERE "category_slug" IS NULL;
--> statement-breakpoint
UPDATE "products" SET "category_slug" = 'cctv-guvenlik-cozumleri', "is_active" = false WHERE "category_slug" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "category_slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_in_taxonomy" CHECK ("products"."category_slug" in ('cctv-guvenlik-cozumleri', 'network-urun-gruplari', 'hirsiz-alarm-sistemleri', 'yangin-algilama-ve-ihbar-sistemleri', 'haberlesme-ve-iletisim-cozumleri', 'intercom-ve-erisim-kontrol-sistemleri', 'depolama-cozumleri', 'bilgisayar-ve-bilesenleri', 'ses-sistemleri', 'fiber-ve-alt-yapi-cozumleri', 'rack-kabinetler', 'guc-kaynaklari'));--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "category";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "brand";--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("category_slug","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_brand_idx" ON "products" USING btree ("brand_id","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");

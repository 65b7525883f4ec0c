DROP INDEX "products_active_category_folded_idx";--> statement-breakpoint
DROP INDEX "products_active_brand_folded_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(translate(trim("products"."name" || ' ' || "products"."brand" || ' ' || coalesce("products"."description", '')), 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_active_category_folded_idx" ON "products" USING btree (lower(regexp_replace(normalize(translate("category", 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g')),"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_brand_folded_idx" ON "products" USING btree (lower(regexp_replace(normalize(translate("brand", 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'), NFKD), '[\u0300-\u036f]', '', 'g')),"id") WHERE "products"."is_active";--> statement-breakpoint
-- Hand-written: dropping the old search_text column dropped its trigram index with it.
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);

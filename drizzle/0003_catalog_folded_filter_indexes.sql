DROP INDEX "products_active_category_idx";--> statement-breakpoint
DROP INDEX "products_active_brand_idx";--> statement-breakpoint
CREATE INDEX "products_active_category_folded_idx" ON "products" USING btree (lower(translate("category", 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu')),"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_brand_folded_idx" ON "products" USING btree (lower(translate("brand", 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu')),"id") WHERE "products"."is_active";
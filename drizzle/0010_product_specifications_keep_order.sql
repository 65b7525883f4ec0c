ALTER TABLE "products" ALTER COLUMN "specifications" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "specifications" SET DEFAULT '{}'::json;
ALTER TABLE "staff_tokens" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "two_factor_roles" text[] DEFAULT '{}'::text[] NOT NULL;
DROP INDEX "content_documents_path_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_path_unique" ON "content_documents" USING btree ("path");
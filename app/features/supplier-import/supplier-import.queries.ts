import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView, getParsed } from "#app/admin/resource";
import { wireTimestamp } from "#app/admin/wire";
import type { SupplierProfile } from "./supplier-profile.schema";

/** One import job as `GET /api/admin/imports` lists it and `GET …/{id}` follows it. */
export const importJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(["running", "succeeded", "failed"]),
  progress: z.object({ pagesScanned: z.number(), productsScanned: z.number(), phase: z.enum(["fetching", "images", "saving", "done"]) }),
  result: z.object({ scrapedCount: z.number(), insertedCount: z.number(), errors: z.array(z.string()) }).nullable(),
  error: z.string().nullable(),
  createdAt: wireTimestamp,
  finishedAt: wireTimestamp.nullable(),
});
export type ImportJobView = z.output<typeof importJobSchema>;

export const importJobsQuery = () => adminView(adminKeys.importJobs(), "/api/admin/imports", importJobSchema.array());
export const fetchImportJob = (id: number) => getParsed(`/api/admin/imports/${id}`, importJobSchema);

/** `GET /api/admin/supplier-profile`: the catalogue address and the profile (the saved one, or the default). */
export const supplierSetupViewSchema = z.object({
  catalogueUrl: z.string(),
  profile: z.custom<SupplierProfile>((value) => typeof value === "object" && value !== null),
  isDefault: z.boolean(),
});

export const supplierSetupQuery = () => adminView(adminKeys.supplierProfile(), "/api/admin/supplier-profile", supplierSetupViewSchema);
export type SupplierSetupView = z.output<typeof supplierSetupViewSchema>;

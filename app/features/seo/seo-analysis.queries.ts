import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";

const count = z.number().int().nonnegative();

/** `GET /api/admin/seo/analysis`, each issue with a link to the item's editor. */
export const seoAnalysisSchema = z.strictObject({
  totalIssues: count,
  highSeverity: count,
  mediumSeverity: count,
  lowSeverity: count,
  issues: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      issue: z.string(),
      severity: z.enum(["high", "medium", "low"]),
      type: z.enum(["product", "blog", "content"]),
      editUrl: z.string(),
    }),
  ),
});
export type SeoAnalysis = z.output<typeof seoAnalysisSchema>;

export const seoAnalysisQuery = () => adminView(adminKeys.seoAnalysis(), "/api/admin/seo/analysis", seoAnalysisSchema);

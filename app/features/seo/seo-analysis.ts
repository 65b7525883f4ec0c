/** One finding of the SEO analysis, with a link to the item's editor. */
export type SeoIssue = {
  id: string;
  name: string;
  issue: string;
  severity: "high" | "medium" | "low";
  type: "product" | "blog" | "content";
  editUrl: string;
};

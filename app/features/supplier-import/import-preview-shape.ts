import type { CategorySuggestion } from "./category-suggestions";

/** One product of the preview: what the import would store, and why it would leave it out. */
export type PreviewProduct = {
  name: string;
  brand: string;
  supplierCategory: string;
  category: string | null;
  subcategory: string | null;
  description: string;
  imageUrl: string | null;
  sku: string | null;
  featureCount: number;
  specificationCount: number;
  source: string;
  detailUrl: string | null;
  /** Fields the supplier's data does not give (a missing description or image does not stop the import). */
  missing: string[];
  /** Why the import would leave the product out, or null when it would be inserted. */
  skipReason: string | null;
};

/** The answer of `POST /api/admin/supplier-profile/preview`, built on the server, shown by the panel. */
export type ImportPreview = {
  products: PreviewProduct[];
  pagesScanned: number;
  notes: string[];
  /** Supplier categories the map does not place, with how many products use them and a suggestion. */
  unmappedCategories: { supplierCategory: string; count: number; suggestion: CategorySuggestion | null }[];
  /** Selectors and feed fields that matched nothing, by form field. */
  fieldErrors: Record<string, string[]>;
};

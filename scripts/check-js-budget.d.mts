export type BrowserManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; module: string; imports?: string[]; hasDefaultExport?: boolean }>;
};
export type ChunkReport = Record<string, { imports: string[]; modules: string[] }>;
export type BudgetRow = { routeId: string; path: string; bytes: number; files: string[]; adminChunks: string[]; scriptFree: boolean };

export declare const BUDGET_BYTES: number;
export declare const ADMIN_SOURCES: RegExp[];
export declare function computeJsBudget(input: {
  manifest: BrowserManifest;
  chunks: ChunkReport;
  gzipBytes: Record<string, number>;
  budgetBytes?: number;
  scriptFreeRouteIds?: Set<string>;
}): { rows: BudgetRow[]; failures: string[] };
export declare function formatKb(bytes: number): string;

export declare const VALID_BODIES: Readonly<Record<"/api/admin/brands" | "/api/admin/products" | "/api/admin/blog" | "/api/admin/support-apps", Readonly<Record<string, unknown>>>>;
export declare const OTHER_WRITE_BODIES: Readonly<Record<"/api/admin/users", Readonly<Record<string, unknown>>>>;
export type CreatePath = keyof typeof VALID_BODIES;
export declare function uniqueBody(path: CreatePath, suffix: string): Record<string, unknown>;

export * from "./auth";
export * from "./blog";
export * from "./catalog";
export * from "./contact";
export * from "./jobs";
export * from "./site";
export * from "./support";
export * from "./relations";

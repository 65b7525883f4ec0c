import { defaultServerConditions } from "vite";

/**
 * Vitest's `ssr` settings that load packages as `node` does, with its `module-sync` condition:
 * React Router then comes from its ES modules, the files the server runs, patches included
 * (patches/, ADR 027). Without it Vite picks the CommonJS build, which the server never loads.
 */
export const nodeResolution = {
  resolve: { conditions: ["module-sync", ...defaultServerConditions], externalConditions: ["module-sync"] },
};

/*
 * The seam between the host (server/) and the app: the entry of React Router's server build
 * (vite.config.ts), so that `build/server/index.js` is this module and every module of the app,
 * with whatever state it holds, exists once at run time (docs/architecture.md, ADR 032). The host
 * imports nothing else of app/ but pure helpers of app/lib, and only the types of this module.
 */
import type { ServerBuild } from "react-router";
import { createRuntime as startRuntime, type RuntimeOptions } from "./runtime/runtime.server";
import type { RuntimeConfig } from "./runtime/runtime-config.server";
import type { SizedPage } from "./runtime/page-cache.server";

/** Routes, root and the document render: a chunk of their own, which loads while the database opens. */
export function loadServerBuild(): Promise<ServerBuild> {
  return import("virtual:react-router/server-build");
}

/** Starts the app over this build (in development the host passes Vite's fresh build instead). */
export function createRuntime<Page extends SizedPage>(config: RuntimeConfig, options: Omit<RuntimeOptions, "build"> & Partial<Pick<RuntimeOptions, "build">>) {
  return startRuntime<Page>(config, { build: loadServerBuild, ...options });
}

export { backupDatabase, createAdminUser, restoreDatabase } from "./runtime/commands.server";
/** `npm run media:avif`: writes the AVIF variants that uploads stored before ADR 018 lack. */
export { backfillAvifVariants, backfillSocialImages } from "./features/media/media.server";

export type { RequestFacts } from "./app-context.server";
export type { DatabaseFailure } from "./db/db-errors.server";
export type { PageCache } from "./runtime/page-cache.server";
export type { Rendered, Runtime, RuntimeOptions } from "./runtime/runtime.server";
export type { RuntimeConfig, SizedPage };

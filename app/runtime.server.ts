/*
 * The seam between the host (server/) and the app: the entry of React Router's server build
 * (vite.config.ts), so that `build/server/index.js` is this module and every module of the app,
 * with whatever state it holds, exists once at run time (docs/architecture.md, ADR 032). The host
 * imports nothing else of app/ but pure helpers of app/lib, and only the types of this module.
 */
import type { ServerBuild } from "react-router";
import type * as Media from "./features/media/media.server";
import type * as Commands from "./runtime/commands.server";
import { startOpeningDatabase } from "./runtime/database-start.server";
import { checkRuntimeConfig, type RuntimeConfig } from "./runtime/runtime-config.server";
import type { RuntimeOptions } from "./runtime/runtime.server";
import type { SizedPage } from "./runtime/page-cache.server";

/*
 * This module imports little on purpose: the host loads it before anything else of the app, and the
 * database starts opening from here while the rest of the app loads (ADR 039, "Tenth session").
 */

/** Routes, root and the document render: a chunk of their own, which loads while the database opens. */
export function loadServerBuild(): Promise<ServerBuild> {
  return import("virtual:react-router/server-build");
}

/**
 * Starts the app over this build (in development the host passes Vite's fresh build instead). The
 * database begins to open first: PGlite's start-up on its thread and the loading of the runtime's
 * modules on this one then run at once.
 */
export async function createRuntime<Page extends SizedPage>(config: RuntimeConfig, options: Omit<RuntimeOptions, "build" | "databaseStart"> & Partial<Pick<RuntimeOptions, "build">>) {
  checkRuntimeConfig(config);
  const databaseStart = options.database ? undefined : startOpeningDatabase(config, options.logger, options.databaseThread);
  const { createRuntime: startRuntime } = await import("./runtime/runtime.server");
  return startRuntime<Page>(config, { build: loadServerBuild, ...options, databaseStart });
}

// The command-line tools' work (server/cli/), loaded when a tool calls it.
const commands = () => import("./runtime/commands.server");
const media = () => import("./features/media/media.server");
export const backupDatabase: typeof Commands.backupDatabase = async (...args) => (await commands()).backupDatabase(...args);
export const createAdminUser: typeof Commands.createAdminUser = async (...args) => (await commands()).createAdminUser(...args);
export const restoreDatabase: typeof Commands.restoreDatabase = async (...args) => (await commands()).restoreDatabase(...args);
/** `npm run media:avif`: writes the AVIF variants that uploads stored before ADR 018 lack. */
export const backfillAvifVariants: typeof Media.backfillAvifVariants = async (...args) => (await media()).backfillAvifVariants(...args);
export const backfillSocialImages: typeof Media.backfillSocialImages = async (...args) => (await media()).backfillSocialImages(...args);

export type { RequestFacts } from "./app-context.server";
export type { DatabaseFailure } from "./db/db-errors.server";
export type { PageCache } from "./runtime/page-cache.server";
export type { Rendered, Runtime, RuntimeOptions } from "./runtime/runtime.server";
export type { RuntimeConfig, SizedPage };

import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as AppEntryModule from "#app/runtime.server";

/** The app as the host reaches it: what `app/runtime.server.ts` exports (ADR 032). */
export type AppEntry = typeof AppEntryModule;

/** React Router's server build, whose entry is app/runtime.server.ts (vite.config.ts). */
export const APP_ENTRY_FILE = "build/server/index.js";

/** Loads the app's server build, the host's one way into app/ (server/ imports only pure app/lib helpers). */
export async function loadAppEntry(): Promise<AppEntry> {
  const file = path.resolve(APP_ENTRY_FILE);
  if (!existsSync(file)) throw new Error(`No production build at ${file}; run "npm run build".`);
  return (await import(pathToFileURL(file).href)) as AppEntry;
}

/**
 * Failures whose message says all the operator needs (a setting, a locked or damaged data
 * directory, a backup); the app's come from another bundle, so they are known by name.
 */
const OPERATOR_ERRORS = new Set(["EnvError", "RuntimeConfigError", "DataDirLockedError", "DatabaseOpenError", "BackupError"]);

export function isOperatorError(error: unknown): error is Error {
  return error instanceof Error && OPERATOR_ERRORS.has(error.name);
}

/** Prints why the process stops: the message alone for an operator's error, else `prefix` and the error. */
export function reportStartupError(error: unknown, prefix: string) {
  if (isOperatorError(error)) console.error(error.message);
  else console.error(prefix, error);
}

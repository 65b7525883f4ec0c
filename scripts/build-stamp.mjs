// Decides whether the production build is missing or older than its sources.
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const STAMP_FILE = "build/.build-stamp";
const SOURCES = ["app", "server", "public", "drizzle", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "scripts/build-server.mjs", "scripts/build-fonts.mjs"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale() {
  if (!existsSync(STAMP_FILE) || !existsSync("build/server/index.js") || !existsSync("build/app-server/main.js")) return true;
  const built = statSync(STAMP_FILE).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

export function writeBuildStamp() {
  writeFileSync(STAMP_FILE, new Date().toISOString());
}

if (process.argv[2] === "--write") writeBuildStamp();

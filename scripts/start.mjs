// `npm start`: builds when the build is missing or stale, then runs the server.
import { spawnSync } from "node:child_process";
import { isBuildStale } from "./build-stamp.mjs";

if (isBuildStale()) {
  console.log("Production build missing or out of date: building (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../build/app-server/main.js");

import { execSync } from "node:child_process";
import { isBuildStale } from "../../scripts/build-stamp.mjs";

/** HTTP tests run the real server factory against the production build: build it when stale. */
export default function setup() {
  if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });
}

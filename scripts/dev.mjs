// `npm run dev`: Vite in middleware mode in front of the Hono app, with HMR.
import { execFileSync } from "node:child_process";
import { createServer } from "vite";

execFileSync(process.execPath, ["scripts/build-fonts.mjs"], { stdio: "inherit" });

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startDevServer } = await vite.ssrLoadModule("/server/dev.ts");
await startDevServer(vite);

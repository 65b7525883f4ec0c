// `npm run dev`: Vite in middleware mode in front of the Hono app, with HMR.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startDevServer } = await vite.ssrLoadModule("/server/dev.ts");
await startDevServer(vite);

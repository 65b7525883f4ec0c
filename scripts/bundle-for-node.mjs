import { build } from "esbuild";

/** One TypeScript entry bundled as the server's build bundles it: ESM for Node 20, npm packages left external. */
export async function bundleForNode(entry, outfile) {
  await build({ entryPoints: [entry], outfile, bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "warning" });
}

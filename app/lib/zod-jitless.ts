import { config } from "zod/v4/core";

/**
 * In the browser, zod 4 parses without generated code. Its first object schema otherwise probes
 * `new Function`; our CSP has no 'unsafe-eval', and even the caught probe is reported as a CSP
 * violation (Lighthouse best practices, `inspector-issues`, on pages whose forms use zod). Imported
 * first by app/root.tsx, so it runs before any route module builds a schema. The server keeps JIT.
 */
if (typeof document !== "undefined") config({ jitless: true });

// npm run media:avif: writes the AVIF variants that uploads stored before ADR 018 lack. Idempotent;
// run it once after deploying the image pipeline (and again any time: it skips what exists).
import { loadAppEntry } from "../app-entry";
import { loadEnv } from "../env";

const env = loadEnv(process.env);
const { backfillAvifVariants } = await loadAppEntry();
const { written } = await backfillAvifVariants(env.MEDIA_DIR);
process.stdout.write(`${env.MEDIA_DIR}: ${written} AVIF varyantı yazıldı.\n`);

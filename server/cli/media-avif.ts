// npm run media:avif: writes the AVIF variants that uploads stored before ADR 018 lack. Idempotent;
// run it once after deploying the image pipeline (and again any time: it skips what exists).
import { backfillAvifVariants } from "#app/features/media/media.server";
import { loadEnv } from "../env";

const env = loadEnv(process.env);
const { written } = await backfillAvifVariants(env.MEDIA_DIR);
process.stdout.write(`${env.MEDIA_DIR}: ${written} AVIF varyantı yazıldı.\n`);

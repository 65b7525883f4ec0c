// npm run media:avif: writes the AVIF variants that uploads stored before ADR 018 lack, and the
// sharing images (ADR 036) that uploads stored before those lack. Idempotent; run it once after
// deploying (and again any time: it skips what exists).
import { loadAppEntry } from "../app-entry";
import { loadEnv } from "../env";

const env = loadEnv(process.env);
const { backfillAvifVariants, backfillSocialImages } = await loadAppEntry();
const { written } = await backfillAvifVariants(env.MEDIA_DIR);
const social = await backfillSocialImages(env.MEDIA_DIR);
process.stdout.write(`${env.MEDIA_DIR}: ${written} AVIF varyantı, ${social.written} paylaşım görseli yazıldı.\n`);

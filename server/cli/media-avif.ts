// npm run media:avif: writes the AVIF variants that uploads stored before ADR 018 lack, and the
// sharing images (ADR 036) that uploads stored before those lack. Idempotent; run it once after
// deploying (and again any time: it skips what exists).
import { backfillAvifVariants, backfillSocialImages } from "#app/features/media/media.server";
import { loadEnv } from "../env";

const env = loadEnv(process.env);
const { written } = await backfillAvifVariants(env.MEDIA_DIR);
const social = await backfillSocialImages(env.MEDIA_DIR);
process.stdout.write(`${env.MEDIA_DIR}: ${written} AVIF varyantı, ${social.written} paylaşım görseli yazıldı.\n`);

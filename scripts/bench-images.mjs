// npm run bench:images [photo.jpg]: the cost and bytes of the image pipeline's variants.
// See docs/decisions/018-image-pipeline.md.
import { runBundledBench } from "./bundle-bench.mjs";

await runBundledBench("bench/image-bench.ts", process.argv[2]);

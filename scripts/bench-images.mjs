// npm run bench:images [photo.jpg]: the cost and bytes of the image pipeline's variants.
// See docs/decisions/018-image-pipeline.md.
import { importBenchModule } from "./bench-support.mjs";

await (await importBenchModule("image-bench")).runBench(process.argv[2]);

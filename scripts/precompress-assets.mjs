// Writes .br and .gz beside every compressible client asset, so static files are served
// precompressed (brotli where the browser accepts it) without compressing on each request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "build/client";
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html|ico)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(ROOT)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue;
  const content = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets`);

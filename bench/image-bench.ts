/*
 * npm run bench:images [photo.jpg] (docs/decisions/018-image-pipeline.md): the cost of an upload
 * through `storeImage` (WebP + AVIF variants) against the WebP-only pipeline it replaced, the bytes of
 * each variant, and a few AVIF quality/effort settings at 1280 px. Without an argument it uses a
 * synthetic 2400×1600 "photo" (blurred noise over a gradient), which compresses roughly like one.
 */
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { AVIF_OPTIONS, storeImage, WEBP_OPTIONS } from "#app/features/media/media.server";
import { IMAGE_WIDTHS, variantWidths } from "#app/lib/image-variants";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function syntheticPhoto() {
  const width = 2400;
  const height = 1600;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 255) | 0;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#1e3a5f"/><stop offset=".5" stop-color="#c8a165"/><stop offset="1" stop-color="#2f5d3a"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="900" cy="700" r="380" fill="#e8e1d0"/><rect x="1500" y="300" width="600" height="900" fill="#3b3b3b"/></svg>`,
  );
  const texture = await sharp(noise, { raw: { width, height, channels: 3 } }).blur(2.5).png().toBuffer();
  return sharp(gradient).composite([{ input: texture, blend: "soft-light" }]).jpeg({ quality: 88 }).toBuffer();
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runBench(file?: string) {
  const input = file ? await readFile(file) : await syntheticPhoto();
  const meta = await sharp(input).metadata();
  console.log(`input: ${file ?? "synthetic photo"} ${meta.width}×${meta.height}, ${kb(input.byteLength)}; ${RUNS} runs, median`);

  const webpOnly: number[] = [];
  const full: number[] = [];
  let lastDir = "";
  for (let run = 0; run < RUNS; run++) {
    // Before: what storeImage did without AVIF (orient, then one WebP per width).
    webpOnly.push(
      (
        await timed(async () => {
          const oriented = await sharp(input).rotate().toBuffer();
          for (const width of variantWidths(Math.min(meta.width!, IMAGE_WIDTHS.at(-1)!)))
            await sharp(oriented).resize({ width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer();
        })
      ).ms,
    );
    if (lastDir) await rm(lastDir, { recursive: true });
    lastDir = await mkdtemp(path.join(tmpdir(), "image-bench-"));
    const dir = lastDir;
    full.push((await timed(() => storeImage(input, dir))).ms);
  }
  console.log(`upload, WebP only (before): ${median(webpOnly).toFixed(0)} ms`);
  console.log(`upload, WebP + AVIF ${JSON.stringify(AVIF_OPTIONS)} (now): ${median(full).toFixed(0)} ms`);

  const names = (await readdir(lastDir)).sort((a, b) => Number(/-(\d+)\./.exec(a)![1]) - Number(/-(\d+)\./.exec(b)![1]));
  for (const name of names) console.log(`  ${name.replace(/^[0-9a-f]+-/, "")}: ${kb((await stat(path.join(lastDir, name))).size)}`);
  await rm(lastDir, { recursive: true });

  console.log("AVIF settings at 1280 px (time, bytes):");
  const oriented = await sharp(input).rotate().resize({ width: 1280, withoutEnlargement: true }).toBuffer();
  for (const effort of [2, 4]) {
    for (const quality of [50, 55, 60]) {
      const runs: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        const { ms, result } = await timed(() => sharp(oriented).avif({ quality, effort }).toBuffer());
        runs.push(ms);
        bytes = result.byteLength;
      }
      console.log(`  effort ${effort}, quality ${quality}: ${median(runs).toFixed(0)} ms, ${kb(bytes)}`);
    }
  }
}

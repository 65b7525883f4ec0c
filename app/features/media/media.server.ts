import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AvifOptions, JpegOptions, Metadata, OutputInfo, Sharp, WebpOptions } from "sharp";
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from "#app/domain/uploads";
import { DomainError } from "#app/lib/errors";
import { IMAGE_WIDTHS, SOCIAL_IMAGE_SIZE, variantWidths } from "#app/lib/image-variants";

/** The encoders' settings (ADR 018 gives the measurements behind the AVIF ones). */
export const WEBP_OPTIONS: WebpOptions = { quality: 80 };
export const AVIF_OPTIONS: AvifOptions = { quality: 50, effort: 2 };
/** The sharing image is a JPEG: link previews (WhatsApp, Facebook, X, LinkedIn) show no SVG and not all of them WebP. */
const SOCIAL_JPEG_OPTIONS: JpegOptions = { quality: 82, mozjpeg: true };
/** The public URL prefix under which MEDIA_DIR is served. */
export const MEDIA_URL_PREFIX = "/media/";
// A decompression bomb (a tiny file declaring a huge canvas) is refused by sharp above this.
const MAX_INPUT_PIXELS = 40_000_000;

/** sharp loads on the first image, not at start-up: a server that stores no upload never pays its ~23 MB (ADR 027). */
const loadSharp = async () => (await import("sharp")).default;

export type StoredImage = {
  /** The largest variant: what a product or brand stores as its image URL. */
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
};

function unsupported(message = "Yalnızca JPEG, PNG, WebP veya AVIF görseller yüklenebilir.") {
  return new DomainError("validation", message);
}

/** Which of the accepted formats the bytes are, judged by their content and never by name or type. */
async function detectFormat(bytes: Buffer): Promise<"jpeg" | "png" | "webp" | "avif"> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupported();
  }
  if (metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp") return metadata.format;
  if (metadata.format === "heif" && metadata.compression === "av1") return "avif";
  throw unsupported();
}

/**
 * Validates an uploaded image and writes its WebP variants into `mediaDir`, named by the content's
 * hash so that the same upload twice costs nothing and a URL never changes meaning.
 * Metadata (EXIF, GPS) is dropped; the orientation is applied first.
 */
export async function storeImage(bytes: Buffer, mediaDir: string): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw unsupported("Boş bir dosya yüklenemez.");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw unsupported(uploadTooLargeMessage("Görsel"));
  await detectFormat(bytes);

  const sharp = await loadSharp();
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    oriented = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    throw unsupported("Görsel okunamadı; dosya bozuk olabilir.");
  }
  const { width, height } = oriented.info;
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  // Never enlarged: an image narrower than 1280 px gets its own width as the largest variant.
  const widths = variantWidths(Math.min(width, IMAGE_WIDTHS.at(-1)!));

  await mkdir(mediaDir, { recursive: true });
  await writeOnce(path.join(mediaDir, `${hash}-og.jpg`), () => socialImage(sharp(oriented.data)));
  const variants: StoredImage["variants"] = [];
  for (const variantWidth of widths) {
    const resized = sharp(oriented.data).resize({ width: variantWidth, withoutEnlargement: true });
    await writeOnce(path.join(mediaDir, `${hash}-${variantWidth}.avif`), () => resized.clone().avif(AVIF_OPTIONS).toBuffer());
    // The WebP file is written last: its name is the stored URL, so once it exists every variant does.
    const name = `${hash}-${variantWidth}.webp`;
    await writeOnce(path.join(mediaDir, name), () => resized.clone().webp(WEBP_OPTIONS).toBuffer());
    variants.push({ width: variantWidth, url: `${MEDIA_URL_PREFIX}${name}` });
  }
  const largest = variants.at(-1)!;
  return { url: largest.url, width: largest.width, height: Math.round((height * largest.width) / width), variants };
}

/**
 * The 1200 × 630 sharing image of an upload (`socialImageUrl`): the whole picture, never cropped (a
 * product must stay whole), on white.
 */
function socialImage(image: Sharp): Promise<Buffer> {
  return image
    .resize({ ...SOCIAL_IMAGE_SIZE, fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .jpeg(SOCIAL_JPEG_OPTIONS)
    .toBuffer();
}

/** Writes `target` unless it exists (content-addressed: same name, same bytes), never half a file. */
async function writeOnce(target: string, encode: () => Promise<Buffer>) {
  if (existsSync(target)) return;
  const data = await encode();
  // Written beside the target and renamed, so a reader never sees half a file.
  const partial = `${target}.${process.pid}.tmp`;
  await writeFile(partial, data);
  await rename(partial, target);
}

/**
 * Writes the AVIF sibling of every upload variant that lacks one: uploads stored before AVIF variants
 * existed (ADR 018). `<Picture>` offers AVIF for every `/media/` image, and a browser does not fall
 * back to WebP when an AVIF candidate is missing, so this runs once on deploy (`npm run media:avif`).
 * Encoded from the WebP variant, the best copy left.
 */
export async function backfillAvifVariants(mediaDir: string): Promise<{ written: number }> {
  const names = existsSync(mediaDir) ? await readdir(mediaDir) : [];
  const sharp = await loadSharp();
  let written = 0;
  for (const name of names.filter((file) => /^[0-9a-f]{20}-\d+\.webp$/.test(file))) {
    const target = path.join(mediaDir, name.replace(/\.webp$/, ".avif"));
    if (existsSync(target)) continue;
    await writeOnce(target, () => sharp(path.join(mediaDir, name)).avif(AVIF_OPTIONS).toBuffer());
    written++;
  }
  return { written };
}

/**
 * Writes the sharing image of every upload that lacks one (uploads stored before they existed), from
 * its largest WebP variant; `npm run media:avif` runs it beside the AVIF backfill. Idempotent.
 */
export async function backfillSocialImages(mediaDir: string): Promise<{ written: number }> {
  const names = existsSync(mediaDir) ? await readdir(mediaDir) : [];
  const largest = new Map<string, number>();
  for (const name of names) {
    const match = /^([0-9a-f]{20})-(\d+)\.webp$/.exec(name);
    if (match) largest.set(match[1]!, Math.max(largest.get(match[1]!) ?? 0, Number(match[2])));
  }
  const sharp = await loadSharp();
  let written = 0;
  for (const [hash, width] of largest) {
    const target = path.join(mediaDir, `${hash}-og.jpg`);
    if (existsSync(target)) continue;
    await writeOnce(target, () => socialImage(sharp(path.join(mediaDir, `${hash}-${width}.webp`))));
    written++;
  }
  return { written };
}

/** The file behind a `/media/…` URL, or null when the URL is not a plain media file name. */
export function mediaFilePath(url: string, mediaDir: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const name = url.slice(MEDIA_URL_PREFIX.length).split(/[?#]/)[0]!;
  return /^[\w.-]+$/.test(name) && !name.startsWith(".") ? path.join(mediaDir, name) : null;
}

/** The content hashes of the uploads a text names (`/media/<hash>-<width>.webp|avif`, any variant). */
export function namedUploadedImages(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\/media\/([0-9a-f]{20})-\d{1,4}\.(?:webp|avif)/g), (match) => match[1]!))];
}

/** What every address of one upload's variants contains: `/media/<hash>-`. */
export const uploadedImageReference = (hash: string) => `${MEDIA_URL_PREFIX}${hash}-`;

/** Deletes every variant of one upload (each width, WebP and AVIF); answers the names deleted. */
export async function deleteUploadedImage(mediaDir: string, hash: string): Promise<string[]> {
  if (!/^[0-9a-f]{20}$/.test(hash)) return [];
  const variant = new RegExp(`^${hash}-(?:\\d+\\.(?:webp|avif)|og\\.jpg)$`);
  const names = existsSync(mediaDir) ? (await readdir(mediaDir)).filter((name) => variant.test(name)) : [];
  for (const name of names) await rm(path.join(mediaDir, name), { force: true });
  return names;
}

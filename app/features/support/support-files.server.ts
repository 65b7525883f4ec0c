import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from "#app/domain/uploads";
import { DomainError } from "#app/lib/errors";
import { slugify } from "#app/lib/turkish";
import { SUPPORT_FILE_URL_PREFIX } from "./support-apps.resource";

/*
 * Support downloads uploaded by staff (ADR 025): kept under MEDIA_DIR/downloads, named by content
 * hash plus a safe version of the original name, and served from /destek/dosya/{name} as an
 * attachment. The file's bytes must match its extension; nothing is ever served inline.
 */

const DOWNLOADS_DIR = "downloads";

/** The accepted kinds, by extension, each with the bytes its files start with. */
const SIGNATURES: Record<string, { type: string; magic: number[] }> = {
  zip: { type: "application/zip", magic: [0x50, 0x4b, 0x03, 0x04] },
  exe: { type: "application/vnd.microsoft.portable-executable", magic: [0x4d, 0x5a] },
  msi: { type: "application/x-msi", magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  apk: { type: "application/vnd.android.package-archive", magic: [0x50, 0x4b, 0x03, 0x04] },
  pdf: { type: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
};
export const SUPPORT_FILE_EXTENSIONS = Object.keys(SIGNATURES);

/** A stored file's name: lower-case letters, digits and hyphens, then one known extension. */
const STORED_NAME_PATTERN = `[a-z0-9][a-z0-9-]*\\.(?:${SUPPORT_FILE_EXTENSIONS.join("|")})`;
const STORED_NAME = new RegExp(`^${STORED_NAME_PATTERN}$`);
/** A stored file's address inside any text (a download field, Markdown, a full URL of this site). */
const NAMED_FILE = new RegExp(`${SUPPORT_FILE_URL_PREFIX.replaceAll("/", "\\/")}(${STORED_NAME_PATTERN})(?![a-z0-9-])`, "g");

const refuse = (message: string) => new DomainError("validation", message, { file: [message] });

/** "Kurulum Dosyası v2.1.EXE" → "kurulum-dosyasi-v2-1.exe": ASCII, no path, one known extension. */
export function safeFileName(original: string): { name: string; extension: string } {
  const base = path.basename(original.replace(/\\/g, "/"));
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  if (!Object.hasOwn(SIGNATURES, extension)) throw refuse(`Yalnızca ${SUPPORT_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(", ")} dosyaları yüklenebilir.`);
  const stem = slugify(base.slice(0, dot)).slice(0, 80) || "dosya";
  return { name: `${stem}.${extension}`, extension };
}

export type StoredSupportFile = { url: string; name: string; bytes: number };

/** A support download uploaded by staff: stored and audited; answers its address and size. */
export async function uploadSupportFile(db: Db, mediaDir: string, bytes: Buffer, originalName: string, { actor, ipAddress }: { actor: { id: number; username: string }; ipAddress?: string }) {
  const stored = await storeSupportFile(bytes, originalName, mediaDir);
  await recordAudit(db, { user: actor, action: "upload", entityType: "support-file", entityId: stored.url, details: { bytes: stored.bytes }, ipAddress });
  return stored;
}

/** Checks an upload (size, extension, content) and stores it once; answers its public address. */
export async function storeSupportFile(bytes: Buffer, originalName: string, mediaDir: string): Promise<StoredSupportFile> {
  if (bytes.byteLength === 0) throw refuse("Boş bir dosya yüklenemez.");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw refuse(uploadTooLargeMessage("Dosya"));
  const { name, extension } = safeFileName(originalName);
  const { magic } = SIGNATURES[extension]!;
  if (!magic.every((byte, index) => bytes[index] === byte)) throw refuse(`Dosyanın içeriği .${extension} uzantısına uymuyor.`);
  const stored = `${createHash("sha256").update(bytes).digest("hex").slice(0, 20)}-${name}`;
  await writeDownload(mediaDir, stored, bytes);
  return { url: `${SUPPORT_FILE_URL_PREFIX}${stored}`, name: stored, bytes: bytes.byteLength };
}

/** Writes a file into the downloads directory unless it is there (same name, same bytes), never half a file. */
export async function writeDownload(mediaDir: string, name: string, bytes: Buffer) {
  const dir = path.join(mediaDir, DOWNLOADS_DIR);
  const target = path.join(dir, name);
  if (existsSync(target)) return;
  await mkdir(dir, { recursive: true });
  const partial = `${target}.${process.pid}.part`;
  await writeFile(partial, bytes);
  await rename(partial, target);
}

/** `GET /destek/dosya/{name}`: the file as an attachment under its safe name, or null (404). */
export async function supportFileResponse(name: string, mediaDir: string): Promise<Response | null> {
  if (!STORED_NAME.test(name)) return null;
  const file = path.join(mediaDir, DOWNLOADS_DIR, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": SIGNATURES[extension]!.type,
      "Content-Length": String(info.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/** The stored support files a text names (`/destek/dosya/<name>`). */
export function namedSupportFiles(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(NAMED_FILE), (match) => match[1]!))];
}

/** Deletes one stored support file; answers whether it was there. */
export async function deleteSupportFile(mediaDir: string, name: string): Promise<boolean> {
  if (!STORED_NAME.test(name)) return false;
  const file = path.join(mediaDir, DOWNLOADS_DIR, name);
  if (!existsSync(file)) return false;
  await rm(file, { force: true });
  return true;
}

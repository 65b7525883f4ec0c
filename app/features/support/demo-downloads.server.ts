import { crc32 } from "node:zlib";
import type { Db } from "#app/db/client.server";
import { supportApps } from "#app/db/schema/support";
import { DEMO_SUPPORT_APPS } from "#app/db/seed/demo-support-apps";
import { SUPPORT_FILE_URL_PREFIX } from "./support-apps.resource";
import { namedSupportFiles, writeDownload } from "./support-files.server";

/*
 * The demo software's small files (ADR 025): a ZIP archive with one note, written into MEDIA_DIR
 * when the demo content is seeded, so every demo download link leads to a real file.
 */

/** A date as the MS-DOS time and date fields of a ZIP entry (local time, 2-second steps, from 1980). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((Math.max(date.getFullYear(), 1980) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** A ZIP archive holding one uncompressed file, modified at `modified`. */
function zipWithOneFile(fileName: string, text: string, modified: Date): Buffer {
  const name = Buffer.from(fileName, "utf8");
  const data = Buffer.from(text, "utf8");
  const checksum = crc32(data);
  const stamp = dosDateTime(modified);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(stamp.time, 10);
  local.writeUInt16LE(stamp.date, 12);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(stamp.time, 12);
  central.writeUInt16LE(stamp.date, 14);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/**
 * Writes the file behind every demo link under /destek/dosya/ that is not there yet and that a
 * support app still links to (a demo app staff deleted does not get its file back at the next
 * start), dated `now`.
 */
export async function writeDemoDownloads(db: Db, mediaDir: string, now = new Date()) {
  const { downloadUrl, androidDownloadUrl, iosDownloadUrl, windowsDownloadUrl } = supportApps;
  const rows = await db.select({ downloadUrl, androidDownloadUrl, iosDownloadUrl, windowsDownloadUrl }).from(supportApps);
  const linked = new Set(rows.flatMap((row) => Object.values(row).flatMap((url) => (url ? namedSupportFiles(url) : []))));
  for (const app of DEMO_SUPPORT_APPS) {
    for (const url of [app.downloadUrl, app.androidDownloadUrl, app.iosDownloadUrl, app.windowsDownloadUrl]) {
      if (!url?.startsWith(SUPPORT_FILE_URL_PREFIX) || !linked.has(url.slice(SUPPORT_FILE_URL_PREFIX.length))) continue;
      const note = `${app.name}${app.version ? ` ${app.version}` : ""}\n\nBu, tanıtım sitesinin örnek indirme dosyasıdır. Gerçek kurulum dosyası için bizimle iletişime geçin.\n`;
      await writeDownload(mediaDir, url.slice(SUPPORT_FILE_URL_PREFIX.length), zipWithOneFile("BENIOKU.txt", note, now));
    }
  }
}

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { createDb } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
import { AUTO_BACKUP_PREFIX, backupsDir, startMaintenance } from "./maintenance";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "maintenance-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("runs retention and an automatic PGlite backup at once, keeps the newest 5 automatic backups, and stop() waits for the run", async () => {
  const database = await createDb({ dataDir: path.join(dataDir, "pglite") });
  try {
    await database.migrate();
    await database.db.insert(contactMessages).values([
      { name: "Eski", email: "e@example.com", subject: "eski", message: "x", createdAt: new Date(Date.now() - 26 * 31 * 86_400_000) },
      { name: "Yeni", email: "y@example.com", subject: "yeni", message: "x" },
    ]);
    const dir = backupsDir(dataDir);
    const manual = "yedek-2020-01-01T00-00-00Z.pglite.tar.gz";
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const day of [1, 2, 3, 4, 5]) writeFileSync(path.join(dir, `${AUTO_BACKUP_PREFIX}-2020-01-0${day}T00-00-00Z.pglite.tar.gz`), "old");
    writeFileSync(path.join(dir, manual), "manual");

    const maintenance = startMaintenance({ database, dataDir, logger: pino({ level: "silent" }) });
    await maintenance.stop();

    const names = readdirSync(dir).sort();
    const automatic = names.filter((name) => name.startsWith(`${AUTO_BACKUP_PREFIX}-`));
    expect(automatic).toHaveLength(5);
    expect(automatic).not.toContain(`${AUTO_BACKUP_PREFIX}-2020-01-01T00-00-00Z.pglite.tar.gz`);
    expect(automatic.at(-1)).toMatch(/^otomatik-20\d\d-.*Z\.pglite\.tar\.gz$/);
    expect(names).toContain(manual);
    const subjects = (await database.db.select({ subject: contactMessages.subject }).from(contactMessages)).map((row) => row.subject);
    expect(subjects).toEqual(["yeni"]);
  } finally {
    await database.close();
  }
}, 120_000);

import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { createDb } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
import { AUTO_BACKUP_PREFIX, backupsDir, startMaintenance } from "./maintenance.server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "maintenance-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("runs retention and an automatic PGlite backup (the newest being 6 hours old) after the start-up delay, keeps the newest 5 automatic backups, and stop() waits for the run", async () => {
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
    for (const day of [1, 2, 3, 4, 5]) {
      const file = path.join(dir, `${AUTO_BACKUP_PREFIX}-2020-01-0${day}T00-00-00Z.pglite.tar.gz`);
      writeFileSync(file, "old");
      utimesSync(file, new Date(`2020-01-0${day}T00:00:00Z`), new Date(`2020-01-0${day}T00:00:00Z`));
    }
    writeFileSync(path.join(dir, manual), "manual");

    const maintenance = startMaintenance({ database, dataDir, logger: pino({ level: "silent" }), startupDelayMs: 0 });
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

it("does not back up at start-up when the newest automatic backup is younger than 6 hours", async () => {
  const database = await createDb({ dataDir: path.join(dataDir, "pglite-recent") });
  try {
    await database.migrate();
    const dir = backupsDir(dataDir);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const recent = `${AUTO_BACKUP_PREFIX}-2026-01-01T00-00-00Z.pglite.tar.gz`;
    writeFileSync(path.join(dir, recent), "recent");
    const maintenance = startMaintenance({ database, dataDir, logger: pino({ level: "silent" }), startupDelayMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await maintenance.stop();
    expect(readdirSync(dir)).toEqual([recent]);
  } finally {
    await database.close();
  }
}, 120_000);

it("backs up at once, without the start-up delay, when there is no automatic backup yet", async () => {
  const database = await createDb({ dataDir: path.join(dataDir, "pglite-first") });
  try {
    await database.migrate();
    const dir = backupsDir(dataDir);
    rmSync(dir, { recursive: true, force: true });
    const maintenance = startMaintenance({ database, dataDir, logger: pino({ level: "silent" }), startupDelayMs: 60_000 });
    await maintenance.stop();
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^otomatik-20\d\d-.*Z\.pglite\.tar\.gz$/)]);
  } finally {
    await database.close();
  }
}, 120_000);

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBackup } from "#app/db/backup.server";
import { createDb } from "#app/db/client.server";
import { products } from "#app/db/schema/catalog";
import { createTestApp, signIn, TEST_ORIGIN } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
const logLines: string[] = [];
const dir = mkdtempSync(path.join(os.tmpdir(), "admin-backup-"));
beforeAll(async () => {
  ctx = await createTestApp({}, { logger: pino({ level: "info" }, { write: (line: string) => logLines.push(line) }) });
  cookie = await signIn(ctx.request);
});
afterAll(async () => {
  await ctx.database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const OWN_PAGE = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };
const backupPost = (headers: Record<string, string>) => ctx.request("/api/admin/backup", { method: "POST", headers });

describe("POST /api/admin/backup (Yedek indir)", () => {
  it("accepts no Sec-Fetch-Site when the Origin or Referer is ours", async () => {
    for (const headers of [{ cookie, origin: TEST_ORIGIN }, { cookie, referer: `${TEST_ORIGIN}/n1_admin` }] as Record<string, string>[]) {
      const response = await backupPost(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      await response.body?.cancel();
    }
  });

  it("answers 401 JSON without a session", async () => {
    const response = await backupPost(OWN_PAGE);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Oturum açmanız gerekiyor." });
  });

  it("downloads a restorable backup as an attachment, never cached, and logs who took it", async () => {
    const response = await backupPost({ cookie, ...OWN_PAGE });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="yedek-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.pglite\.tar\.gz"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const file = path.join(dir, "indirilen.pglite.tar.gz");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));

    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === "admin.backup.download");
    expect(logged).toMatchObject({ username: "yonetici", file: expect.stringMatching(/^yedek-.*\.pglite\.tar\.gz$/) });

    const dataDir = path.join(dir, "pglite");
    await restoreBackup(file, { dataDir });
    const restored = await createDb({ dataDir });
    try {
      const [[original], [copy]] = await Promise.all([
        ctx.database.db.select({ total: count() }).from(products),
        restored.db.select({ total: count() }).from(products),
      ]);
      expect(copy!.total).toBeGreaterThan(0);
      expect(copy).toEqual(original);
    } finally {
      await restored.close();
    }
  });
});

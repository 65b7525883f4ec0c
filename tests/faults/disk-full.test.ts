import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { childServers, freePort, signInAt, waitForHealth } from "#tests/support/child-server";

/** Generous: CI machines here are shared, and a new PGlite directory takes seconds to create. */
const STARTUP_TIMEOUT_MS = 240_000;

/** DATA_DIR on a 192 MB tmpfs of its own, when this process may mount one (root with CAP_SYS_ADMIN). */
const mountPoint = mkdtempSync(path.join(os.tmpdir(), "disk-full-"));
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=192m", "tmpfs", mountPoint], { encoding: "utf8" });
const skipReason = mounted.status === 0 ? undefined : `cannot mount a tmpfs here (${(mounted.stderr || mounted.error?.message || "").trim()})`;
if (skipReason) console.warn(`disk-full fault test skipped: ${skipReason}`);

const servers = childServers();
afterAll(() => {
  servers.cleanup();
  if (!skipReason) spawnSync("umount", ["-l", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Fills the file system with one file until ENOSPC; removing it gives the space back. */
function fill(file: string) {
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
  // Leave nothing: the last partial chunks too.
  try {
    for (;;) writeSync(fd, Buffer.alloc(4096));
  } catch {
    // full
  }
  closeSync(fd);
}

it.skipIf(skipReason)(
  "PGlite on a full disk: writes answer 507/503 with a Turkish message, reads keep working, nothing is corrupt once space returns",
  async () => {
    const dataDir = path.join(mountPoint, "data");
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_USERNAME: "yonetici", ADMIN_PASSWORD: "uzun-bir-parola-123" };
    const server = servers.start(env);
    await waitForHealth(port, STARTUP_TIMEOUT_MS);
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signInAt(base, { username: "yonetici", password: "uzun-bir-parola-123" });
    const createBrand = (name: string) =>
      fetch(`${base}/api/admin/brands`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ name, description: "Doluluk denemesi ".repeat(25) }),
      });
    expect((await createBrand("Önce Marka")).status).toBe(201);

    const filler = path.join(mountPoint, "filler");
    fill(filler);
    // Writes until one fails: PostgreSQL may still find room in pages it already has.
    const failures: { status: number; message: string }[] = [];
    for (let index = 0; index < 400 && failures.length < 3; index++) {
      const response = await createBrand(`Dolu Disk ${index}`);
      if (response.status !== 201) failures.push({ status: response.status, message: ((await response.json()) as { message: string }).message });
    }
    console.info(`disk full: ${JSON.stringify(failures)}`);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect([503, 507]).toContain(failure.status);
      expect(failure.message).toMatch(/yer kalmadı|ulaşılamıyor/);
    }
    const read = await fetch(`${base}/api/brands`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { name: string }[]).map((brand) => brand.name)).toContain("Önce Marka");

    rmSync(filler);
    expect((await createBrand("Yer Açıldı")).status).toBe(201);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    // Reopened after the episode: healthy, with the writes from before and after it.
    const again = servers.start(env);
    await waitForHealth(port, STARTUP_TIMEOUT_MS);
    const names = ((await (await fetch(`${base}/api/brands`)).json()) as { name: string }[]).map((brand) => brand.name);
    expect(names).toEqual(expect.arrayContaining(["Önce Marka", "Yer Açıldı"]));
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  },
  600_000,
);

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildPgliteThread } from "#tests/setup/pglite-thread-entry";
import { createDb, type Database } from "./client.server";
import { classifyDatabaseError } from "./db-errors.server";
import { startPgliteThread } from "./pglite-thread.server";
import { brands } from "./schema/index";

let thread: Awaited<ReturnType<typeof buildPgliteThread>>;
let threaded: Database;
let inline: Database;

beforeAll(async () => {
  thread = await buildPgliteThread();
  [threaded, inline] = await Promise.all([createDb({ pgliteThread: { entry: thread.entry } }), createDb()]);
  await Promise.all([threaded.migrate(), inline.migrate()]);
});

afterAll(async () => {
  await Promise.all([threaded?.close(), inline?.close()]);
  thread?.remove();
});

beforeEach(async () => {
  for (const database of [threaded, inline]) await database.db.execute(sql`truncate brands restart identity cascade`);
});

const CREATED = new Date("2026-01-02T03:04:05.678Z");
const seedBrands = (database: Database) =>
  database.db.insert(brands).values([
    { name: "Hikvision", slug: "hikvision", description: "Kamera ve kayıt cihazları", createdAt: CREATED, updatedAt: CREATED },
    { name: "Şahin Güvenlik", slug: "sahin-guvenlik", logoUrl: null, isActive: false, createdAt: CREATED, updatedAt: CREATED },
  ]);

describe("PGlite on its own thread", () => {
  it("gives Drizzle the same rows as PGlite on the caller's thread: dates, booleans, nulls, counts", async () => {
    await Promise.all([seedBrands(threaded), seedBrands(inline)]);
    const read = (database: Database) => database.db.select().from(brands).orderBy(asc(brands.id));
    const [fromThread, fromInline] = await Promise.all([read(threaded), read(inline)]);
    expect(fromThread).toEqual(fromInline);
    expect(fromThread[0]!.createdAt).toEqual(CREATED);
    expect(fromThread[1]).toMatchObject({ name: "Şahin Güvenlik", isActive: false, logoUrl: null });
    const count = (database: Database) => database.db.execute<{ n: number }>(sql`select count(*)::int as n from brands where is_active`);
    expect((await count(threaded)).rows).toEqual((await count(inline)).rows);
  });

  it("commits a transaction's writes together, and rolls all of them back when its callback throws", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Dahua", slug: "dahua" });
      await tx.insert(brands).values({ name: "Paradox", slug: "paradox" });
    });
    // Both inserts succeed; only the callback's own error decides.
    const failed = threaded.db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Bosch", slug: "bosch" });
      await tx.insert(brands).values({ name: "Ajax", slug: "ajax" });
      throw new Error("iş kuralı reddetti");
    });
    await expect(failed).rejects.toThrow("iş kuralı reddetti");
    const names = await threaded.db.select({ name: brands.name }).from(brands).orderBy(asc(brands.name));
    expect(names.map(({ name }) => name)).toEqual(["Dahua", "Paradox"]);
  });

  it("rolls back a nested transaction to its savepoint and keeps the outer one", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Ajax", slug: "ajax" });
      await tx
        .transaction(async (nested) => {
          await nested.insert(brands).values({ name: "Teknim", slug: "teknim" });
          nested.rollback();
        })
        .catch(() => undefined);
    });
    expect((await threaded.db.select({ name: brands.name }).from(brands)).map(({ name }) => name)).toEqual(["Ajax"]);
  });

  it("makes a read wait for an open transaction, so that it never sees the transaction's uncommitted rows", async () => {
    let insideTransaction!: () => void;
    const entered = new Promise<void>((resolve) => (insideTransaction = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = threaded.db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Uniview", slug: "uniview" });
      insideTransaction();
      await held;
      throw new Error("vazgeçildi");
    });
    await entered;
    let answered = false;
    const reading = threaded.db
      .select({ name: brands.name })
      .from(brands)
      .then((rows) => {
        answered = true;
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    await expect(writing).rejects.toThrow("vazgeçildi");
    // Had the read run inside the open transaction, it would have seen "Uniview".
    expect(await reading).toEqual([]);
  });

  it("hands PostgreSQL's error fields across, and the connection stays usable", async () => {
    await seedBrands(threaded);
    const duplicate = await threaded.db
      .insert(brands)
      .values({ name: "Hikvision", slug: "hikvision-2" })
      .then(() => undefined, (error: unknown) => error as Error & { cause?: Record<string, unknown> });
    expect(duplicate?.cause).toMatchObject({ code: "23505", constraint: "brands_name_unique", table: "brands" });
    expect(classifyDatabaseError(duplicate)).toBeUndefined();
    expect(await threaded.db.$count(brands)).toBe(2);
  });

  it("delivers NOTIFY to the listener", async () => {
    const heard = new Promise<void>((resolve) => void threaded.listen("pglite_thread_test", resolve, () => undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await threaded.db.execute(sql`select pg_notify('pglite_thread_test', '')`);
    await expect(heard).resolves.toBeUndefined();
  });

  it("dumps a data directory that PGlite can open again", async () => {
    await seedBrands(threaded);
    if (threaded.engine.kind !== "pglite") throw new Error("expected PGlite");
    const archive = await threaded.engine.dumpDataDir();
    expect([...archive.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const restored = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(archive)]) });
    try {
      expect((await restored.query("select slug from brands order by id")).rows).toEqual([{ slug: "hikvision" }, { slug: "sahin-guvenlik" }]);
    } finally {
      await restored.close();
    }
  });

  it("refuses query options and values that would not survive the crossing", async () => {
    const client = await startPgliteThread(thread.entry, {});
    try {
      await expect(client.query("select 1", [], { blob: new Blob(["x"]) })).rejects.toThrow(/blob/);
      await expect(client.query("select $1::text", [() => "a function"])).rejects.toThrow(/could not be cloned/);
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.close();
    }
    await expect(client.query("select 1")).rejects.toThrow(/closed/);
  });
});

describe("a database thread that fails", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports a data directory it cannot open to the caller that started it", async () => {
    const notADirectory = path.join(dir, "file");
    writeFileSync(notADirectory, "not a database");
    await expect(createDb({ pgliteThread: { entry: thread.entry }, dataDir: path.join(notADirectory, "pglite") })).rejects.toThrow();
  });

  it("answers every query, waiting and later, as an unavailable database once the thread is gone, and says so once", async () => {
    // A thread that opens, then dies on its first request.
    const dying = path.join(dir, "dying.mjs");
    writeFileSync(
      dying,
      `import { parentPort } from "node:worker_threads";
       parentPort.on("message", () => process.exit(3));
       parentPort.postMessage({ type: "ready" });`,
    );
    const onStopped = vi.fn();
    const client = await startPgliteThread(dying, {}, onStopped);
    const failure = await client.query("select 1").catch((error: unknown) => error);
    expect(String(failure)).toMatch(/PGlite database thread stopped \(exit code 3\)/);
    expect(classifyDatabaseError(failure)).toBe("unavailable");
    await expect(client.query("select 2")).rejects.toThrow(/thread stopped/);
    expect(onStopped).toHaveBeenCalledOnce();
    expect(onStopped.mock.calls[0]![0]).toBe(failure);
    await client.close();
  });

  it("does not report a thread it closed itself as stopped", async () => {
    const onStopped = vi.fn();
    const client = await startPgliteThread(thread.entry, {}, onStopped);
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await client.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onStopped).not.toHaveBeenCalled();
  });
});

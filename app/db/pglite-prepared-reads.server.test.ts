import { PGlite, types } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withPreparedReads } from "./pglite-prepared-reads.server";

let client: PGlite;

beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table item (id serial primary key, name text not null, active boolean not null, tags jsonb, created_at timestamptz not null default '2026-01-02 03:04:05+00');
    insert into item (name, active, tags) values ('Kamera', true, '["ip","poe"]'), ('Alarm', false, null), ('Şimşek Dedektörü', true, '[]');
  `);
});

afterEach(async () => {
  if (!client.closed) await client.close();
});

/** Drizzle's options for a select (drizzle-orm/pglite): rows as arrays, dates left as text. */
const DRIZZLE_OPTIONS = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

describe("withPreparedReads", () => {
  it("answers a read exactly as PGlite's own query does, values of every kind included", async () => {
    const reads = withPreparedReads(client);
    const cases: [string, unknown[]][] = [
      ["select id, name, active, tags, created_at from item where active = $1 and name <> $2 order by id", [true, "x"]],
      ["select id, name from item where id = any($1) order by id", [[1, 3]]],
      ["select name from item where tags is not distinct from $1", [null]],
      ["select count(*)::int as n from item where created_at < $1", [new Date("2027-01-01T00:00:00Z")]],
      ["select $1::jsonb as value", [{ ü: ["ş", 1] }]],
    ];
    for (const [sql, params] of cases) {
      for (const options of [DRIZZLE_OPTIONS, undefined]) {
        const expected = await client.query(sql, params, options);
        const actual = await reads.query(sql, params, options);
        expect(actual.rows, sql).toEqual(expected.rows);
        expect(actual.fields, sql).toEqual(expected.fields);
      }
    }
  });

  it("prepares a read once and runs it again in one call", async () => {
    const reads = withPreparedReads(client);
    const calls = vi.spyOn(client, "execProtocolStream");
    const sql = "select name from item where id = $1";
    expect((await reads.query(sql, [1])).rows).toEqual([{ name: "Kamera" }]);
    expect(calls).toHaveBeenCalledTimes(2);
    expect((await reads.query(sql, [3])).rows).toEqual([{ name: "Şimşek Dedektörü" }]);
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it("merges a caller's parsers with the client's once per parsers object, each object keeping its own", async () => {
    const reads = withPreparedReads(client);
    const clientParsers = client.parsers;
    let copies = 0;
    Object.defineProperty(client, "parsers", { configurable: true, get: () => (copies++, clientParsers) });
    const sql = "select id, tags, created_at from item where id = $1";
    for (const id of [1, 3, 1]) await reads.query(sql, [id], DRIZZLE_OPTIONS);
    expect(copies).toBe(1);

    const datesAsYears = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value.slice(0, 4) } };
    expect((await reads.query(sql, [1], datesAsYears)).rows).toEqual([[1, ["ip", "poe"], "2026"]]);
    expect((await reads.query(sql, [1], DRIZZLE_OPTIONS)).rows).toEqual([[1, ["ip", "poe"], "2026-01-02 03:04:05+00"]]);
    expect(copies).toBe(2);
  });

  it("passes writes to PGlite unchanged", async () => {
    const reads = withPreparedReads(client);
    const plainQuery = vi.spyOn(client, "query");
    const sql = "insert into item (name, active) values ($1, $2) returning id";
    const inserted = await reads.query<{ id: number }>(sql, ["Santral", true]);
    expect(inserted.rows).toEqual([{ id: 4 }]);
    expect(plainQuery).toHaveBeenCalledWith(sql, ["Santral", true], undefined);
  });

  it("waits for an open transaction and then reads what it committed", async () => {
    const reads = withPreparedReads(client);
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let transactionStarted!: () => void;
    const started = new Promise<void>((resolve) => (transactionStarted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("update item set name = 'Yeni' where id = 1");
      transactionStarted();
      await held;
    });
    await started;
    let answered = false;
    const read = reads.query<{ name: string }>("select name from item where id = $1", [1]).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    releaseTransaction();
    await transaction;
    expect((await read).rows).toEqual([{ name: "Yeni" }]);
  });

  it("rejects a bad value with PostgreSQL's error and keeps working", async () => {
    const reads = withPreparedReads(client);
    await expect(reads.query("select $1::int as n", ["on iki"])).rejects.toMatchObject({ code: "22P02", query: "select $1::int as n" });
    expect((await reads.query("select $1::int as n", ["12"])).rows).toEqual([{ n: 12 }]);
    await expect(reads.query("select nope from item")).rejects.toMatchObject({ code: "42703" });
    expect((await reads.query("select count(*)::int as n from item")).rows).toEqual([{ n: 3 }]);
  });

  it("prepares a read again when the table under its plan has changed", async () => {
    const reads = withPreparedReads(client);
    const sql = "select * from item where id = $1";
    expect(Object.keys((await reads.query<object>(sql, [1])).rows[0]!)).not.toContain("price");
    await client.exec("alter table item add column price int not null default 7");
    expect((await reads.query<{ price: number }>(sql, [1])).rows[0]!.price).toBe(7);
  });

  it("refuses a read once the database is closed, as PGlite's own query does", async () => {
    const reads = withPreparedReads(client);
    expect((await reads.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await client.close();
    await expect(reads.query("select 1 as one")).rejects.toThrow(/closed/i);
  });

  it("forgets its statements when it holds too many, and still answers", async () => {
    const reads = withPreparedReads(client, { maxStatements: 2 });
    const names = [];
    for (const id of [1, 2, 3, 1]) {
      names.push((await reads.query<{ name: string }>(`select name from item where id = ${id} and id = $1`, [id])).rows[0]!.name);
    }
    expect(names).toEqual(["Kamera", "Alarm", "Şimşek Dedektörü", "Kamera"]);
    const kept = await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
    expect(kept.rows[0]!.n).toBeLessThanOrEqual(2);
  });
});

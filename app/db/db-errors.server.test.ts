import { describe, expect, it } from "vitest";
import { classifyDatabaseError, POOL_FULL_MESSAGE } from "./db-errors.server";

/** Drizzle wraps the driver's error: `new Error("Failed query: …", { cause })`. */
const wrapped = (cause: object) => new Error("Failed query: select 1", { cause });

describe("classifyDatabaseError", () => {
  it("recognises a refused or lost PostgreSQL connection under Drizzle's wrapper", () => {
    expect(classifyDatabaseError(wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })))).toBe("unavailable");
    expect(classifyDatabaseError(wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })))).toBe("unavailable");
    expect(classifyDatabaseError(wrapped(new Error("Connection terminated unexpectedly")))).toBe("unavailable");
    expect(classifyDatabaseError(wrapped(Object.assign(new Error("x"), { code: "08006" })))).toBe("unavailable");
  });

  it("recognises an exhausted pool: a full waiting line, a wait past the timeout, no connection slot left", () => {
    expect(classifyDatabaseError(wrapped(new Error(POOL_FULL_MESSAGE)))).toBe("unavailable");
    expect(classifyDatabaseError(wrapped(new Error("timeout exceeded when trying to connect")))).toBe("unavailable");
    expect(classifyDatabaseError(wrapped(Object.assign(new Error("sorry, too many clients already"), { code: "53300" })))).toBe("unavailable");
  });

  it("recognises a full disk", () => {
    expect(classifyDatabaseError(wrapped(Object.assign(new Error("could not extend file"), { code: "53100" })))).toBe("disk-full");
    expect(classifyDatabaseError(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }))).toBe("disk-full");
  });

  it("leaves constraint violations and bugs alone (they stay 4xx/500)", () => {
    expect(classifyDatabaseError(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBeUndefined();
    expect(classifyDatabaseError(new TypeError("undefined is not a function"))).toBeUndefined();
    expect(classifyDatabaseError(undefined)).toBeUndefined();
  });
});

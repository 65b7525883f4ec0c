import { expect, it } from "vitest";
import { rateLimitHits } from "#app/db/schema/site";
import { describeEachDatabase } from "#tests/setup/test-database";
import { consumeRateLimit } from "./rate-limit.server";

const CONTACT = { bucket: "contact", limit: 5, windowMs: 10 * 60 * 1000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 9, 0) + minutes * 60 * 1000);

describeEachDatabase("consumeRateLimit", (getDatabase) => {
  it("allows the limit, refuses the next with the seconds until a slot frees, and counts per key", async () => {
    const { db } = getDatabase();
    for (let minute = 0; minute < 5; minute++) expect(await consumeRateLimit(db, CONTACT, "10.0.0.1", at(minute))).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, CONTACT, "10.0.0.1", at(6))).toEqual({ allowed: false, retryAfterSeconds: 4 * 60 });
    expect(await consumeRateLimit(db, CONTACT, "10.0.0.2", at(6))).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, { ...CONTACT, bucket: "newsletter" }, "10.0.0.1", at(6))).toEqual({ allowed: true });
    // The first request leaves the window after 10 minutes; refused requests were not counted.
    expect(await consumeRateLimit(db, CONTACT, "10.0.0.1", at(10))).toEqual({ allowed: true });
    expect((await consumeRateLimit(db, CONTACT, "10.0.0.1", at(10))).allowed).toBe(false);
  });

  it("lets exactly the limit through when requests arrive in parallel", async () => {
    const { db } = getDatabase();
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(db, { ...CONTACT, bucket: "parallel" }, "10.9.9.9", at(0))));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("forgets hits older than a day", async () => {
    const { db } = getDatabase();
    await consumeRateLimit(db, { ...CONTACT, bucket: "old" }, "10.1.1.1", at(0));
    await consumeRateLimit(db, { ...CONTACT, bucket: "old" }, "10.1.1.2", at(25 * 60));
    const keys = (await db.select().from(rateLimitHits)).filter((row) => row.bucket === "old").map((row) => row.key);
    expect(keys).toEqual(["10.1.1.2"]);
  });
});
